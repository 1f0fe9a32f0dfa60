extension JournalEntry {
    /// The entry for a transition from `old` to `new`.
    ///
    /// `screenBefore` is the screen on top in `old` when the caller knows it (the router keeps the
    /// last one), so each transition reads the state for it once.
    init(
        number: Int, windowNumber: Int, eventNumber: Int?, cause: TransitionCause, from old: NavigationState,
        to new: NavigationState, screenBefore: VisibleScreen? = nil, notes: [JournalNote], registry: NavigationRegistry
    ) {
        self.init(
            number: number, windowNumber: windowNumber, eventNumber: eventNumber, cause: cause,
            screenBefore: screenBefore ?? VisibleScreen(old, registry: registry),
            screenAfter: VisibleScreen(new, registry: registry),
            changes: ScreenChanges(from: old, to: new, tabOrder: registry.tabs), notes: notes, notice: new.notice)
    }
}

extension VisibleScreen {
    /// The screen on top in `state`.
    package init(_ state: NavigationState, registry: NavigationRegistry) {
        if let route = state.topEntry?.route {
            self.init(destination: route.destinationName, tab: state.selectedTab, route: route)
        } else {
            let root =
                registry.rootDestination(of: state.selectedTab) ?? DestinationName(rawValue: state.selectedTab.rawValue)
            self.init(destination: root, tab: state.selectedTab, route: nil)
        }
    }
}
