/// The app-wide unique name of a destination, such as `courses.detail`.
///
/// Names are how conflicts are reported at start-up, how the route table is listed and how
/// analytics can refer to screens without depending on Swift types. It lives with the link
/// machinery because a link names destinations: a matched link is a chain of them.
///
/// It is written in JSON as its name alone (`RawRepresentable`'s `Codable`).
public struct DestinationName: Hashable, Sendable, Codable, Comparable, RawRepresentable,
    ExpressibleByStringInterpolation, ExpressibleByStringLiteral, CustomStringConvertible
{
    /// The name as written in the declaration.
    public let rawValue: String

    /// The name `rawValue`; by convention `<feature>.<screen>` in lower camel case. A literal or
    /// an interpolation makes one too (`"courses.\(screen)"`).
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    public init(stringLiteral value: String) {
        self.init(rawValue: value)
    }

    public static func < (lhs: Self, rhs: Self) -> Bool {
        lhs.rawValue < rhs.rawValue
    }

    public var description: String { rawValue }
}
