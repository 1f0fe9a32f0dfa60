// The guard a line of code stands under: the platforms it is compiled for (`#if`, `@available(X,
// unavailable)`) and the release each must at least run (the package's deployment targets, raised
// by `#available` and `@available`), read from the syntax tree around it.
import SwiftSyntax

/// Where a use can run, and the guards that say so, for the report.
struct Guard {
    var platforms: Set<Platform>
    var minimum: [Platform: Version]
    var found: [String]

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
                if positive ? isBody : isElse {
                    let text = availability.trimmedDescription
                    around.apply(requirements(in: text), as: "\(text) (line \(line(availability)))")
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
        if let declaration = parent.asProtocol(WithAttributesSyntax.self) {
            for case .attribute(let attribute) in declaration.attributes
            where attribute.attributeName.trimmedDescription == "available" {
                let text = attribute.trimmedDescription
                around.apply(requirements(in: text), as: "\(text) (line \(line(attribute)))")
            }
        }
        child = parent
    }
    return around
}
