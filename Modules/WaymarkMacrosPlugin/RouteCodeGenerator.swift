import Foundation
import SwiftSyntax
import SwiftSyntaxBuilder
import Waymark

/// Writes the members of a checked ``DeclaredRoutes``: the type key, each value's destination
/// name, the link coding both ways and the typed list of destinations.
///
/// Generated code names the engine's types through the module (`Waymark.LinkValues`), so a
/// feature's own types of the same names cannot capture them.
struct RouteCodeGenerator {
    let routes: DeclaredRoutes

    func members() -> [DeclSyntax] {
        [feature(), typeKey(), destinationName(), linkInitializer(), linkValues(), destinationsType(), destinations()]
    }

    private var access: String { routes.access }

    private func feature() -> DeclSyntax {
        """
        /// The feature these routes belong to: its name in the registry and the first part of each
        /// destination's name.
        \(raw: access)static let feature = \(literal: routes.feature)
        """
    }

    private func typeKey() -> DeclSyntax {
        "\(raw: access)static let typeKey = \(literal: routes.typeKey)"
    }

    private func destinationName() -> DeclSyntax {
        guard !routes.cases.isEmpty else {
            return "\(raw: access)var destinationName: Waymark.DestinationName { switch self {} }"
        }
        let cases = routes.cases.map { "case .\($0.name): \(quoted($0.destinationName))" }
        return """
            \(raw: access)var destinationName: Waymark.DestinationName {
                switch self {
                \(raw: cases.joined(separator: "\n"))
                }
            }
            """
    }

    private func linkInitializer() -> DeclSyntax {
        let cases = routes.cases.filter { $0.link != nil }.map { declared in
            "case \(quoted(declared.destinationName)):\nself = \(construction(of: declared))"
        }
        return """
            \(raw: access)init(destination: Waymark.DestinationName, values: Waymark.LinkValues) throws(Waymark.LinkValueError) {
                switch destination.rawValue {
                \(raw: cases.joined(separator: "\n"))
                default:
                    throw .noLink(destination)
                }
            }
            """
    }

    /// The case made from link values: each value decoded under its label, checked against the
    /// parameter's built-in type where it has one.
    private func construction(of declared: DeclaredCase) -> String {
        guard !declared.values.isEmpty else { return ".\(declared.name)" }
        let parameters = declared.link?.parameters ?? []
        let arguments = declared.values.map { value -> String in
            let parameter = parameters.first { $0.name == value.label }
            let kind = parameter?.builtInKind.map { ", .\($0.argument)" } ?? ""
            let name = quoted(value.label ?? "")
            let decoded: String
            if value.isOptional {
                decoded = "try values.decodeIfPresent(\(value.decodedType).self, \(name)\(kind))"
            } else if let defaultValue = value.defaultValue, parameter?.isOptional == true {
                decoded =
                    "try values.decodeIfPresent(\(value.decodedType).self, \(name)\(kind)) ?? \(defaultValue.trimmedDescription)"
            } else {
                decoded = "try values.decode(\(value.decodedType).self, \(name)\(kind))"
            }
            return value.label.map { "\($0): \(decoded)" } ?? decoded
        }
        return ".\(declared.name)(\(arguments.joined(separator: ", ")))"
    }

    private func linkValues() -> DeclSyntax {
        guard !routes.cases.isEmpty else {
            return "\(raw: access)var linkValues: Waymark.LinkValues { switch self {} }"
        }
        let cases = routes.cases.map { declared -> String in
            guard declared.link != nil, !declared.values.isEmpty else { return "case .\(declared.name): [:]" }
            let pairs = declared.values.map { value in
                "\(quoted(value.binding)): \(value.binding)\(value.isOptional ? "?" : "").linkValue"
            }
            return "case \(pattern(of: declared)): [\(pairs.joined(separator: ", "))]"
        }
        return """
            \(raw: access)var linkValues: Waymark.LinkValues {
                switch self {
                \(raw: cases.joined(separator: "\n"))
                }
            }
            """
    }

    private func destinationsType() -> DeclSyntax {
        let properties = routes.cases.map { declared in
            "\(access)var \(declared.name): Waymark.DestinationDeclaration<\(routes.typeName)>.Case<\(valuesType(of: declared))>"
        }
        let declarations = routes.cases.map { "\($0.name).declaration" }
        return """
            /// One handle per case, through which the feature adds the checks that need its services.
            \(raw: access)struct Destinations: Waymark.RouteDestinations {
                \(raw: properties.joined(separator: "\n"))

                \(raw: access)var declarations: [Waymark.DestinationDeclaration<\(raw: routes.typeName)>] {
                    [\(raw: declarations.joined(separator: ", "))]
                }
            }
            """
    }

    private func destinations() -> DeclSyntax {
        let arguments = routes.cases.map { declared in
            let values = declared.values.isEmpty ? "_" : "values"
            return [
                "\(declared.name): Waymark.DestinationDeclaration<\(routes.typeName)>.Case<\(valuesType(of: declared))>(",
                "    \(declaration(of: declared)),",
                "    values: { route in",
                "        guard case \(pattern(of: declared)) = route else { return nil }",
                "        return \(valuesExpression(of: declared))",
                "    },",
                "    route: { \(values) in \(routeExpression(of: declared)) })",
            ].map { "        " + $0 }.joined(separator: "\n")
        }
        let text = [
            "\(access)static var destinations: Destinations {",
            "    Destinations(",
            arguments.joined(separator: ",\n"),
            "    )",
            "}",
        ].joined(separator: "\n")
        return "\(raw: text)"
    }

    // MARK: - Pieces

    /// The engine's declaration of a case: its presentation, access, tab bar, link, sheet sizes,
    /// requirement and result, in the order the initializer takes them.
    private func declaration(of declared: DeclaredCase) -> String {
        let tab = declared.tab?.trimmedDescription ?? "nil"
        let presentation =
            switch declared.presentation {
            case .tabRoot: ".tabRoot(\(tab))"
            case .push: ".push(hostTab: \(tab))"
            case .pushInModal: ".pushInModal"
            case .sheet: ".modal(.sheet)"
            case .fullScreenCover: ".modal(.fullScreenCover)"
            case .popover: ".modal(.popover)"
            case .inspector: ".modal(.inspector)"
            }
        let arguments =
            [quoted(declared.destinationName), "presentation: \(presentation)"]
            + [
                declared.access.map { "access: \($0.trimmedDescription)" },
                declared.tabBar.map { "tabBar: \($0.trimmedDescription)" },
                declared.link.map { "link: \(linkExpression($0, values: declared.values))" },
                declared.detents.map { "detents: \($0.trimmedDescription)" },
                declared.requirement.map { "requires: [\($0.trimmedDescription)]" },
            ].compactMap { $0 }
        let made = "Waymark.DestinationDeclaration<\(routes.typeName)>(\(arguments.joined(separator: ", ")))"
        return declared.result.map { "\(made).givesBack(\($0.trimmedDescription))" } ?? made
    }

    /// The link pattern, with each default the case states written into it at run time as the
    /// value's canonical text, so that the default is stated once and still left out of links. A
    /// repeated parameter's default (`= []`) stays in Swift: its list has no one text, and an
    /// empty list is left out of links anyway.
    private func linkExpression(_ link: DeclaredLink, values: [CaseValue]) -> String {
        var text = escaped(link.text)
        for parameter in link.parameters where !parameter.type.hasSuffix("[]") {
            guard case .query = parameter.place,
                let value = values.first(where: { $0.label == parameter.name && $0.hasValueDefault }),
                let defaultValue = value.defaultValue
            else { continue }
            let declared = escaped("{\(parameter.name):\(parameter.type)}")
            let withDefault =
                escaped("{\(parameter.name):\(parameter.type)=")
                + "\\((\(defaultValue.trimmedDescription) as \(value.type)).linkValue.description)}"
            text = text.replacingOccurrences(of: declared, with: withDefault)
        }
        return "\"\(text)\""
    }

    /// `.name` or `.name(let a, let b)`.
    private func pattern(of declared: DeclaredCase) -> String {
        guard !declared.values.isEmpty else { return ".\(declared.name)" }
        return ".\(declared.name)(\(declared.values.map { "let \($0.binding)" }.joined(separator: ", ")))"
    }

    /// `Void`, the one value's type, or a tuple labelled like the case.
    private func valuesType(of declared: DeclaredCase) -> String {
        switch declared.values.count {
        case 0: "Void"
        case 1: declared.values[0].type
        default:
            "(\(declared.values.map { value in value.label.map { "\($0): \(value.type)" } ?? value.type }.joined(separator: ", ")))"
        }
    }

    private func valuesExpression(of declared: DeclaredCase) -> String {
        switch declared.values.count {
        case 0: "()"
        case 1: declared.values[0].binding
        default:
            "(\(declared.values.map { value in value.label.map { "\($0): \($0)" } ?? value.binding }.joined(separator: ", ")))"
        }
    }

    private func routeExpression(of declared: DeclaredCase) -> String {
        switch declared.values.count {
        case 0: return ".\(declared.name)"
        case 1: return ".\(declared.name)(\(declared.values[0].label.map { "\($0): " } ?? "")values)"
        default:
            let arguments = declared.values.enumerated().map { index, value in
                value.label.map { "\($0): values.\($0)" } ?? "values.\(index)"
            }
            return ".\(declared.name)(\(arguments.joined(separator: ", ")))"
        }
    }

    private func quoted(_ text: String) -> String {
        "\"\(escaped(text))\""
    }

    private func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
    }
}
