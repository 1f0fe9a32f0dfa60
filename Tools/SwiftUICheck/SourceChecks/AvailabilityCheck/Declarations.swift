// The stand-in's declarations, one record each: its type and member, an initializer's or a
// function's argument labels, and the availability and deprecations Apple gives it.
import Foundation
import SwiftSyntax

/// What kind of thing a declaration is, which decides which uses can name it.
enum DeclarationKind {
    case type, initializer, function, property
}

/// One parameter: its argument label (`nil` for `_`), whether it has a default, and whether it
/// takes a closure or is variadic.
struct Parameter {
    let label: String?
    let hasDefault: Bool
    let takesClosure: Bool
    let isVariadic: Bool
    /// The type's last name, without `?`, `...`, `some` or generic arguments: `ToolbarPlacement`.
    let typeName: String
}

/// A stand-in declaration with the availability it records: its own `@available` merged with its
/// enclosing types' and extensions' (unavailable wins; the later release wins), and its
/// deprecations (the earliest release wins).
struct Declared {
    let kind: DeclarationKind
    /// The type it is declared in (or the type an extension extends), `nil` at file scope.
    let container: String?
    let name: String
    let parameters: [Parameter]
    let availability: [Platform: Requirement]
    let deprecated: [Platform: Version?]
    let deprecationMessage: String?
    let place: String

    /// `View.popover(item:attachmentAnchor:arrowEdge:content:)`, `WindowGroup.init(content:)`,
    /// `ToolbarPlacement.tabBar`: what a finding and the allowlist call it.
    var key: String {
        let member = kind == .initializer ? "init" : name
        let prefix = container.map { "\($0)." } ?? ""
        switch kind {
        case .type: return prefix + name
        case .property: return prefix + member
        case .initializer, .function:
            return prefix + member + "(" + parameters.map { "\($0.label ?? "_"):" }.joined() + ")"
        }
    }

    var summary: String {
        availability.isEmpty
            ? "available everywhere"
            : availability.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
    }
}

struct StandInDeclarations {
    private(set) var all: [Declared] = []
    private(set) var byName: [String: [Declared]] = [:]

    mutating func read(_ file: SourceFileSyntax, at path: String) {
        let converter = SourceLocationConverter(fileName: path, tree: file)
        for found in PublicDeclarations(viewMode: .sourceAccurate).walking(file) {
            var read = AvailabilityText()
            var ancestor: Syntax? = found.node
            while let current = ancestor {
                if let declaration = current.asProtocol(WithAttributesSyntax.self) {
                    for case .attribute(let attribute) in declaration.attributes
                    where attribute.attributeName.trimmedDescription == "available" {
                        let text = availability(in: attribute.trimmedDescription)
                        for (platform, requirement) in text.requirements {
                            read.requirements[platform] = stricter(read.requirements[platform], requirement)
                        }
                        for (platform, version) in text.deprecated {
                            read.deprecated[platform] = earlier(read.deprecated[platform], version)
                        }
                        if !text.deprecated.isEmpty { read.message = read.message ?? text.message }
                    }
                }
                ancestor = current.parent
            }
            let line = converter.location(for: found.node.positionAfterSkippingLeadingTrivia).line
            for name in found.names {
                let declared = Declared(
                    kind: found.kind, container: container(of: found.node), name: name,
                    parameters: found.parameters, availability: read.requirements, deprecated: read.deprecated,
                    deprecationMessage: read.message, place: "\(path):\(line)")
                all.append(declared)
                byName[name, default: []].append(declared)
            }
        }
    }

    /// The declarations a guard or a deprecation matters for: those that need more than `floor`
    /// somewhere, or that are deprecated somewhere.
    func restricted(beyond floor: Guard) -> [Declared] {
        all.filter { !floor.shortfalls(of: $0.availability).isEmpty || !$0.deprecated.isEmpty }
    }
}

/// The name of the type `node` is declared in: its enclosing type, or the type its extension
/// extends (the last part of `Anchor.Source`).
func container(of node: Syntax) -> String? {
    var parent = node.parent
    while let current = parent {
        if let type = current.asProtocol(NamedDeclSyntax.self), !current.is(FunctionDeclSyntax.self) {
            return type.name.text
        }
        if let extensionDecl = current.as(ExtensionDeclSyntax.self) {
            return extensionDecl.extendedType.trimmedDescription.split(separator: ".").last.map(String.init)
                .map { String($0.prefix { $0 != "<" }) }
        }
        parent = current.parent
    }
    return nil
}

private func stricter(_ current: Requirement?, _ new: Requirement) -> Requirement {
    switch (current, new) {
    case (.unavailable?, _), (_, .unavailable): .unavailable
    case (.introduced(let one)?, .introduced(let other)): .introduced(max(one, other))
    case (nil, _): new
    }
}

private func earlier(_ current: Version??, _ new: Version?) -> Version? {
    guard let current else { return new }
    guard let known = current, let new else { return nil }
    return min(known, new)
}

/// The last name of a type as written: `ToolbarPlacement` of `ToolbarPlacement...`, `TabRole` of
/// `TabRole?`, `NavigationTransition` of `some NavigationTransition`, `Binding` of `Binding<Item?>`.
func typeName(_ type: TypeSyntax) -> String {
    var text = type.trimmedDescription
    for prefix in ["some ", "any ", "inout ", "@escaping ", "@autoclosure "] where text.hasPrefix(prefix) {
        text.removeFirst(prefix.count)
    }
    let withoutGenerics = String(text.prefix { $0 != "<" })
    let last = withoutGenerics.split(separator: ".").last.map(String.init) ?? withoutGenerics
    return last.trimming(["?", "!", " "])
}

private func parameters(of clause: FunctionParameterClauseSyntax) -> [Parameter] {
    clause.parameters.map { parameter in
        let label = parameter.firstName.text == "_" ? nil : parameter.firstName.text
        let type = parameter.type.trimmedDescription
        return Parameter(
            label: label, hasDefault: parameter.defaultValue != nil,
            takesClosure: type.contains("->"), isVariadic: parameter.ellipsis != nil,
            typeName: typeName(parameter.type))
    }
}

/// A declaration a use can name, with its names (a `var`'s every binding, an enum case's every
/// element) and, for functions and initializers, its parameters.
private struct NamedDeclaration {
    let node: Syntax
    let kind: DeclarationKind
    let names: [String]
    let parameters: [Parameter]
}

/// The stand-in's public declarations: those marked `public` or `open`, a public enum's cases and
/// a public protocol's requirements.
private final class PublicDeclarations: SyntaxVisitor {
    var found: [NamedDeclaration] = []

    func walking(_ file: SourceFileSyntax) -> [NamedDeclaration] {
        walk(file)
        return found
    }

    private func isPublic(_ node: some SyntaxProtocol, _ modifiers: DeclModifierListSyntax) -> Bool {
        let words = Set(modifiers.map(\.name.text))
        if words.contains("public") || words.contains("open") { return true }
        if !words.isDisjoint(with: ["private", "fileprivate", "internal", "package"]) { return false }
        // A protocol's requirements and an enum's cases take the access of their declaration.
        var parent = node.parent
        while let current = parent {
            if let proto = current.as(ProtocolDeclSyntax.self) { return isPublic(proto, proto.modifiers) }
            if let enumeration = current.as(EnumDeclSyntax.self) { return isPublic(enumeration, enumeration.modifiers) }
            if current.is(StructDeclSyntax.self) || current.is(ClassDeclSyntax.self)
                || current.is(ExtensionDeclSyntax.self) || current.is(FunctionDeclSyntax.self)
            {
                return false
            }
            parent = current.parent
        }
        return false
    }

    private func add(
        _ node: some SyntaxProtocol, _ modifiers: DeclModifierListSyntax, _ kind: DeclarationKind, _ names: [String],
        _ parameters: [Parameter] = []
    ) {
        guard isPublic(node, modifiers) else { return }
        found.append(NamedDeclaration(node: Syntax(node), kind: kind, names: names, parameters: parameters))
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        add(node, node.modifiers, .type, [node.name.text])
        return .visitChildren
    }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        add(node, node.modifiers, .type, [node.name.text])
        return .visitChildren
    }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        add(node, node.modifiers, .type, [node.name.text])
        return .visitChildren
    }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        add(node, node.modifiers, .type, [node.name.text])
        return .visitChildren
    }
    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
        add(node, node.modifiers, .type, [node.name.text])
        return .skipChildren
    }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        add(node, node.modifiers, .function, [node.name.text], parameters(of: node.signature.parameterClause))
        return .skipChildren
    }
    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        add(node, node.modifiers, .initializer, ["init"], parameters(of: node.signature.parameterClause))
        return .skipChildren
    }
    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        let names = node.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text }
        add(node, node.modifiers, .property, names)
        return .skipChildren
    }
    override func visit(_ node: EnumCaseDeclSyntax) -> SyntaxVisitorContinueKind {
        add(node, node.modifiers, .property, node.elements.map(\.name.text))
        return .skipChildren
    }
    override func visit(_ node: SubscriptDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}

/// The package's deployment targets (`platforms: [.iOS(.v17), .macOS(.v14), ...]`): the guard every
/// line of the package stands under at least.
func deploymentTargets(in manifest: SourceFileSyntax) -> Guard {
    final class Targets: SyntaxVisitor {
        var minimum: [Platform: Version] = [:]
        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            guard let member = node.calledExpression.as(MemberAccessExprSyntax.self),
                let platform = Platform(rawValue: member.declName.baseName.text),
                let argument = node.arguments.first?.expression.trimmedDescription
            else { return .visitChildren }
            // `.v17`, `.v10_15`, or `"17.0"`.
            let text =
                argument.hasPrefix(".v")
                ? argument.dropFirst(2).replacingOccurrences(of: "_", with: ".")
                : argument.trimming(["\""])
            if let version = Version(text) { minimum[platform] = version }
            return .visitChildren
        }
    }
    let targets = Targets(viewMode: .sourceAccurate)
    targets.walk(manifest)
    let described = targets.minimum.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
    return Guard(
        platforms: Set(targets.minimum.keys), minimum: targets.minimum,
        found: ["the package's deployment targets (\(described))"])
}
