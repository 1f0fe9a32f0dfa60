/// The identifier of one tab of the app's tab bar, such as `search`.
///
/// The engine does not fix the tabs: the app lists them, in order, when it builds its registry.
public struct TabID: Hashable, Sendable, Comparable, ExpressibleByStringLiteral,
    CustomStringConvertible, Codable, CodingKeyRepresentable
{
    /// The tab's name as the app declared it.
    public let rawValue: String

    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    public init(stringLiteral value: String) {
        self.init(value)
    }

    public init(from decoder: any Decoder) throws {
        self.init(try decoder.singleValueContainer().decode(String.self))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    /// Lets a `[TabID: ...]` dictionary encode as a JSON object keyed by tab name.
    public var codingKey: any CodingKey {
        TabCodingKey(stringValue: rawValue)
    }

    public init?<T: CodingKey>(codingKey: T) {
        self.init(codingKey.stringValue)
    }

    public static func < (lhs: Self, rhs: Self) -> Bool {
        lhs.rawValue < rhs.rawValue
    }

    public var description: String { rawValue }
}

private struct TabCodingKey: CodingKey {
    let stringValue: String
    var intValue: Int? { nil }

    init(stringValue: String) {
        self.stringValue = stringValue
    }

    init?(intValue: Int) {
        nil
    }
}
