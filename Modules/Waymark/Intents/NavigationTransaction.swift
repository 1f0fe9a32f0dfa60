/// Intents applied together, with the reason they are applied.
///
/// A transaction succeeds or fails as a whole: if any intent cannot be applied, the state stays
/// exactly as it was and no event is published.
public struct NavigationTransaction: Hashable, Sendable {
    /// The intents, applied in order to one working copy of the state.
    var intents: [NavigationIntent]
    /// Why the transaction happens; carried into the event for analytics and tests.
    var cause: TransitionCause
    /// The view on screen the user acted from (a popover's anchor, a card to zoom out of); it
    /// counts only for the user's own transactions. By default, the one the front end is running
    /// an action for (``PresentationSource/withSource(_:_:)``).
    var source: PresentationSource?
    /// Whether it takes screens holding unsaved work away without asking: the app saved the work
    /// or asked in its own way ("Post review" closing the review it posted). Otherwise such a
    /// transaction is held behind the question (``HeldExit``).
    public var discardsUnsavedWork: Bool

    public init(
        _ intents: [NavigationIntent], cause: TransitionCause = .user,
        from source: PresentationSource? = PresentationSource.acting, discardsUnsavedWork: Bool = false
    ) {
        self.intents = intents
        self.cause = cause
        self.source = source
        self.discardsUnsavedWork = discardsUnsavedWork
    }
}

/// Why the state changed.
public enum TransitionCause: Hashable, Sendable, CustomStringConvertible {
    /// The user acted on a screen (tapped, swiped back, selected a tab).
    case user
    /// A link from outside the app, as it arrived.
    case link(String)
    /// A push notification, by its payload type.
    case notification(String)
    /// A restored snapshot replaced the state.
    case restoration
    /// An access guard redirected navigation, for example to sign in.
    case accessGuard
    /// The user did something directly on screen that the UI already shows (see ``ScreenWrite``).
    case gesture(ScreenWrite)
    /// Another way iOS opens the app (Handoff, Spotlight, a quick action, a widget, an App
    /// Intent), with the link it brought.
    case entryPoint(EntryPoint, link: String)
    /// The app or one of its windows started: the first screen it shows, with no snapshot
    /// restored. Only a screen's arrival has it (``ArrivedScreen``); no transaction does.
    case launch
    /// A mode of the session was turned on or off (game-first mode), and the app showed what that
    /// means in each window (``NavigationSession/set(_:on:)``).
    case mode(SessionMode, on: Bool)

    /// Whether the request came from outside the app (a link or a notification): such requests
    /// replace held navigation, and may never reach an internal destination.
    public var isFromOutside: Bool {
        switch self {
        case .link, .notification, .entryPoint: true
        case .user, .restoration, .accessGuard, .gesture, .launch, .mode: false
        }
    }

    public var description: String {
        switch self {
        case .user: "user"
        case .link(let url): "link \(url)"
        case .notification(let type): "notification \(type)"
        case .restoration: "restoration"
        case .accessGuard: "access guard"
        case .gesture(let gesture): "gesture: \(gesture)"
        case .entryPoint(let source, let link): "\(source) \(link)"
        case .launch: "launch"
        case .mode(let mode, let on): "mode \(mode) \(on ? "on" : "off")"
        }
    }
}
