// The guard a line of code stands under: the platforms it is compiled for (`#if`, `@available(X,
// unavailable)`) and the release each must at least run (the package's deployment targets, raised
// by `#available` and `@available`), read from the syntax tree around it.
import SwiftSyntax

/// Where a use can run, and the guards that say so, for the report.
struct Guard {
    var platforms: Set<Platform>
    var minimum: [Platform: Version]
    var found: [String]
    /// Per platform, the release the code runs only below (the `else` of an `#available`).
    var below: [Platform: Version] = [:]
    /// The platforms where an enclosing declaration is itself marked deprecated.
    var deprecatedHere: Set<Platform> = []

    /// The `else` of `#available(iOS 18, ...)`: the code runs only below those releases.
    mutating func applyBelow(_ requirements: [Platform: Requirement], as text: String) {
        guard !requirements.isEmpty else { return }
        for case (let platform, .introduced(let version)) in requirements {
            if let current = below[platform], current < version { continue }
            below[platform] = version
        }
        found.append(text)
    }

    /// What a use of a declaration `deprecated` as recorded does here, one line per platform: a
    /// platform it is compiled for, where the code can run on the release deprecating it or later.
    func deprecations(of deprecated: [Platform: Version?]) -> [String] {
        platforms.sorted().compactMap { platform in
            guard let entry = deprecated[platform], !deprecatedHere.contains(platform) else { return nil }
            guard let version = entry else { return "deprecated on \(platform)" }
            if let bound = below[platform], !(version < bound) { return nil }
            return "deprecated on \(platform) \(version), the guard lets it run there"
        }
    }

    /// `requirements` of an `@available` or `#available` raise the releases, or take platforms out.
    mutating func apply(_ requirements: [Platform: Requirement], as text: String) {
        guard !requirements.isEmpty else { return }
        for (platform, requirement) in requirements {
            switch requirement {
            case .unavailable: platforms.remove(platform)
            case .introduced(let version):
                if let current = minimum[platform], current < version { minimum[platform] = version }
            }
        }
        found.append(text)
    }

    /// What a use needing `availability` misses here, one line per platform.
    func shortfalls(of availability: [Platform: Requirement]) -> [String] {
        platforms.sorted().compactMap { platform in
            switch availability[platform] {
            case .unavailable?: "compiled for \(platform), where it is unavailable"
            case .introduced(let version)? where minimum[platform].map({ $0 < version }) ?? false:
                "needs \(platform) \(version), the guard gives \(platform) \(minimum[platform]!)"
            default: nil
            }
        }
    }
}

/// Whether a `#if` condition holds on a platform: yes, no, or it cannot tell (a flag, an
/// architecture, a module it does not know), which counts as "may hold".
enum Truth {
    case yes, no, unknown

    static prefix func ! (truth: Truth) -> Truth {
        switch truth {
        case .yes: .no
        case .no: .yes
        case .unknown: .unknown
        }
    }
}

/// Modules whose presence per platform is known: UIKit is on every Apple platform but the Mac
/// (Mac Catalyst is `os(iOS)`); AppKit on the Mac only; the others everywhere.
private let modulesEverywhere: Set<String> = ["SwiftUI", "Combine", "Foundation", "Observation", "AppIntents"]

func truth(of condition: ExprSyntax, on platform: Platform) -> Truth {
    if let tuple = condition.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
        return truth(of: only.expression, on: platform)
    }
    if let prefix = condition.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
        return !truth(of: prefix.expression, on: platform)
    }
    if let sequence = condition.as(SequenceExprSyntax.self) {
        return truth(ofSequence: Array(sequence.elements), on: platform)
    }
    if let infix = condition.as(InfixOperatorExprSyntax.self) {
        return truth(
            ofSequence: [infix.leftOperand, infix.operator, infix.rightOperand], on: platform)
    }
    if let boolean = condition.as(BooleanLiteralExprSyntax.self) {
        return boolean.literal.text == "true" ? .yes : .no
    }
    guard let call = condition.as(FunctionCallExprSyntax.self),
        let function = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
        let argument = call.arguments.first?.expression.trimmedDescription
    else { return .unknown }
    switch function {
    case "os": return argument == platform.rawValue ? .yes : .no
    case "canImport":
        if modulesEverywhere.contains(argument) { return .yes }
        if argument == "UIKit" { return platform == .macOS ? .no : .yes }
        if argument == "AppKit" { return platform == .macOS ? .yes : .no }
        return .unknown
    case "targetEnvironment":
        return argument == "macCatalyst" && platform != .iOS ? .no : .unknown
    default: return .unknown
    }
}

/// `a && b || c`, unfolded as the parser leaves it: `&&` binds before `||`.
private func truth(ofSequence elements: [ExprSyntax], on platform: Platform) -> Truth {
    func isOperator(_ element: ExprSyntax, _ name: String) -> Bool {
        element.as(BinaryOperatorExprSyntax.self)?.operator.text == name
    }
    func split(_ elements: [ExprSyntax], at name: String) -> [[ExprSyntax]] {
        elements.split(whereSeparator: { isOperator($0, name) }).map(Array.init)
    }
    func evaluate(_ part: [ExprSyntax]) -> Truth {
        part.count == 1 ? truth(of: part[0], on: platform) : .unknown
    }
    func all(_ truths: [Truth]) -> Truth {
        if truths.contains(.no) { return .no }
        return truths.contains(.unknown) ? .unknown : .yes
    }
    func any(_ truths: [Truth]) -> Truth {
        if truths.contains(.yes) { return .yes }
        return truths.contains(.unknown) ? .unknown : .no
    }
    let alternatives: [Truth] = split(elements, at: "||").map { alternative in
        all(split(alternative, at: "&&").map(evaluate))
    }
    return any(alternatives)
}

/// The guard `node` stands under in its file, starting from `floor` (the package's deployment
/// targets on every platform it declares).
func guardAround(_ node: Syntax, floor: Guard, in file: SourceLocationConverter) -> Guard {
    var around = floor
    var child = node
    func line(_ syntax: some SyntaxProtocol) -> Int {
        file.location(for: syntax.positionAfterSkippingLeadingTrivia).line
    }
    while let parent = child.parent {
        if let clause = parent.as(IfConfigClauseSyntax.self),
            let clauses = clause.parent?.as(IfConfigClauseListSyntax.self)
        {
            // This clause's code: where no clause before it surely held, and its own may hold.
            let earlier = clauses.prefix { $0.id != clause.id }.compactMap(\.condition)
            let compiled = around.platforms.filter { platform in
                earlier.allSatisfy { truth(of: $0, on: platform) != .yes }
                    && clause.condition.map { truth(of: $0, on: platform) != .no } ?? true
            }
            let text = "\(clause.poundKeyword.text)\(clause.condition.map { " " + $0.trimmedDescription } ?? "")"
            if compiled != around.platforms || clause.condition != nil {
                around.platforms = compiled
                around.found.append("\(text) (line \(line(clause)))")
            }
        }
        if let ifExpression = parent.as(IfExprSyntax.self) {
            let isBody = ifExpression.body.id == child.id
            let isElse = ifExpression.elseBody.map { Syntax($0).id == child.id } ?? false
            for element in ifExpression.conditions {
                guard let availability = Syntax(element.condition).as(AvailabilityConditionSyntax.self) else {
                    continue
                }
                let positive = availability.availabilityKeyword.text == "#available"
                let text = availability.trimmedDescription
                if positive ? isBody : isElse {
                    around.apply(requirements(in: text), as: "\(text) (line \(line(availability)))")
                } else if (positive ? isElse : isBody) && ifExpression.conditions.count == 1 {
                    // The only condition failed: the code runs below those releases.
                    let prefix = positive ? "else of " : ""
                    around.applyBelow(requirements(in: text), as: "\(prefix)\(text) (line \(line(availability)))")
                }
            }
        }
        if let items = parent.as(CodeBlockItemListSyntax.self) {
            // A `guard #available(...) else { ... }` guards what follows it in its block.
            for item in items.prefix(while: { $0.id != child.id }) {
                guard let guardStatement = item.item.as(GuardStmtSyntax.self) else { continue }
                for element in guardStatement.conditions {
                    guard let availability = Syntax(element.condition).as(AvailabilityConditionSyntax.self),
                        availability.availabilityKeyword.text == "#available"
                    else { continue }
                    let text = availability.trimmedDescription
                    around.apply(requirements(in: text), as: "guard \(text) (line \(line(availability)))")
                }
            }
        }
        if let guardStatement = parent.as(GuardStmtSyntax.self), guardStatement.body.id == child.id,
            guardStatement.conditions.count == 1,
            let availability = guardStatement.conditions.first.flatMap({
                Syntax($0.condition).as(AvailabilityConditionSyntax.self)
            }), availability.availabilityKeyword.text == "#available"
        {
            // The `else` of `guard #available(...)`: the code runs below those releases.
            let text = availability.trimmedDescription
            around.applyBelow(requirements(in: text), as: "else of guard \(text) (line \(line(availability)))")
        }
        if let declaration = parent.asProtocol(WithAttributesSyntax.self) {
            for case .attribute(let attribute) in declaration.attributes
            where attribute.attributeName.trimmedDescription == "available" {
                let text = attribute.trimmedDescription
                let read = availability(in: text)
                around.apply(read.requirements, as: "\(text) (line \(line(attribute)))")
                if !read.deprecated.isEmpty {
                    around.deprecatedHere.formUnion(read.deprecated.keys)
                    around.found.append("\(text) (line \(line(attribute)))")
                }
            }
        }
        child = parent
    }
    return around
}
