/// A screen the user came to, as analytics counts it: which destination, which one before it, and
/// how they got there.
///
/// One is made for each screen that arrives on display (``ArrivedScreen``), the first screen of a
/// launch too:
/// once the plan that brings it has played its last update with no finger down, never for a
/// transaction whose screen the user never saw (a plan replaced mid-way, a gesture cancelled).
///
/// It carries no route values but those the destination's feature marked safe to report
/// (``DestinationDeclaration/Case/reportable(_:)``), and no link text, so forwarding every screen view
/// to an analytics SDK leaks no identifier by default. Subscribe with
/// ``NavigationRouter/observeScreenViews(_:)``; a view is made from the same
/// ``VisibleScreen``s a ``JournalEntry`` records.
public struct ScreenViewEvent: Hashable, Sendable {
    /// How the user came to the screen, without the link or values that brought them.
    public enum Arrival: String, Hashable, Sendable, CaseIterable {
        /// They tapped, or chose a tab, in the app.
        case tap
        /// A link from outside the app.
        case link
        /// A push notification.
        case notification
        /// A gesture the UI had already shown (a swipe back, a sheet swiped down).
        case gesture
        /// The app restored where they were.
        case restoration
        /// The app showed it on its own: the screen that asks the user to sign in, or what is left
        /// when sign-out takes screens away or held navigation cannot complete. (Held navigation
        /// that completes arrives as it was asked: a tap, a link.)
        case accessGuard
        /// Handoff, from another device or a web page.
        case handoff
        /// A Spotlight result.
        case spotlight
        /// A Home Screen quick action.
        case quickAction
        /// A widget or a Live Activity.
        case widget
        /// An App Intent: Shortcuts, Siri, the Action button.
        case appIntent
        /// The app or a window started, and this is its first screen (nothing was restored).
        case launch
        /// A mode of the app was turned on or off (game-first mode) and showed this screen.
        case mode
    }

    /// The destination shown.
    public let destination: DestinationName
    /// The destination that arrived before it; `nil` for the first screen of a scene (a launch,
    /// a restored session), a funnel's landing screen.
    public let previous: DestinationName?
    /// How the user got there.
    public let arrival: Arrival
    /// The tab selected under it.
    public let tab: TabID
    /// The route's values its feature declared safe to report; empty unless it declared some.
    public let values: [String: String]

    init(
        destination: DestinationName, previous: DestinationName?, arrival: Arrival, tab: TabID,
        values: [String: String]
    ) {
        self.destination = destination
        self.previous = previous
        self.arrival = arrival
        self.tab = tab
        self.values = values
    }

    /// The screen view a journal entry records, or `nil` when it records no arrival.
    init?(_ entry: JournalEntry, registry: NavigationRegistry) {
        guard let arrival = entry.arrival else { return nil }
        self.init(arrival, registry: registry)
    }

    /// The screen view of `arrival`: its link and unreported values left out.
    init(_ arrival: ArrivedScreen, registry: NavigationRegistry) {
        let screen = arrival.screen
        let values = screen.route.flatMap { route in registry.reportedValues[route.destinationName]?(route) } ?? [:]
        self.init(
            destination: screen.destination, previous: arrival.referrer?.destination, arrival: Arrival(arrival.cause),
            tab: screen.tab, values: values)
    }
}

extension ScreenViewEvent.Arrival {
    /// How a transaction of `cause` brought the user.
    init(_ cause: TransitionCause) {
        switch cause {
        case .user: self = .tap
        case .link: self = .link
        case .notification: self = .notification
        case .gesture: self = .gesture
        case .restoration: self = .restoration
        case .accessGuard: self = .accessGuard
        case .launch: self = .launch
        case .mode: self = .mode
        case .entryPoint(let source, _):
            self =
                switch source {
                case .handoff: .handoff
                case .spotlight: .spotlight
                case .quickAction: .quickAction
                case .widget: .widget
                case .appIntent: .appIntent
                }
        }
    }
}
