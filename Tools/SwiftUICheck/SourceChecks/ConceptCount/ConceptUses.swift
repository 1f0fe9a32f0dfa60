import SwiftSyntax

/// The concepts a snippet names: each of Waymark's public types, protocols, macros and free
/// functions it writes, and the type behind each implicit member (`.push` in `@Destination(.push)`
/// is a `PresentationStyle.Kind`) or environment key path (`\.navigate` is a `NavigateAction`) it
/// uses, as a reader meets them. A member called on a value (`router.perform`) is not one.
final class ConceptUses: SyntaxVisitor {
    private let concepts: PublicConcepts
    /// Each concept met, with the first text that named it.
    private(set) var met: [String: String] = [:]
    /// Implicit members whose type neither their place nor their name settles.
    private(set) var unsettled: Set<String> = []
    /// Implicit members already counted through the parameter they are passed to.
    private var settled: Set<SyntaxIdentifier> = []

    init(_ concepts: PublicConcepts) {
        self.concepts = concepts
        super.init(viewMode: .sourceAccurate)
    }

    private func meet(_ concept: String, as text: String) {
        if met[concept] == nil { met[concept] = text }
    }

    /// A written name that is one of Waymark's concepts, when it names exactly one; a module's
    /// name in front of it (`WaymarkSwiftUI.NavigationStackRoot`) names the same.
    private func meetNamed(_ name: String) {
        let bare = concepts.withoutModule(name)
        guard let found = concepts.named[bare], found.count == 1, let concept = found.first else { return }
        meet(concept, as: name)
    }

    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
        // An attribute's name is a macro's or a property wrapper's, read with the attribute.
        if node.parent?.is(AttributeSyntax.self) != true { meetNamed(node.name.text) }
        return .visitChildren
    }

    override func visit(_ node: MemberTypeSyntax) -> SyntaxVisitorContinueKind {
        meetNamed(node.trimmedDescription)
        return .visitChildren
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        // A member's name (`.push`, `router.perform`) is read with its member access.
        if node.parent?.as(MemberAccessExprSyntax.self)?.declName.id != node.id { meetNamed(node.baseName.text) }
        return .visitChildren
    }

    override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
        let written = node.attributeName.trimmedDescription
        let name = "@" + written
        // Not a macro: a property wrapper, named as its type is.
        guard concepts.named[name] != nil else {
            meetNamed(written)
            return .visitChildren
        }
        meet(name, as: name)
        if case .argumentList(let arguments) = node.arguments { settle(Array(arguments), of: name) }
        return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        // The callee as written: a type (`NavigationStackRoot`, `Waymark.NavigationRouter`), its
        // `.init`, or a generic one's specialization.
        var callee = node.calledExpression.trimmedDescription
        if callee.hasSuffix(".init") { callee.removeLast(".init".count) }
        if let generic = callee.firstIndex(of: "<") { callee = String(callee[..<generic]) }
        callee = concepts.withoutModule(callee)
        if let concept = concepts.named[callee]?.first, concepts.named[callee]?.count == 1 {
            settle(Array(node.arguments), of: concept)
        }
        return .visitChildren
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        // A nested type or a module's type written in an expression (`ViewRegistry.Builder()`,
        // `Waymark.NavigationRouter(...)`).
        if node.base != nil { meetNamed(node.trimmedDescription) }
        guard node.base == nil, !settled.contains(node.id) else { return .visitChildren }
        let name = node.declName.baseName.text
        let owners = concepts.implicitMembers[name] ?? []
        // In a pattern (`case .list:`), the subject is as likely the app's own enum: a member
        // several types declare is read as the app's.
        let inPattern = node.ancestorOrSelf(mapping: { $0.as(ExpressionPatternSyntax.self) }) != nil
        if owners.count == 1, let owner = owners.first {
            meet(owner, as: "." + name)
        } else if !owners.isEmpty, !inPattern {
            unsettled.insert("." + name + " (" + owners.sorted().joined(separator: " or ") + ")")
        }
        return .visitChildren
    }

    override func visit(_ node: KeyPathExprSyntax) -> SyntaxVisitorContinueKind {
        let root = node.root.map { concepts.withoutModule($0.trimmedDescription) }
        if root == nil || root == "EnvironmentValues" || root == "SwiftUI.EnvironmentValues",
            let property = node.components.first?.component.as(KeyPathPropertyComponentSyntax.self),
            let type = concepts.environment[property.declName.baseName.text],
            let concept = concepts.concept(ofType: type)
        {
            meet(concept, as: node.trimmedDescription)
        }
        return .visitChildren
    }

    /// Counts each implicit member passed to `callee` as the type of the parameter it is passed to.
    private func settle(_ arguments: [LabeledExprSyntax], of callee: String) {
        let parameters = concepts.parameters[callee] ?? []
        for (position, argument) in arguments.enumerated() {
            guard
                let member = argument.expression.as(MemberAccessExprSyntax.self)
                    ?? argument.expression.as(FunctionCallExprSyntax.self)?.calledExpression
                    .as(MemberAccessExprSyntax.self),
                member.base == nil
            else { continue }
            let label = argument.label?.text ?? "_"
            let parameter =
                parameters.first { $0.label == label && (label != "_" || $0.position == position) }
            guard let type = parameter?.type, let concept = concepts.concept(ofType: type) else { continue }
            settled.insert(member.id)
            meet(concept, as: "." + member.declName.baseName.text)
        }
    }
}
