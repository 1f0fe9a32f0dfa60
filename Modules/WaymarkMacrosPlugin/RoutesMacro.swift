import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@Routes`: reads the enum's cases and their `@Destination` attributes, reports every mismatch
/// at the place that causes it, and generates the route's conformance to `DeclaredRoute`.
///
/// Both roles read the enum the same way; only the member role reports, so each problem is said
/// once. Nothing is generated while any error stands, so the first messages a developer sees are
/// these, not the compiler's complaints about missing members.
public struct RoutesMacro: MemberMacro, ExtensionMacro {
    public static func expansion(
        of node: AttributeSyntax, providingMembersOf declaration: some DeclGroupSyntax,
        conformingTo protocols: [TypeSyntax], in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        var reader = RouteDeclarationReader(attribute: node, declaration: declaration)
        let routes = reader.read()
        for diagnostic in reader.diagnostics { context.diagnose(diagnostic) }
        guard let routes, !reader.hasErrors else { return [] }
        return RouteCodeGenerator(routes: routes).members()
    }

    public static func expansion(
        of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax,
        providingExtensionsOf type: some TypeSyntaxProtocol, conformingTo protocols: [TypeSyntax],
        in context: some MacroExpansionContext
    ) throws -> [ExtensionDeclSyntax] {
        var reader = RouteDeclarationReader(attribute: node, declaration: declaration)
        guard reader.read() != nil, !reader.hasErrors, !protocols.isEmpty else { return [] }
        // A macro's extension implies no inherited conformance: each protocol the type does not
        // conform to yet (the compiler lists them) is named.
        let conformances = protocols.map(\.trimmedDescription).joined(separator: ", ")
        return [try ExtensionDeclSyntax("extension \(type.trimmed): \(raw: conformances) {}")]
    }
}
