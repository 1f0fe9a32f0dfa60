import Foundation
import SourceFiles
import SwiftParser
import SwiftSyntax

/// What Waymark's modules offer an app to name, read from their sources: every public type,
/// protocol, macro and free function (a concept, as issue 66 counts them), with what resolves an
/// implicit member (`.push`) or an environment key path (`\.navigate`) to the concept behind it.
struct PublicConcepts {
    /// Concepts by the name the code writes: `NavigationStackRoot`, `@Routes`,
    /// `PresentationStyle.Kind`.
    var named: [String: Set<String>] = [:]
    /// Every qualified type name.
    var types: Set<String> = []
    /// For a callee (a type's initializers, a macro, a function), by argument label (`_` for none)
    /// and by position, the types its parameters take.
    var parameters: [String: [Parameter]] = [:]
    /// The public types whose static members or cases have this name.
    var implicitMembers: [String: Set<String>] = [:]
    /// Public `EnvironmentValues` properties, to their types.
    var environment: [String: String] = [:]

    struct Parameter {
        let label: String
        let position: Int
        let type: String
    }

    /// The modules the folders are, by their folders' names: what code may write in front of a
    /// concept's name.
    let modules: [String]

    /// Reads every public declaration under `folders`.
    ///
    /// - Throws: ``Unread`` for a folder that is missing or declares nothing public: counting
    ///   against it would count nothing and pass every snippet.
    init(folders: [String]) throws(Unread) {
        modules = folders.map { ($0 as NSString).lastPathComponent }
        for folder in folders {
            let before = named.count
            for file in swiftFiles([folder]) {
                guard let text = try? String(contentsOfFile: file, encoding: .utf8) else { continue }
                let collector = Collector(viewMode: .sourceAccurate)
                collector.walk(Parser.parse(source: text))
                absorb(collector)
            }
            guard named.count > before else { throw Unread(folder: folder) }
        }
    }

    /// A folder of concepts that could not be read.
    struct Unread: Error, CustomStringConvertible {
        let folder: String
        var description: String { "\(folder) holds no Swift file that declares anything public" }
    }

    /// `name` without one of the modules in front of it.
    func withoutModule(_ name: String) -> String {
        for module in modules where name.hasPrefix(module + ".") { return String(name.dropFirst(module.count + 1)) }
        return name
    }

    /// The concept a type written as `text` names, if it is one of Waymark's: `PresentationStyle.Kind`,
    /// or an optional's or an array's element.
    func concept(ofType text: String) -> String? {
        let bare = text.trimmingCharacters(in: CharacterSet(charactersIn: "?![] "))
        return types.contains(bare) ? bare : nil
    }

    private mutating func absorb(_ collector: Collector) {
        // A nested type is named with its parent's name outside its parent (`Dialog.Button`), so
        // only a top-level type is found by its name alone.
        for type in collector.types {
            types.insert(type)
            named[type, default: []].insert(type)
        }
        for (macro, parameters) in collector.macros {
            named["@" + macro, default: []].insert("@" + macro)
            self.parameters["@" + macro] = parameters
        }
        for function in collector.functions { named[function, default: []].insert(function + "()") }
        for (owner, parameters) in collector.initializers { self.parameters[owner, default: []] += parameters }
        for (member, owners) in collector.members { implicitMembers[member, default: []].formUnion(owners) }
        environment.merge(collector.environment) { first, _ in first }
    }
}

/// Reads one file's public declarations.
private final class Collector: SyntaxVisitor {
    var types: [String] = []
    var macros: [(String, [PublicConcepts.Parameter])] = []
    var functions: [String] = []
    var initializers: [(String, [PublicConcepts.Parameter])] = []
    var members: [String: Set<String>] = [:]
    var environment: [String: String] = [:]
    /// The type declarations or extensions around the node being read, outermost first.
    private var scope: [(name: String, isPublic: Bool)] = []

    private var owner: String? {
        guard !scope.isEmpty, scope.allSatisfy(\.isPublic) else { return nil }
        return scope.map(\.name).joined(separator: ".")
    }

    private func isPublic(_ modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.contains { ["public", "open"].contains($0.name.text) }
    }

    private func enter(_ name: String, public: Bool) -> SyntaxVisitorContinueKind {
        scope.append((name, `public`))
        if `public`, let owner { types.append(owner) }
        return .visitChildren
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(node.name.text, public: isPublic(node.modifiers))
    }
    override func visitPost(_ node: StructDeclSyntax) { scope.removeLast() }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(node.name.text, public: isPublic(node.modifiers))
    }
    override func visitPost(_ node: ClassDeclSyntax) { scope.removeLast() }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(node.name.text, public: isPublic(node.modifiers))
    }
    override func visitPost(_ node: EnumDeclSyntax) { scope.removeLast() }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(node.name.text, public: isPublic(node.modifiers))
    }
    override func visitPost(_ node: ProtocolDeclSyntax) { scope.removeLast() }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(node.name.text, public: isPublic(node.modifiers))
    }
    override func visitPost(_ node: ActorDeclSyntax) { scope.removeLast() }

    /// An extension's members belong to the type it extends, public or not as each says.
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        scope.append((node.extendedType.trimmedDescription, true))
        return .visitChildren
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { scope.removeLast() }

    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
        if isPublic(node.modifiers) {
            types.append((scope.map(\.name) + [node.name.text]).joined(separator: "."))
        }
        return .skipChildren
    }

    override func visit(_ node: MacroDeclSyntax) -> SyntaxVisitorContinueKind {
        if isPublic(node.modifiers) { macros.append((node.name.text, parameters(node.signature.parameterClause))) }
        return .skipChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        guard isPublic(node.modifiers) else { return .skipChildren }
        if scope.isEmpty {
            functions.append(node.name.text)
        } else if let owner, node.modifiers.contains(where: { $0.name.text == "static" }) {
            members[node.name.text, default: []].insert(owner)
        }
        return .skipChildren
    }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        if isPublic(node.modifiers), let owner {
            initializers.append((owner, parameters(node.signature.parameterClause)))
        }
        return .skipChildren
    }

    override func visit(_ node: EnumCaseDeclSyntax) -> SyntaxVisitorContinueKind {
        if let owner { for element in node.elements { members[element.name.text, default: []].insert(owner) } }
        return .skipChildren
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        guard isPublic(node.modifiers), let owner else { return .skipChildren }
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            if node.modifiers.contains(where: { $0.name.text == "static" }) { members[name, default: []].insert(owner) }
            if owner == "EnvironmentValues", let type = binding.typeAnnotation?.type.trimmedDescription {
                environment[name] = type
            }
        }
        return .skipChildren
    }

    private func parameters(_ clause: FunctionParameterClauseSyntax) -> [PublicConcepts.Parameter] {
        clause.parameters.enumerated().map { position, parameter in
            PublicConcepts.Parameter(
                label: parameter.firstName.text, position: position, type: parameter.type.trimmedDescription)
        }
    }
}
