import Waymark
import WaymarkPresentation

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
    /// Checks the arrivals `event` brought (the journal's entries numbered after `since`): only with
    /// the display settled, never the screen that arrived last; and that a settled display shows
    /// the screen that arrived last. (One event may bring two: a swipe no one reported ends as the
    /// user taps a tab, and both screens were seen.)
    func checkArrivals(after event: Event, since: Int) {
        let router = presenter.router
        let arrived = router.journal.entries.filter { $0.number > since }.compactMap(ArrivalKey.init)
        let settled =
            presenter.driver.inFlight == nil && presenter.driver.gesture == nil
            && presenter.displayed == DisplayedState(router.state)
        if !arrived.isEmpty, !settled { report("after \(event): \(arrived) arrived while the display had not settled") }
        for key in arrived {
            if key == lastArrived { report("after \(event): \(key) arrived again") }
            lastArrived = key
        }
        if settled, ArrivalKey(router.state) != lastArrived {
            report("after \(event): the display settled on \(ArrivalKey(router.state)), which never arrived")
        }
    }
}
