import Foundation
import SwiftDiagnostics
import SwiftParser
import SwiftSyntax
import SwiftSyntaxBuilder
import Waymark

/// Reads a `@Routes` enum into a ``DeclaredRoutes`` and collects every problem with it, each at
/// the syntax that causes it and, where the fix is certain, with a fix-it.
struct RouteDeclarationReader {
    let attribute: AttributeSyntax
    let declaration: any DeclGroupSyntax
    private(set) var diagnostics: [Diagnostic] = []

    init(attribute: AttributeSyntax, declaration: some DeclGroupSyntax) {
        self.attribute = attribute
        self.declaration = declaration
    }

    /// Whether any problem was found.
    var hasErrors: Bool {
        diagnostics.contains { $0.diagMessage.severity == .error }
    }

    /// The declaration, or `nil` when it is not an enum or its feature cannot be read.
    mutating func read() -> DeclaredRoutes? {
        guard let enumDecl = declaration.as(EnumDeclSyntax.self) else {
            report(.notAnEnum, at: attribute)
            return nil
        }
        guard let feature = literal("feature", required: true) else { return nil }
        let typeKey = literal("typeKey", required: false) ?? feature
        var cases: [DeclaredCase] = []
        var names = Set<String>()
        for member in enumDecl.memberBlock.members {
            guard let caseDecl = member.decl.as(EnumCaseDeclSyntax.self) else { continue }
            guard let declared = read(caseDecl, feature: feature) else { continue }
            if !names.insert(declared.destinationName).inserted {
                report(.duplicateDestination(name: declared.destinationName), at: caseDecl)
                continue
            }
            cases.append(declared)
        }
        let modifiers = enumDecl.modifiers.map(\.name.text)
        let access = ["public", "package"].first { modifiers.contains($0) }.map { "\($0) " } ?? ""
        return DeclaredRoutes(
            typeName: enumDecl.name.text, access: access, feature: feature, typeKey: typeKey, cases: cases)
    }

    // MARK: - One case

    private mutating func read(_ caseDecl: EnumCaseDeclSyntax, feature: String) -> DeclaredCase? {
        let destinations = caseDecl.attributes.compactMap { element -> AttributeSyntax? in
            guard case .attribute(let attribute) = element else { return nil }
            let name = attribute.attributeName.trimmedDescription
            return name == "Destination" || name == "WaymarkMacros.Destination" ? attribute : nil
        }
        guard let destination = destinations.first, let element = caseDecl.elements.first else {
            for element in caseDecl.elements {
                report(.missingDestination(case: element.name.text), at: element)
            }
            return nil
        }
        guard caseDecl.elements.count == 1 else {
            report(.oneCasePerDestination, at: destination)
            return nil
        }
        let name = element.name.text
        if ["declarations", "destinations", "feature", "typeKey", "destinationName", "linkValues"].contains(name) {
            report(.reservedCaseName(case: name), at: element.name)
            return nil
        }
        let values = (element.parameterClause?.parameters ?? []).enumerated().map { position, parameter in
            Self.value(parameter, at: position)
        }
        let arguments = destination.arguments?.as(LabeledExprListSyntax.self) ?? []
        guard let presentation = presentation(in: arguments, of: destination) else { return nil }
        let argument = { (label: String) in arguments.first { $0.label?.text == label } }
        checkPlacement(
            name, presentation: presentation, hasValues: !values.isEmpty, tab: argument("tab"),
            tabBar: argument("tabBar"), detents: argument("detents"), attribute: destination)
        if let gives = argument("gives") { checkResult(gives, of: name, presentation: presentation, in: destination) }

        var link: DeclaredLink?
        if let linkArgument = argument("link") {
            guard let literal = linkArgument.expression.as(StringLiteralExprSyntax.self),
                let text = literal.representedLiteralValue
            else {
                report(.linkNotALiteral, at: linkArgument.expression)
                return nil
            }
            do throws(LinkPatternError) {
                let pattern = try LinkPattern(text)
                link = DeclaredLink(text: text, parameters: LinkParameter.all(of: pattern))
            } catch {
                report(.invalidLink(case: name, reason: error.reason), at: literal)
                return nil
            }
            check(link!, of: name, values: values, literal: literal)
        }
        return DeclaredCase(
            name: name, destinationName: "\(feature).\(name)", values: values, presentation: presentation,
            tab: argument("tab")?.expression, tabBar: argument("tabBar")?.expression,
            access: argument("access")?.expression, requirement: argument("requires")?.expression,
            detents: argument("detents")?.expression, result: argument("gives")?.expression, link: link)
    }

    /// `gives:` names a type as `T.self`, on a screen that something can open for a value: never a
    /// tab root.
    private mutating func checkResult(
        _ gives: LabeledExprSyntax, of name: String, presentation: PresentationStyle.Kind, in attribute: AttributeSyntax
    ) {
        if presentation == .tabRoot {
            report(
                .resultNotAllowed(case: name), at: gives,
                fixIt: removing(gives, from: attribute, saying: "remove 'gives:'"))
        } else if gives.expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text != "self" {
            report(.resultNotAType(case: name), at: gives.expression)
        }
    }

    private static func value(_ parameter: EnumCaseParameterSyntax, at position: Int) -> CaseValue {
        let label = parameter.firstName.flatMap { $0.tokenKind == .wildcard ? nil : $0.text }
        let type = parameter.type.trimmedDescription
        var wrapped: String?
        if let optional = parameter.type.as(OptionalTypeSyntax.self) {
            wrapped = optional.wrappedType.trimmedDescription
        } else if let implicit = parameter.type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
            wrapped = implicit.wrappedType.trimmedDescription
        } else if type.hasPrefix("Optional<"), type.hasSuffix(">") {
            wrapped = String(type.dropFirst("Optional<".count).dropLast())
        }
        return CaseValue(
            label: label, type: type, wrapped: wrapped, defaultValue: parameter.defaultValue?.value,
            position: position)
    }

    private mutating func presentation(in arguments: LabeledExprListSyntax, of attribute: AttributeSyntax)
        -> PresentationStyle.Kind?
    {
        guard let first = arguments.first, first.label == nil,
            let member = first.expression.as(MemberAccessExprSyntax.self),
            member.base == nil || member.base?.trimmedDescription == "PresentationStyle.Kind",
            let presentation = PresentationStyle.Kind(rawValue: member.declName.baseName.text)
        else {
            report(.presentationNotALiteral, at: arguments.first.map(Syntax.init) ?? Syntax(attribute))
            return nil
        }
        return presentation
    }

    /// Tab roots need their tab and no values; modals and screens inside them have no host tab;
    /// only pushed screens choose the tab bar.
    private mutating func checkPlacement(
        _ name: String, presentation: PresentationStyle.Kind, hasValues: Bool, tab: LabeledExprSyntax?,
        tabBar: LabeledExprSyntax?, detents: LabeledExprSyntax?, attribute: AttributeSyntax
    ) {
        switch presentation {
        case .tabRoot:
            if tab == nil || tab?.expression.is(NilLiteralExprSyntax.self) == true {
                report(.tabRootWithoutTab(case: name), at: attribute)
            }
            if hasValues { report(.tabRootWithValues(case: name), at: attribute) }
        case .push:
            break
        case .pushInModal, .sheet, .fullScreenCover, .popover, .inspector:
            if let tab {
                report(
                    .hostTabNotAllowed(case: name, presentation: presentation.words), at: tab,
                    fixIt: removing(tab, from: attribute, saying: "remove 'tab:'"))
            }
        }
        if let tabBar, presentation != .push, presentation != .pushInModal {
            report(
                .tabBarNotAllowed(case: name, presentation: presentation.words), at: tabBar,
                fixIt: removing(tabBar, from: attribute, saying: "remove 'tabBar:'"))
        }
        if let detents, presentation != .sheet {
            report(
                .detentsNotAllowed(case: name, presentation: presentation.words), at: detents,
                fixIt: removing(detents, from: attribute, saying: "remove 'detents:'"))
        }
    }

    // MARK: - A link against its case

    /// Every parameter is a labelled value and every value a parameter, optional on both sides or
    /// on neither, of a type the parameter can give, with its default stated once, in the case.
    private mutating func check(
        _ link: DeclaredLink, of name: String, values: [CaseValue], literal: StringLiteralExprSyntax
    ) {
        for value in values where value.label == nil {
            report(.unlabelledValue(case: name, position: value.position + 1), at: literal)
        }
        let labels = values.compactMap(\.label)
        let unmatchedLabels = labels.filter { label in !link.parameters.contains { $0.name == label } }
        for parameter in link.parameters {
            guard let value = values.first(where: { $0.label == parameter.name }) else {
                let fixIt =
                    unmatchedLabels.count == 1
                    ? renaming(parameter.name, to: unmatchedLabels[0], in: literal)
                    : nil
                report(
                    .parameterWithoutValue(parameter: parameter.name, case: name, values: labels), at: literal,
                    fixIt: fixIt)
                continue
            }
            check(parameter, against: value, of: name, literal: literal)
        }
        // A parameter named like no value already offers the fix; the value's own message would
        // only repeat it.
        guard link.parameters.allSatisfy({ labels.contains($0.name) }) else { return }
        for label in unmatchedLabels {
            report(.valueNotInLink(value: label, case: name), at: literal)
        }
    }

    private mutating func check(
        _ parameter: LinkParameter, against value: CaseValue, of name: String, literal: StringLiteralExprSyntax
    ) {
        switch parameter.place {
        case .query(_, let linkDefault?):
            if value.hasValueDefault {
                report(
                    .defaultInLink(parameter: parameter.name, case: name), at: literal,
                    fixIt: removingDefault(linkDefault, of: parameter, in: literal))
            } else {
                report(.defaultOnlyInLink(parameter: parameter.name, case: name), at: literal)
            }
        case .query(isRequired: false, defaultValue: nil):
            if !value.isOptional, value.defaultValue == nil {
                report(.requiredValueOptionalInLink(value: parameter.name, case: name), at: literal)
            }
        case .query(isRequired: true, defaultValue: nil), .path, .catchAll:
            // A default here only serves Swift callers; an optional could not be written as a link.
            if value.isOptional {
                report(.optionalValueRequiredByLink(value: parameter.name, case: name), at: literal)
            }
        }
        if let kind = parameter.builtInKind {
            let written = value.decodedType.filter { !$0.isWhitespace }
            let known = [
                "Int", "UUID", "String", "Bool", "Double", "Float", "Date", "URL", "Character", "Substring",
                "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
                "[Int]", "[UUID]", "[String]", "Foundation.UUID", "Foundation.Date", "Foundation.URL",
                "Swift.Int", "Swift.String",
            ]
            let plain = written.replacingOccurrences(of: "Foundation.", with: "").replacingOccurrences(
                of: "Swift.", with: "")
            if known.contains(written), plain != kind.swiftType.filter({ !$0.isWhitespace }) {
                let article = plain.first.map { "AEIOU".contains($0) } == true ? "an" : "a"
                report(
                    .kindMismatch(
                        parameter: parameter.name, kind: parameter.type == "segments" ? "*" : parameter.type,
                        gives: kind.words, value: parameter.name,
                        type: plain.hasPrefix("[") ? plain : "\(article) \(plain)"),
                    at: literal)
            }
        }
    }

    // MARK: - Reading and reporting

    /// The string literal argument `label` of `@Routes`.
    private mutating func literal(_ label: String, required: Bool) -> String? {
        let arguments = attribute.arguments?.as(LabeledExprListSyntax.self) ?? []
        guard let argument = arguments.first(where: { $0.label?.text == label }) else {
            if required { report(.featureNotALiteral(argument: label), at: attribute) }
            return nil
        }
        guard let value = argument.expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue, !value.isEmpty
        else {
            report(.featureNotALiteral(argument: label), at: argument.expression)
            return nil
        }
        return value
    }

    private mutating func report(_ message: RouteDiagnostic, at node: some SyntaxProtocol, fixIt: FixIt? = nil) {
        diagnostics.append(Diagnostic(node: Syntax(node), message: message, fixIts: fixIt.map { [$0] } ?? []))
    }
}
