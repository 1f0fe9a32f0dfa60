import MacroTesting
import SwiftSyntaxBuilder
import SwiftSyntaxMacroExpansion
import WaymarkMacrosPlugin

/// The macros under test, with the conformances the compiler asks `@Routes` to add.
let routeMacros: [String: MacroSpec] = [
    "Routes": MacroSpec(
        type: RoutesMacro.self, conformances: ["Waymark.Route", "Waymark.LinkableRoute", "Waymark.DeclaredRoute"]),
    "Destination": MacroSpec(type: DestinationMacro.self),
]
