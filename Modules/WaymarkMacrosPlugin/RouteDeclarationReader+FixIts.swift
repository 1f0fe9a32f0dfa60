import Foundation
import SwiftDiagnostics
import SwiftParser
import SwiftSyntax
import SwiftSyntaxBuilder
import Waymark

/// The fix-its the reader offers with its diagnostics: an argument removed, a parameter renamed,
/// a default removed, a link rewritten.
extension RouteDeclarationReader {
    func removing(_ argument: LabeledExprSyntax, from attribute: AttributeSyntax, saying message: String)
        -> FixIt?
    {
        guard let arguments = attribute.arguments?.as(LabeledExprListSyntax.self) else { return nil }
        var kept = Array(arguments.filter { $0.id != argument.id })
        guard !kept.isEmpty else { return nil }
        kept[kept.count - 1] = kept[kept.count - 1].with(\.trailingComma, nil)
        let fixed = attribute.with(\.arguments, .argumentList(LabeledExprListSyntax(kept)))
        return FixIt(
            message: RouteFixIt(message: message),
            changes: [.replace(oldNode: Syntax(attribute), newNode: Syntax(fixed))])
    }

    func renaming(_ parameter: String, to label: String, in literal: StringLiteralExprSyntax) -> FixIt? {
        guard let text = literal.representedLiteralValue else { return nil }
        var fixed = text
        for opening in ["{\(parameter):", "{\(parameter)}", "{\(parameter)*", "{\(parameter)="] {
            fixed = fixed.replacingOccurrences(of: opening, with: "{\(label)" + opening.dropFirst(parameter.count + 1))
        }
        return replacing(literal, with: fixed, saying: "rename the parameter to '\(label)'")
    }

    func removingDefault(
        _ linkDefault: String, of parameter: LinkParameter, in literal: StringLiteralExprSyntax
    ) -> FixIt? {
        guard let text = literal.representedLiteralValue else { return nil }
        let declared = "{\(parameter.name):\(parameter.type)=\(linkDefault)}"
        let fixed = text.replacingOccurrences(of: declared, with: "{\(parameter.name):\(parameter.type)}")
        guard fixed != text else { return nil }
        return replacing(literal, with: fixed, saying: "remove '=\(linkDefault)' from the link")
    }

    func replacing(_ literal: StringLiteralExprSyntax, with text: String, saying message: String) -> FixIt {
        let fixed = StringLiteralExprSyntax(content: text).with(\.leadingTrivia, literal.leadingTrivia)
            .with(\.trailingTrivia, literal.trailingTrivia)
        return FixIt(
            message: RouteFixIt(message: message), changes: [.replace(oldNode: Syntax(literal), newNode: Syntax(fixed))]
        )
    }
}
