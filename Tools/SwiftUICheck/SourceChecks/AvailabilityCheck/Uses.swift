// The uses of names in checked code, read from the syntax tree: a type, an initializer with its
// argument labels, a function called with its labels (on a type named in front of it, or not), a
// member or key path read; and which stand-in declarations each can be. Without type-checking, a
// use is told apart by its kind, its labels, a type written in front of it, and, for an implicit
// member (`.tabBar`), the parameter of the stand-in call it is passed to.
import SwiftSyntax

/// One argument of a call: its label (`nil` for none) and whether it is a trailing closure.
struct Argument {
    let label: String?
    let isTrailingClosure: Bool
}

struct Use {
    enum Form {
        /// `UIApplicationShortcutItem`, `Tab` in `Tab(...)`, `UIScene.ConnectionOptions`.
        case type
        /// `Tab(value:content:label:)`: `name` is the type.
        case initializer([Argument])
        /// `.popover(item:)`, `UIAccessibility.post(notification:argument:)`, `withAnimation(_:_:)`.
        case call([Argument])
        /// `.tabBar`, `ToolbarPlacement.tabBar`, `\.openWindow`.
        case member
        /// A plain lowercase name: a local, or a file-scope declaration.
        case plain
    }

    let name: String
    let form: Form
    /// The type written in front of it (`UIAccessibility` of `UIAccessibility.post`), if any.
    let base: String?
    let node: Syntax
    /// For an implicit member passed as an argument: the call and the argument's index.
    let argumentOf: (call: FunctionCallExprSyntax, index: Int)?
}

private func arguments(of call: FunctionCallExprSyntax) -> [Argument] {
    var found = call.arguments.map { Argument(label: $0.label?.text, isTrailingClosure: false) }
    if call.trailingClosure != nil { found.append(Argument(label: nil, isTrailingClosure: true)) }
    for extra in call.additionalTrailingClosures {
        found.append(Argument(label: extra.label.text, isTrailingClosure: true))
    }
    return found
}

private func startsUppercase(_ name: String) -> Bool { name.first?.isUppercase ?? false }

/// The type a base expression names: `UIAccessibility` of `UIAccessibility.post`, `Tab` of
/// `SwiftUI.Tab`; `nil` for a value (`content.toolbar`, `presenter.popover`).
private func typeNamed(by base: ExprSyntax?) -> String? {
    guard let base else { return nil }
    if let reference = base.as(DeclReferenceExprSyntax.self), startsUppercase(reference.baseName.text) {
        return reference.baseName.text
    }
    if let member = base.as(MemberAccessExprSyntax.self), startsUppercase(member.declName.baseName.text) {
        return member.declName.baseName.text
    }
    return nil
}

func uses(in file: SourceFileSyntax) -> [Use] {
    final class Uses: SyntaxVisitor {
        var found: [Use] = []

        override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
            let name = node.baseName.text
            let parent = node.parent
            if let member = parent?.as(MemberAccessExprSyntax.self), member.declName.id == node.id {
                let base = typeNamed(by: member.base)
                if let call = member.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == member.id {
                    if name == "init", let base {
                        found.append(
                            Use(
                                name: base, form: .initializer(arguments(of: call)), base: nil, node: Syntax(node),
                                argumentOf: nil))
                    } else if startsUppercase(name) {
                        found.append(
                            Use(
                                name: name, form: .initializer(arguments(of: call)), base: nil, node: Syntax(node),
                                argumentOf: nil))
                        found.append(Use(name: name, form: .type, base: base, node: Syntax(node), argumentOf: nil))
                    } else {
                        found.append(
                            Use(
                                name: name, form: .call(arguments(of: call)), base: base, node: Syntax(node),
                                argumentOf: argumentPlace(of: call)))
                    }
                } else if startsUppercase(name) {
                    found.append(Use(name: name, form: .type, base: base, node: Syntax(node), argumentOf: nil))
                } else {
                    found.append(
                        Use(
                            name: name, form: .member, base: base, node: Syntax(node),
                            argumentOf: argumentPlace(of: member)))
                }
            } else if let call = parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == node.id {
                if startsUppercase(name) {
                    found.append(
                        Use(
                            name: name, form: .initializer(arguments(of: call)), base: nil, node: Syntax(node),
                            argumentOf: nil))
                    found.append(Use(name: name, form: .type, base: nil, node: Syntax(node), argumentOf: nil))
                } else {
                    found.append(
                        Use(
                            name: name, form: .call(arguments(of: call)), base: nil, node: Syntax(node), argumentOf: nil
                        ))
                }
            } else if parent?.is(KeyPathPropertyComponentSyntax.self) == true {
                found.append(Use(name: name, form: .member, base: nil, node: Syntax(node), argumentOf: nil))
            } else if startsUppercase(name) {
                found.append(Use(name: name, form: .type, base: nil, node: Syntax(node), argumentOf: nil))
            } else {
                found.append(Use(name: name, form: .plain, base: nil, node: Syntax(node), argumentOf: nil))
            }
            return .visitChildren
        }
        override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
            found.append(Use(name: node.name.text, form: .type, base: nil, node: Syntax(node), argumentOf: nil))
            return .visitChildren
        }
        override func visit(_ node: MemberTypeSyntax) -> SyntaxVisitorContinueKind {
            let base =
                node.baseType.as(IdentifierTypeSyntax.self)?.name.text
                ?? node.baseType.as(MemberTypeSyntax.self)?.name.text
            found.append(Use(name: node.name.text, form: .type, base: base, node: Syntax(node), argumentOf: nil))
            return .visitChildren
        }

        /// The call `expression` (an implicit member, or a call of one) is an argument of.
        private func argumentPlace(of expression: some SyntaxProtocol) -> (call: FunctionCallExprSyntax, index: Int)? {
            guard let labeled = expression.parent?.as(LabeledExprSyntax.self),
                let list = labeled.parent?.as(LabeledExprListSyntax.self),
                let call = list.parent?.as(FunctionCallExprSyntax.self),
                let index = list.firstIndex(where: { $0.id == labeled.id })
            else { return nil }
            return (call, list.distance(from: list.startIndex, to: index))
        }
    }
    let uses = Uses(viewMode: .sourceAccurate)
    uses.walk(file)
    return uses.found
}

/// Which parameter each argument goes to, when `arguments` can call a function with `parameters`
/// (labels in order, defaults skipped, a variadic taking what follows, an unlabeled trailing
/// closure going to the next parameter that takes a closure); `nil` when they cannot.
func binding(_ arguments: [Argument], to parameters: [Parameter]) -> [Int]? {
    var bound: [Int] = []
    var next = 0
    for argument in arguments {
        var matched = false
        while next < parameters.count {
            let parameter = parameters[next]
            let fits: Bool
            if argument.isTrailingClosure && argument.label == nil {
                // Forward scan: a closure parameter with a default is passed over when a later one
                // without a default takes the closure.
                let later = parameters[(next + 1)...].contains { $0.takesClosure && !$0.hasDefault }
                fits = parameter.takesClosure && !(parameter.hasDefault && later)
            } else {
                fits = argument.label == parameter.label
            }
            if fits {
                bound.append(next)
                if !parameter.isVariadic { next += 1 }
                matched = true
                break
            }
            guard parameter.hasDefault || parameter.isVariadic else { return nil }
            next += 1
        }
        if !matched { return nil }
    }
    guard parameters[min(next, parameters.count)...].allSatisfy({ $0.hasDefault || $0.isVariadic }) else { return nil }
    return bound
}

/// The stand-in declarations `use` can be.
func candidates(for use: Use, in standIn: StandInDeclarations) -> [Declared] {
    switch use.form {
    case .type:
        // A nested type is written after its container (`UIScene.ConnectionOptions`).
        return standIn.byName[use.name, default: []].filter { declared in
            declared.kind == .type && declared.container == use.base
        }
    case .initializer(let arguments):
        return standIn.byName["init", default: []].filter { declared in
            declared.kind == .initializer && declared.container == use.name
                && binding(arguments, to: declared.parameters) != nil
        }
    case .call(let arguments):
        let named = standIn.byName[use.name, default: []].filter { declared in
            declared.kind == .function && binding(arguments, to: declared.parameters) != nil
                && (use.base == nil || declared.container == use.base)
        }
        return narrowed(named, by: use, in: standIn)
    case .member:
        let named = standIn.byName[use.name, default: []].filter { declared in
            declared.kind == .property && (use.base == nil || declared.container == use.base)
        }
        return narrowed(named, by: use, in: standIn)
    case .plain:
        return standIn.byName[use.name, default: []].filter { $0.container == nil && $0.kind != .type }
    }
}

/// Of several declarations an implicit member can be, those of the type the stand-in call it is
/// passed to expects (`.tabBar` given to `toolbar(_:for:)`'s `ToolbarPlacement` parameter).
private func narrowed(_ found: [Declared], by use: Use, in standIn: StandInDeclarations) -> [Declared] {
    guard found.count > 1, use.base == nil, let place = use.argumentOf else { return found }
    let calledName: String?
    var callArguments = place.call.arguments.map { Argument(label: $0.label?.text, isTrailingClosure: false) }
    if let member = place.call.calledExpression.as(MemberAccessExprSyntax.self) {
        calledName = member.declName.baseName.text
    } else {
        calledName = place.call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
    }
    if place.call.trailingClosure != nil { callArguments.append(Argument(label: nil, isTrailingClosure: true)) }
    guard let calledName else { return found }
    let called =
        (standIn.byName[calledName, default: []]
        + standIn.byName["init", default: []].filter { $0.container == calledName })
        .filter { $0.kind == .function || $0.kind == .initializer }
    let expected = Set(
        called.compactMap { declared -> String? in
            guard let bound = binding(callArguments, to: declared.parameters), place.index < bound.count else {
                return nil
            }
            return declared.parameters[bound[place.index]].typeName
        })
    let narrowed = found.filter { declared in declared.container.map(expected.contains) ?? false }
    return narrowed.isEmpty ? found : narrowed
}
