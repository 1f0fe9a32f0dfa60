import SwiftSyntax
import Waymark

/// A `@Routes` enum as the macro reads it: what the code generator needs, after every check.
struct DeclaredRoutes {
    /// The enum's name.
    let typeName: String
    /// The access modifier generated members carry (`public `, `package ` or nothing).
    let access: String
    let feature: String
    let typeKey: String
    let cases: [DeclaredCase]
}

/// One case and its `@Destination`.
struct DeclaredCase {
    let name: String
    let destinationName: String
    let values: [CaseValue]
    let presentation: PresentationStyle.Kind
    let tab: ExprSyntax?
    let tabBar: ExprSyntax?
    let access: ExprSyntax?
    /// The `requires:` argument: what the user must have, such as `.signedIn`.
    let requirement: ExprSyntax?
    /// The `detents:` argument: a sheet's sizes.
    let detents: ExprSyntax?
    /// The `gives:` argument: the type of the value the screen gives back (`T.self`).
    let result: ExprSyntax?
    let link: DeclaredLink?
}

/// One associated value of a case.
struct CaseValue {
    /// The label, or `nil` for an unlabelled value.
    let label: String?
    /// The type as written.
    let type: String
    /// For an optional value, the type it wraps.
    let wrapped: String?
    /// The default, when the case gives one.
    let defaultValue: ExprSyntax?
    /// Where it stands in the case, from 0.
    let position: Int

    /// The name generated code binds it to.
    var binding: String { label ?? "value\(position)" }
    /// The type links decode: the wrapped one for an optional value.
    var decodedType: String { wrapped ?? type }
    /// Whether a route can be made without it from a link.
    var isOptional: Bool { wrapped != nil }
    /// Whether the default is a value of its own (not `nil`), which links must learn.
    var hasValueDefault: Bool {
        guard let defaultValue else { return false }
        return !defaultValue.is(NilLiteralExprSyntax.self)
    }
}

/// A case's link: the pattern, parsed by the engine's own parser, and its parameters in order.
struct DeclaredLink {
    let text: String
    let parameters: [LinkParameter]
}

/// One parameter of a link pattern.
struct LinkParameter {
    enum Place: Equatable {
        case path
        case catchAll
        case query(isRequired: Bool, defaultValue: String?)
    }

    let name: String
    /// The parameter type's name (`int`, `uuid`, an app-defined one).
    let type: String
    let place: Place

    /// Whether a link may leave it out.
    var isOptional: Bool {
        if case .query(let isRequired, let defaultValue) = place { return !isRequired || defaultValue != nil }
        return false
    }

    /// The parameters of `pattern`.
    static func all(of pattern: LinkPattern) -> [LinkParameter] {
        pattern.segments.flatMap { segment -> [LinkParameter] in
            switch segment {
            case .literal: []
            case .parameter(let name, let type): [LinkParameter(name: name, type: type, place: .path)]
            case .catchAll(let name): [LinkParameter(name: name, type: "segments", place: .catchAll)]
            case .compound(let parts):
                parts.compactMap { part in
                    guard case .parameter(let name, let type) = part else { return nil }
                    return LinkParameter(name: name, type: type, place: .path)
                }
            }
        }
            + pattern.query.map {
                LinkParameter(
                    name: $0.name, type: $0.type,
                    place: .query(isRequired: $0.isRequired, defaultValue: $0.defaultValue))
            }
            // The fragment is read like an optional query item: its case value is optional too.
            + (pattern.fragment.map {
                [LinkParameter(name: $0.name, type: $0.type, place: .query(isRequired: false, defaultValue: nil))]
            } ?? [])
    }

    /// For a built-in type: the generated code's kind argument, the plain Swift type it gives and
    /// how messages say it. `nil` for an app-defined type, whose shape is only known at run time.
    var builtInKind: (argument: String, swiftType: String, words: String)? {
        switch type {
        case "int": ("int", "Int", "an Int")
        case "uuid": ("uuid", "UUID", "a UUID")
        case "slug": ("string", "String", "a String")
        case "string": ("string", "String", "a String")
        case "segments" where place == .catchAll: ("list(.string)", "[String]", "a list of segments, [String]")
        case "int[]": ("list(.int)", "[Int]", "a list of Int, [Int]")
        case "uuid[]": ("list(.uuid)", "[UUID]", "a list of UUID, [UUID]")
        case "slug[]": ("list(.string)", "[String]", "a list of String, [String]")
        case "string[]": ("list(.string)", "[String]", "a list of String, [String]")
        default: nil
        }
    }
}
