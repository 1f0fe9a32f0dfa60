@_spi(FrontEnd) import Waymark
@_spi(FrontEnd) import WaymarkPresentation

/// A screen on top as an arrival names it: its entry, or its tab for a tab's root (no entry).
struct ArrivalKey: Equatable, CustomStringConvertible {
    let entry: EntryID?
    let tab: TabID?

    /// The screen on top of `state`.
    init(_ state: NavigationState) {
        entry = state.topEntry?.id
        tab = entry == nil ? state.selectedTab : nil
    }

    /// The screen `arrival` reports.
    init?(_ arrival: JournalEntry) {
        guard let arrived = arrival.arrival else { return nil }
        entry = arrived.entry
        tab = arrived.entry == nil ? arrival.screenAfter.tab : nil
    }

    var description: String { entry.map(\.description) ?? "the root of '\(tab?.rawValue ?? "")'" }
}

extension TransitionReplay {
    /// Whether nothing is under way (no update, no gesture) and the screen shows the state.
    private var isSettled: Bool {
        presenter.driver.inFlight == nil && presenter.driver.gesture == nil
            && presenter.displayed == DisplayedState(presenter.router.state)
    }

    /// The event being played, as a violation names it.
    private var currentEvent: String { screen.current.map(String.init(describing:)) ?? "the start" }

    /// A screen arrived: the display must have settled, now.
    func checkSettled() {
        if !isSettled { report("a screen arrived while the display had not settled (during \(currentEvent))") }
    }

    /// Checks the arrivals `event` brought (the journal's entries numbered after `since`): never
    /// the screen that arrived last; and that a settled display shows the screen that arrived
    /// last. (One event may bring two: a swipe no one reported ends as the user writes another
    /// path, and the user saw both screens.)
    func checkArrivals(after event: Event, since: Int) {
        let router = presenter.router
        for key in router.journal.entries.filter({ $0.number > since }).compactMap(ArrivalKey.init) {
            if key == lastArrived { report("after \(event): \(key) arrived again") }
            lastArrived = key
        }
        if isSettled, ArrivalKey(router.state) != lastArrived {
            report("after \(event): the display settled on \(ArrivalKey(router.state)), which never arrived")
        }
    }
}
