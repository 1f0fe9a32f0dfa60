// The stand-in's declarations with the availability they record, the names the repository declares
// itself, the names code uses, and the package's deployment targets.
import Foundation
import SwiftSyntax

/// A stand-in declaration's availability: its own `@available` merged with its enclosing types'
/// and extensions' (unavailable wins; the later release wins).
struct Recorded {
    var availability: [Platform: Requirement]
    var place: String

    var summary: String {
        availability.isEmpty
            ? "available everywhere"
            : availability.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
    }

    /// Of two declarations of one name, what a use of the name surely needs: on each platform the
    /// less demanding of the two.
    func leastDemanding(with other: Recorded) -> Recorded {
        var merged: [Platform: Requirement] = [:]
        for platform in Platform.allCases {
            switch (availability[platform], other.availability[platform]) {
            case (.unavailable?, .unavailable?): merged[platform] = .unavailable
            case (.introduced(let one)?, .introduced(let other)?): merged[platform] = .introduced(min(one, other))
            case (.introduced(let one)?, .unavailable?), (.unavailable?, .introduced(let one)?):
                merged[platform] = .introduced(one)
            default: break
            }
        }
        return Recorded(availability: merged, place: place)
    }
}

struct StandInDeclarations {
    private(set) var byName: [String: Recorded] = [:]

    mutating func read(_ file: SourceFileSyntax, at path: String) {
        let converter = SourceLocationConverter(fileName: path, tree: file)
        for node in PublicDeclarations(viewMode: .sourceAccurate).walking(file) {
            var availability: [Platform: Requirement] = [:]
            var ancestor: Syntax? = node.declaration
            while let current = ancestor {
                if let declaration = current.asProtocol(WithAttributesSyntax.self) {
                    for case .attribute(let attribute) in declaration.attributes
                    where attribute.attributeName.trimmedDescription == "available" {
                        for (platform, requirement) in requirements(in: attribute.trimmedDescription) {
                            availability[platform] = stricter(availability[platform], requirement)
                        }
                    }
                }
                ancestor = current.parent
            }
            let line = converter.location(for: node.declaration.positionAfterSkippingLeadingTrivia).line
            let found = Recorded(availability: availability, place: "\(path):\(line)")
            for name in node.names {
                byName[name] = byName[name].map { $0.leastDemanding(with: found) } ?? found
            }
        }
    }

    /// The names whose declarations need more than `floor` somewhere: the only ones a guard matters for.
    func restricted(beyond floor: Guard) -> [String: Recorded] {
        byName.filter { _, recorded in !floor.shortfalls(of: recorded.availability).isEmpty }
    }
}

private func stricter(_ current: Requirement?, _ new: Requirement) -> Requirement {
    switch (current, new) {
    case (.unavailable?, _), (_, .unavailable): .unavailable
    case (.introduced(let one)?, .introduced(let other)): .introduced(max(one, other))
    case (nil, _): new
    }
}

/// A declaration a use can name: its names (a `var`'s every binding, an enum case's every element).
struct NamedDeclaration {
    let declaration: Syntax
    let names: [String]
}

/// The stand-in's public declarations: those marked `public` or `open`, a public enum's cases and
/// a public protocol's requirements. Initializers are named by their type.
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

    private func add(_ node: some SyntaxProtocol, _ modifiers: DeclModifierListSyntax, _ names: [String]) {
        if isPublic(node, modifiers) { found.append(NamedDeclaration(declaration: Syntax(node), names: names)) }
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        add(node, node.modifiers, [node.name.text])
        return .visitChildren
    }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        add(node, node.modifiers, [node.name.text])
        return .visitChildren
    }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        add(node, node.modifiers, [node.name.text])
        return .visitChildren
    }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        add(node, node.modifiers, [node.name.text])
        return .visitChildren
    }
    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
        add(node, node.modifiers, [node.name.text])
        return .skipChildren
    }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        add(node, node.modifiers, [node.name.text])
        return .skipChildren
    }
    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        let names = node.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text }
        add(node, node.modifiers, names)
        return .skipChildren
    }
    override func visit(_ node: EnumCaseDeclSyntax) -> SyntaxVisitorContinueKind {
        add(node, node.modifiers, node.elements.map(\.name.text))
        return .skipChildren
    }
    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: SubscriptDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}

/// Every name `file` declares, whatever its access: types, functions, properties, cases.
func declaredNames(in file: SourceFileSyntax) -> Set<String> {
    final class Names: SyntaxVisitor {
        var names = Set<String>()
        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
            names.insert(node.name.text)
            return .visitChildren
        }
        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
            names.insert(node.name.text)
            return .visitChildren
        }
        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
            names.insert(node.name.text)
            return .visitChildren
        }
        override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
            names.insert(node.name.text)
            return .visitChildren
        }
        override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
            names.insert(node.name.text)
            return .visitChildren
        }
        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            names.insert(node.name.text)
            return .visitChildren
        }
        override func visit(_ node: EnumCaseElementSyntax) -> SyntaxVisitorContinueKind {
            names.insert(node.name.text)
            return .visitChildren
        }
        override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
            for binding in node.bindings {
                if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text { names.insert(name) }
            }
            return .visitChildren
        }
    }
    let names = Names(viewMode: .sourceAccurate)
    names.walk(file)
    return names.names
}

/// A name code refers to: a type (`UIApplicationShortcutItem`, `UIScene.ConnectionOptions`), a
/// value or function (`Tab(...)`, `OpenURLIntent(...)`), a member (`.toolbarVisibility`, `.search`).
struct Use {
    let name: String
    let node: Syntax
}

func uses(in file: SourceFileSyntax) -> [Use] {
    final class Uses: SyntaxVisitor {
        var found: [Use] = []
        override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
            found.append(Use(name: node.baseName.text, node: Syntax(node)))
            return .visitChildren
        }
        override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
            found.append(Use(name: node.name.text, node: Syntax(node)))
            return .visitChildren
        }
        override func visit(_ node: MemberTypeSyntax) -> SyntaxVisitorContinueKind {
            found.append(Use(name: node.name.text, node: Syntax(node)))
            return .visitChildren
        }
    }
    let uses = Uses(viewMode: .sourceAccurate)
    uses.walk(file)
    return uses.found
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
                : argument.trimmingCharacters(in: ["\""])
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
