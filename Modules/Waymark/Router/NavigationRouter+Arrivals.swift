/// A screen that arrived on display, as the presenter saw it: the screen on top once the plan that
/// brought it played its last update with no finger down (docs/presentation.md, "Arrival").
package struct ArrivedScreen: Hashable, Sendable {
    /// The screen on top.
    package let screen: VisibleScreen
    /// Its entry; `nil` for a tab's root, which is no entry.
    package let entry: EntryID?
    /// The cause of the transaction that brought it.
    package let cause: TransitionCause
    /// The screen that arrived before it.
    package let referrer: VisibleScreen
    /// How many updates the UI applied since the display last settled.
    package let updates: Int

    package init(
        screen: VisibleScreen, entry: EntryID?, cause: TransitionCause, referrer: VisibleScreen, updates: Int
    ) {
        self.screen = screen
        self.entry = entry
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
        nextObserverID += 1
        screenViewObservers.append((nextObserverID, handler))
        return EventSubscription(id: nextObserverID)
    }

    /// The presenter saw `arrival` on display: the journal records it beside the transactions,
    /// and every screen-view observer hears of it.
    package func recordArrival(_ arrival: ArrivedScreen) {
        if journal.isRecording {
            journal.append(
                JournalEntry(
                    number: journal.nextNumber, windowNumber: windowNumber, eventNumber: nil, cause: arrival.cause,
                    screenBefore: arrival.referrer, screenAfter: arrival.screen, changes: .none,
                    notes: [.arrived(entry: arrival.entry, updates: arrival.updates)], notice: nil))
        }
        guard !screenViewObservers.isEmpty else { return }
        let view = ScreenViewEvent(from: arrival.referrer, to: arrival.screen, cause: arrival.cause, registry: registry)
        for observer in screenViewObservers {
            observer.handler(view)
        }
    }
}
