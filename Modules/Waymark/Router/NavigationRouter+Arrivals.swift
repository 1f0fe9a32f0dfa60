/// A screen that arrived on display: the screen on top once the plan that brought it played its
/// last update with no finger down (docs/presentation.md, "Arrival"). A front end of any kind
/// moves accessibility focus and logs its screen views from these, never from transactions,
/// which the user may never see (a plan replaced mid-way, a gesture cancelled).
///
/// Every scene reports its first screen once it starts (``TransitionCause/launch``, or
/// ``TransitionCause/restoration`` for a restored snapshot), then each other screen that comes on
/// top: the same entry staying on top arrives once only. Hear them with
/// ``NavigationRouter/observeArrivals(_:)``; analytics take ``ScreenViewEvent``, the same arrival
/// without its link or unreported values.
public struct ArrivedScreen: Hashable, Sendable {
    /// The screen on top.
    public let screen: VisibleScreen
    /// Its entry: the identity the state gives that screen while it stays (`nil` for a tab's
    /// root, which is no entry). The same route pushed twice is two entries.
    public let entry: EntryID?
    /// Its canonical link, as the registry writes it for the route; `nil` for a tab's root
    /// and a screen without one.
    public let link: String?
    /// The cause of the transaction that brought it: ``TransitionCause/launch`` for a scene's
    /// first screen when nothing was restored.
    public let cause: TransitionCause
    /// The screen that arrived before it in this scene; `nil` for the scene's first.
    public let referrer: VisibleScreen?
    /// How many updates the UI applied since the display last settled: 0 when the screen was
    /// already shown as the scene started.
    public let updates: Int

    package init(
        screen: VisibleScreen, entry: EntryID?, link: String?, cause: TransitionCause, referrer: VisibleScreen?,
        updates: Int
    ) {
        self.screen = screen
        self.entry = entry
        self.link = link
        self.cause = cause
        self.referrer = referrer
        self.updates = updates
    }
}

extension NavigationRouter {
    /// Calls `handler` with every screen view from now on: one for each screen that arrives on this
    /// window's display, in order, once the plan that brings it has played (a router no presenter
    /// shows has none). Register one observer where the app makes each window, never one per
    /// feature, and forward its views to an analytics SDK (docs/journal.md shows it in a few
    /// lines); stop with ``cancel(_:)``.
    @discardableResult
    public func observeScreenViews(_ handler: @escaping @MainActor (ScreenViewEvent) -> Void) -> EventSubscription {
        observeArrivals { [registry] arrival in handler(ScreenViewEvent(arrival, registry: registry)) }
    }

    /// Calls `handler` with every screen that arrives on this window's display from now on, in
    /// order, each once (a router no presenter shows has none): what a front end of any kind
    /// moves accessibility focus or announces on. Stop with ``cancel(_:)``.
    @discardableResult
    public func observeArrivals(_ handler: @escaping @MainActor (ArrivedScreen) -> Void) -> EventSubscription {
        nextObserverID += 1
        arrivalObservers.append((nextObserverID, handler))
        return EventSubscription(id: nextObserverID)
    }

    /// The presenter saw `arrival` on display: the journal records it beside the transactions,
    /// and every arrival observer hears of it.
    package func recordArrival(_ arrival: ArrivedScreen) {
        if journal.isRecording {
            journal.append(
                JournalEntry(
                    number: journal.nextNumber, windowNumber: windowNumber, eventNumber: nil, cause: arrival.cause,
                    screenBefore: arrival.referrer ?? arrival.screen, screenAfter: arrival.screen, changes: .none,
                    notes: [.arrived(arrival)], notice: nil))
        }
        for observer in arrivalObservers {
            observer.handler(arrival)
        }
    }
}
