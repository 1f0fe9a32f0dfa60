import Foundation

/// One value taken from, or written into, a link.
///
/// Values are typed by the pattern's parameter type, so a route is built from an `Int` or a `UUID`,
/// never from a string it has to parse again, and every value has exactly one canonical spelling.
public enum LinkValue: Hashable, Sendable, CustomStringConvertible {
    case int(Int)
    case uuid(UUID)
    case string(String)
    case list([LinkValue])

    /// How the value is written in a canonical link (before percent-encoding): integers in
    /// decimal, UUIDs in lower case, lists comma-separated.
    public var description: String { canonical }

    var canonical: String {
        switch self {
        case .int(let value): String(value)
        case .uuid(let value): value.uuidString.lowercased()
        case .string(let value): value
        case .list(let values): values.map(\.canonical).joined(separator: ",")
        }
    }
}

/// The named values of one destination in a link, by parameter name.
///
/// Kept as a short list rather than a dictionary: a pattern has a handful of parameters, and a
/// match builds one of these for every destination, so skipping the hashing is worth it.
public struct LinkValues: Hashable, Sendable, ExpressibleByDictionaryLiteral {
    private struct Pair: Hashable, Sendable {
        let name: String
        var value: LinkValue
    }

    private var pairs: [Pair]

    /// Values with room for `capacity` of them.
    package init(capacity: Int = 0) {
        pairs = []
        pairs.reserveCapacity(capacity)
    }

    init(_ values: [String: LinkValue]) {
        pairs = values.map { Pair(name: $0.key, value: $0.value) }
    }

    public init(dictionaryLiteral elements: (String, LinkValue?)...) {
        pairs = elements.compactMap { name, value in value.map { Pair(name: name, value: $0) } }
    }

    /// The value named `name`; setting `nil` removes it.
    subscript(name: String) -> LinkValue? {
        get { pairs.first { $0.name == name }?.value }
        set {
            let index = pairs.firstIndex { $0.name == name }
            switch (index, newValue) {
            case (let index?, let value?): pairs[index].value = value
            case (let index?, nil): pairs.remove(at: index)
            case (nil, let value?): pairs.append(Pair(name: name, value: value))
            case (nil, nil): break
            }
        }
    }

    /// Adds `value` under `name`, which holds no value yet: what the matcher does, whose names a
    /// pattern gives once each (its parser refuses a name given twice), without looking for it first.
    mutating func add(_ value: LinkValue, as name: String) {
        pairs.append(Pair(name: name, value: value))
    }

    /// The values by name.
    var dictionary: [String: LinkValue] {
        Dictionary(pairs.map { ($0.name, $0.value) }) { first, _ in first }
    }

    /// Equal when they hold the same values under the same names, in any order.
    public static func == (lhs: LinkValues, rhs: LinkValues) -> Bool {
        lhs.pairs.count == rhs.pairs.count && lhs.pairs.allSatisfy { rhs[$0.name] == $0.value }
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(dictionary)
    }

    /// The integer named `name`.
    package func int(_ name: String) throws(LinkValueError) -> Int {
        guard case .int(let value) = try require(name) else { throw .wrongType(name, expected: "int") }
        return value
    }

    /// The UUID named `name`.
    func uuid(_ name: String) throws(LinkValueError) -> UUID {
        guard case .uuid(let value) = try require(name) else { throw .wrongType(name, expected: "uuid") }
        return value
    }

    /// The string named `name` (slugs, strings and app-defined types all give strings).
    func string(_ name: String) throws(LinkValueError) -> String {
        guard case .string(let value) = try require(name) else { throw .wrongType(name, expected: "string") }
        return value
    }

    /// The list of UUIDs named `name`.
    func uuids(_ name: String) throws(LinkValueError) -> [UUID] {
        guard case .list(let items) = try require(name) else { throw .wrongType(name, expected: "list of uuid") }
        return try items.map { item throws(LinkValueError) in
            guard case .uuid(let value) = item else { throw .wrongType(name, expected: "list of uuid") }
            return value
        }
    }

    /// The segments a catch-all named `name` took, each percent-decoded on its own (so a segment
    /// may contain `/`, written `%2F`).
    func segments(_ name: String) throws(LinkValueError) -> [String] {
        guard case .list(let items) = try require(name) else { throw .wrongType(name, expected: "list of segments") }
        return try items.map { item throws(LinkValueError) in
            guard case .string(let text) = item else { throw .wrongType(name, expected: "list of segments") }
            return text
        }
    }

    /// The string named `name`, or `nil` when the link left it out.
    func optionalString(_ name: String) throws(LinkValueError) -> String? {
        self[name] == nil ? nil : try string(name)
    }

    /// The UUID named `name`, or `nil` when the link left it out.
    func optionalUUID(_ name: String) throws(LinkValueError) -> UUID? {
        self[name] == nil ? nil : try uuid(name)
    }

    /// The integer named `name`, or `nil` when the link left it out.
    func optionalInt(_ name: String) throws(LinkValueError) -> Int? {
        self[name] == nil ? nil : try int(name)
    }

    private func require(_ name: String) throws(LinkValueError) -> LinkValue {
        guard let value = self[name] else { throw .missing(name) }
        return value
    }
}

/// A route could not be built from a link's values, or its values do not fit its pattern.
public enum LinkValueError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The value is not there.
    case missing(String)
    /// The value has another type than the route expects.
    case wrongType(String, expected: String)
    /// The value has the right type but the route refuses it.
    case invalid(String, reason: String)
    /// The route type has no link for this destination.
    case noLink(DestinationName)
    /// The canonical link would be longer than links may be.
    case tooLong(length: Int, limit: Int)
    /// A universal link was asked for, but the app configures no universal-link host.
    case noUniversalLinkHost

    public var description: String {
        switch self {
        case .missing(let name): "the value '\(name)' is missing"
        case .wrongType(let name, let expected): "the value '\(name)' is not a \(expected)"
        case .invalid(let name, let reason): "the value '\(name)' is not valid: \(reason)"
        case .noLink(let destination): "'\(destination)' has no link"
        case .tooLong(let length, let limit): "its link would be \(length) characters long, more than \(limit)"
        case .noUniversalLinkHost: "the app has no universal-link host to write the link with"
        }
    }
}
