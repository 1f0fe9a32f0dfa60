import Foundation

/// A primitive a link carries: `Int`, `UUID`, `String`, or an array of them, each the Swift type
/// of one shape of ``LinkValue``.
///
/// Link values are typed by the pattern's parameter types, and each built-in type gives one of
/// these; knowing it at compile time is what lets a route declared with `@Routes` refuse, before
/// the app runs, a `{id:int}` parameter whose case holds a UUID-based identifier. The set is the
/// engine's: only it can make a ``LinkPrimitiveCoding``.
public protocol LinkPrimitive: Sendable {
    /// How a link carries this primitive.
    static var linkCoding: LinkPrimitiveCoding<Self> { get }
}

/// How a link carries one primitive: how it is read from a ``LinkValue``, how it is written into
/// one, and how errors name its shape (`int`, `uuid`, `string`, `list of uuid`). One value per
/// primitive, which only the engine makes, so the primitives stay the shapes a link can hold.
public struct LinkPrimitiveCoding<Primitive>: Sendable {
    let name: String
    let read: @Sendable (LinkValue) -> Primitive?
    let write: @Sendable (Primitive) -> LinkValue
}

/// A value a route can take from a link and write back into one: an identifier, an enum of
/// words, a list of identifiers.
///
/// A type says which plain value it is written as (its ``LinkRepresentation``) and how it is made
/// from one. Types that are `RawRepresentable` by a plain value get both for free:
///
/// ```swift
/// enum LeaderboardPeriod: String, LinkValueConvertible { case week, month, all }
/// ```
public protocol LinkValueConvertible: Sendable {
    /// The plain value the link carries.
    associatedtype LinkRepresentation: LinkPrimitive
    /// The value `linkRepresentation` stands for, or `nil` when the type refuses it.
    init?(linkRepresentation: LinkRepresentation)
    /// What a link writes.
    var linkRepresentation: LinkRepresentation { get }
}

extension LinkValueConvertible
where Self: RawRepresentable, RawValue: LinkPrimitive, LinkRepresentation == RawValue {
    public init?(linkRepresentation: RawValue) {
        self.init(rawValue: linkRepresentation)
    }

    public var linkRepresentation: RawValue { rawValue }
}

/// A primitive is written as itself.
extension LinkValueConvertible where Self: LinkPrimitive, LinkRepresentation == Self {
    public init?(linkRepresentation: Self) { self = linkRepresentation }
    public var linkRepresentation: Self { self }
}

extension LinkValueConvertible {
    /// The value as a link carries it.
    public var linkValue: LinkValue { LinkRepresentation.linkCoding.write(linkRepresentation) }
}

extension Int: LinkPrimitive, LinkValueConvertible {
    /// A link carries it as ``LinkValue/int(_:)``.
    public static let linkCoding = LinkPrimitiveCoding<Int>(
        name: "int", read: { if case .int(let value) = $0 { value } else { nil } }, write: { .int($0) })
}

extension UUID: LinkPrimitive, LinkValueConvertible {
    /// A link carries it as ``LinkValue/uuid(_:)``.
    public static let linkCoding = LinkPrimitiveCoding<UUID>(
        name: "uuid", read: { if case .uuid(let value) = $0 { value } else { nil } }, write: { .uuid($0) })
}

extension String: LinkPrimitive, LinkValueConvertible {
    /// A link carries it as ``LinkValue/string(_:)``.
    public static let linkCoding = LinkPrimitiveCoding<String>(
        name: "string", read: { if case .string(let value) = $0 { value } else { nil } }, write: { .string($0) })
}

extension Array: LinkPrimitive where Element: LinkPrimitive {
    /// A link carries it as ``LinkValue/list(_:)``, each element as the element's coding says.
    public static var linkCoding: LinkPrimitiveCoding<[Element]> {
        let element = Element.linkCoding
        return LinkPrimitiveCoding(
            name: "list of \(element.name)",
            read: { value in
                guard case .list(let items) = value else { return nil }
                var elements: [Element] = []
                elements.reserveCapacity(items.count)
                for item in items {
                    guard let read = element.read(item) else { return nil }
                    elements.append(read)
                }
                return elements
            },
            write: { .list($0.map(element.write)) })
    }
}

extension Array: LinkValueConvertible where Element: LinkValueConvertible {
    public init?(linkRepresentation: [Element.LinkRepresentation]) {
        var elements: [Element] = []
        elements.reserveCapacity(linkRepresentation.count)
        for item in linkRepresentation {
            guard let element = Element(linkRepresentation: item) else { return nil }
            elements.append(element)
        }
        self = elements
    }

    public var linkRepresentation: [Element.LinkRepresentation] { map(\.linkRepresentation) }
}

extension LinkParameterType {
    /// The plain value a built-in parameter type gives, so that code generated for a route is
    /// checked by the compiler against the pattern: a `{id:int}` parameter's value can only go
    /// to a case whose type is written as an `Int`. `slug`, `string` and a catch-all's segments
    /// all give strings.
    public struct BuiltIn<Primitive: LinkPrimitive>: Sendable {}
}

extension LinkParameterType.BuiltIn where Primitive == Int {
    /// `{name:int}`.
    public static var int: Self { Self() }
}

extension LinkParameterType.BuiltIn where Primitive == UUID {
    /// `{name:uuid}`.
    public static var uuid: Self { Self() }
}

extension LinkParameterType.BuiltIn where Primitive == String {
    /// `{name:string}`, `{name}` or `{name:slug}`.
    public static var string: Self { Self() }
}

extension LinkParameterType.BuiltIn {
    /// A list of `element`: every occurrence of a query key (`?key={name:int[]}`), or a
    /// catch-all's segments (`{name*}`, strings).
    public static func list<Element>(_ element: LinkParameterType.BuiltIn<Element>) -> Self
    where Primitive == [Element] {
        Self()
    }
}

extension LinkValues {
    /// The value named `name` as a `T`; the shape is checked when the link is read, since an
    /// app-defined parameter type's shape is only known at run time. Code generated for a route
    /// passes the built-in parameter type's `kind` as well, so that the compiler checks the `T`'s
    /// plain value against it.
    public func decode<T: LinkValueConvertible>(
        _ type: T.Type, _ name: String, _ kind: LinkParameterType.BuiltIn<T.LinkRepresentation>? = nil
    ) throws(LinkValueError) -> T {
        guard let value = self[name] else { throw .missing(name) }
        return try Self.convert(value, named: name)
    }

    /// The value named `name` as a `T` (checked against `kind`, when given, by the compiler), or
    /// `nil` when the link left it out.
    public func decodeIfPresent<T: LinkValueConvertible>(
        _ type: T.Type, _ name: String, _ kind: LinkParameterType.BuiltIn<T.LinkRepresentation>? = nil
    ) throws(LinkValueError) -> T? {
        guard let value = self[name] else { return nil }
        return try Self.convert(value, named: name)
    }

    private static func convert<T: LinkValueConvertible>(_ value: LinkValue, named name: String) throws(LinkValueError)
        -> T
    {
        let coding = T.LinkRepresentation.linkCoding
        guard let plain = coding.read(value) else { throw .wrongType(name, expected: coding.name) }
        guard let converted = T(linkRepresentation: plain) else {
            throw .invalid(name, reason: "'\(value)' is not a valid \(T.self)")
        }
        return converted
    }
}
