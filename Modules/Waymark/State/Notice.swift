/// A short sentence for the user about something the engine did not do as asked: a link that
/// was rejected, content that is no longer available, a held link that was dropped.
///
/// Notices are part of the state, not side effects, so a test can assert them and the UI decides
/// how to show them (a toast, a banner, a line in the terminal).
public struct Notice: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The sentence to show.
    public var message: String

    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}

/// A link that is held until a condition is met, typically until the user signs in.
///
/// It is kept as the link text, not as a resolved state, so that it is resolved afresh when it is
/// replayed: the catalog or the user's access may have changed in between.
public struct PendingLink: Hashable, Sendable, Codable {
    /// The link as it arrived.
    public var url: String
    /// The access level the link needs before it can be applied.
    public var requiredAccess: AccessLevel

    public init(url: String, requiredAccess: AccessLevel) {
        self.url = url
        self.requiredAccess = requiredAccess
    }
}
