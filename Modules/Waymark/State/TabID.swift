/// The identifier of one tab of the app's tab bar, such as `search`.
///
/// The engine does not fix the tabs: the app lists them, in order, when it builds its registry.
///
/// It is written in JSON as its name alone, and a `[TabID: ...]` dictionary as an object keyed by
/// tab name (`RawRepresentable`'s `Codable` and `CodingKeyRepresentable`).
public struct TabID: Hashable, Sendable, RawRepresentable, ExpressibleByStringLiteral,
    CustomStringConvertible, Codable, CodingKeyRepresentable
{
    /// The tab's name as the app declared it.
    public let rawValue: String

    package init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    /// The tab named `rawValue`: what `RawRepresentable` asks for, which gives the tab its
    /// `Codable` form (a tab's name read from text).
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    public init(stringLiteral value: String) {
        self.init(value)
    }

    public var description: String { rawValue }
}

extension Sequence where Element == TabID {
    /// The tabs in the order of their names: how the engine lists tabs the app did not declare
    /// (a state's extra stacks), so that what it reports is the same from run to run.
    package func sortedByName() -> [TabID] {
        sorted { $0.rawValue < $1.rawValue }
    }
}
