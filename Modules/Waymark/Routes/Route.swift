/// A value that identifies one screen a feature can show, with everything needed to show it.
///
/// Each feature declares its own route type, usually an enum with one case per destination, so the
/// app never grows one central destination enum. Routes are values: they are compared, hashed,
/// stored in stacks next to routes of other features (through ``AnyRoute``) and written into
/// restoration snapshots.
public protocol Route: Hashable, Codable, Sendable {
    /// The key under which values of this type are written into snapshots when their destination
    /// has no link (a route with a link is saved as its link).
    ///
    /// It must be unique across the app and must never change once shipped: a snapshot written by
    /// one version is read back by the next through this key, not through the Swift type name,
    /// which changes whenever a type is renamed or moved.
    static var typeKey: String { get }

    /// The registered destination this value belongs to.
    ///
    /// The registry looks up presentation, access and tab-bar policy through this name, so one
    /// route type can serve several destinations (`.detail`, `.compare`, ...).
    var destinationName: DestinationName { get }
}

/// The app-wide unique name of a destination, such as `courses.detail`.
///
/// Names are how conflicts are reported at start-up, how the route table is listed and how
/// analytics can refer to screens without depending on Swift types.
public struct DestinationName: Hashable, Sendable, Codable, Comparable, ExpressibleByStringInterpolation,
    ExpressibleByStringLiteral, CustomStringConvertible
{
    /// The name as written in the declaration.
    public let rawValue: String

    /// Creates a name; by convention `<feature>.<screen>` in lower camel case.
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

    public static func < (lhs: Self, rhs: Self) -> Bool {
        lhs.rawValue < rhs.rawValue
    }

    public var description: String { rawValue }
}
