/// What the user should be told about navigation that did not happen as asked.
///
/// The engine reports a typed reason, never a sentence: an app turns each reason into its own
/// words (and can localize them), so no internal name, parameter type or raw link text reaches a
/// user by accident. A notice belongs to the state produced by the transaction that caused it:
/// the next transaction clears it unless it sets its own, and snapshots never store it.
public enum Notice: Hashable, Sendable {
    /// A link or notification named content that is no longer there, of this kind.
    case contentMissing(ContentKind)
    /// A link or notification was refused, for this reason.
    case linkRejected(LinkRejection)
    /// Navigation is held until the user meets the requirement (the screen that meets it is shown).
    case heldForRequirement(Requirement)
    /// The user closed the screen that meets the requirement; the held navigation was dropped.
    case heldNavigationCancelled(Requirement)
    /// The user no longer meets this requirement (they signed out) while navigation was held; it
    /// was dropped with the screens that needed it.
    case heldNavigationRevoked(Requirement)
    /// The user kept editing when a link, a notification or another way in would have discarded
    /// their unsaved work: it was not opened.
    case keptEditing
    /// A notice of the app's own, which the app words from its code.
    case app(AppNotice)
}

/// The kind of content a destination shows, such as `course`: what a missing-content notice is
/// about. Features declare it with ``DestinationDeclaration/Case/requiresContent(_:exists:)``; the app
/// words it.
public struct ContentKind: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The kind's name as the feature declared it.
    public let rawValue: String

    init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    public init(stringLiteral value: String) {
        self.init(value)
    }

    public var description: String { rawValue }
}

/// A notice an app defines for its own events ("added to your shortlist"): a code the app words,
/// and details the wording may use.
public struct AppNotice: Hashable, Sendable {
    /// What happened, in the app's own vocabulary.
    public let code: String
    /// Values the wording may show (a file's path, a count).
    public let details: [String]

    public init(_ code: String, details: [String] = []) {
        self.code = code
        self.details = details
    }
}
