import SwiftCompilerPlugin
import SwiftSyntaxMacros

/// The compiler plugin that expands `@Routes` and `@Destination`.
@main
struct WaymarkMacrosPlugin: CompilerPlugin {
    let providingMacros: [any Macro.Type] = [RoutesMacro.self, DestinationMacro.self]
}
