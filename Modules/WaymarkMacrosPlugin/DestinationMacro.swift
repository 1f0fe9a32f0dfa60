import SwiftSyntax
import SwiftSyntaxMacros

/// `@Destination` generates nothing by itself: it is the case's declaration, which `@Routes` reads
/// from the enum. Being a macro gives its arguments types, so the compiler checks and completes them.
public struct DestinationMacro: PeerMacro {
    public static func expansion(
        of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        []
    }
}
