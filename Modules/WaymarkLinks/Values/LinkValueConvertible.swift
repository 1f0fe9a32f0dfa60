import Foundation

/// A primitive a link carries: `Int`, `UUID`, `String`, or an array of them, each the Swift type
/// of one shape of ``LinkValue``.
///
/// Link values are typed by the pattern's parameter types, and each built-in type gives one of
/// these; knowing it at compile time is what lets a route declared with `@Routes` refuse, before
/// the app runs, a `{id:int}` parameter whose case holds a UUID-based identifier.
public protocol LinkPrimitive: Sendable {
    /// The value, or `nil` when `linkValue` has another shape.
    init?(linkValue: LinkValue)
    /// The value as a link carries it.
    var linkValue: LinkValue { get }
    /// How errors name the expected shape: `int`, `uuid`, `string`, `list of uuid`.
    static var linkTypeDescription: String { get }
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

extension LinkValueConvertible {
    /// The value as a link carries it.
    public var linkValue: LinkValue { linkRepresentation.linkValue }
}

extension Int: LinkPrimitive, LinkValueConvertible {
    public init?(linkValue: LinkValue) {
        guard case .int(let value) = linkValue else { return nil }
        self = value
    }

    public init?(linkRepresentation: Int) { self = linkRepresentation }
    public var linkRepresentation: Int { self }
    public var linkValue: LinkValue { .int(self) }
    public static var linkTypeDescription: String { "int" }
}

extension UUID: LinkPrimitive, LinkValueConvertible {
    public init?(linkValue: LinkValue) {
        guard case .uuid(let value) = linkValue else { return nil }
        self = value
    }

    public init?(linkRepresentation: UUID) { self = linkRepresentation }
    public var linkRepresentation: UUID { self }
    public var linkValue: LinkValue { .uuid(self) }
    public static var linkTypeDescription: String { "uuid" }
}

extension String: LinkPrimitive, LinkValueConvertible {
    public init?(linkValue: LinkValue) {
        guard case .string(let value) = linkValue else { return nil }
        self = value
    }

    public init?(linkRepresentation: String) { self = linkRepresentation }
    public var linkRepresentation: String { self }
    public var linkValue: LinkValue { .string(self) }
    public static var linkTypeDescription: String { "string" }
}

extension Array: LinkPrimitive where Element: LinkPrimitive {
    public init?(linkValue: LinkValue) {
        guard case .list(let items) = linkValue else { return nil }
        var elements: [Element] = []
        elements.reserveCapacity(items.count)
        for item in items {
            guard let element = Element(linkValue: item) else { return nil }
            elements.append(element)
        }
        self = elements
    }

    public var linkValue: LinkValue { .list(map(\.linkValue)) }
    public static var linkTypeDescription: String { "list of \(Element.linkTypeDescription)" }
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
    /// A built-in parameter type with the primitive it gives, so that code generated for a route
    /// is checked by the compiler against the pattern: a `{id:int}` parameter's value can only go
    /// to a case whose type is written as an `Int`.
    public struct BuiltIn<Primitive: LinkPrimitive>: Sendable {
        /// The type's name in patterns.
        package let name: String
    }
}

extension LinkParameterType.BuiltIn where Primitive == Int {
    /// `{name:int}`.
    public static var int: Self { Self(name: "int") }
}

extension LinkParameterType.BuiltIn where Primitive == UUID {
    /// `{name:uuid}`.
    public static var uuid: Self { Self(name: "uuid") }
}

extension LinkParameterType.BuiltIn where Primitive == String {
    /// `{name:slug}`.
    public static var slug: Self { Self(name: "slug") }
    /// `{name:string}` or `{name}`.
    public static var string: Self { Self(name: "string") }
}

extension LinkParameterType.BuiltIn where Primitive == [String] {
    /// `{name*}`, a catch-all: the remaining segments.
    public static var segments: Self { Self(name: "segments") }
    /// `?key={name:slug[]}`: every occurrence of the key.
    public static var repeatedSlug: Self { Self(name: "slug[]") }
    /// `?key={name:string[]}`: every occurrence of the key.
    public static var repeatedString: Self { Self(name: "string[]") }
}

extension LinkParameterType.BuiltIn where Primitive == [Int] {
    /// `?key={name:int[]}`: every occurrence of the key.
    public static var repeatedInt: Self { Self(name: "int[]") }
}

extension LinkParameterType.BuiltIn where Primitive == [UUID] {
    /// `?key={name:uuid[]}`: every occurrence of the key.
    public static var repeatedUUID: Self { Self(name: "uuid[]") }
}

extension LinkValues {
    /// The value named `name` as a `T`; the shape is checked when the link is read, since an
    /// app-defined parameter type's shape is only known at run time. Code generated for a route
    /// passes the built-in parameter type `kind` as well, so that the compiler checks the `T`'s
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
        guard let plain = T.LinkRepresentation(linkValue: value) else {
            throw .wrongType(name, expected: T.LinkRepresentation.linkTypeDescription)
        }
        guard let converted = T(linkRepresentation: plain) else {
            throw .invalid(name, reason: "'\(value)' is not a valid \(T.self)")
        }
        return converted
    }
}
