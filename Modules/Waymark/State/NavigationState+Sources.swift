extension NavigationState {
    /// Keeps ``tabBeforeSearch`` true after a transition from `previous`: the tab selected before
    /// `searchTab` while it is selected, nothing otherwise. Every way the selection changes (an
    /// intent, the user's tap, a link) passes here, so the search tab remembers whichever it was.
    mutating func rememberTabBeforeSearch(after previous: NavigationState, searchTab: TabID?) {
        guard let searchTab, selectedTab == searchTab else {
            tabBeforeSearch = nil
            return
        }
        if previous.selectedTab != searchTab { tabBeforeSearch = previous.selectedTab }
    }

    /// Forgets the tab to go back to from search once search is not what is shown, or that tab is
    /// no longer one to go back to (it is the one shown, or gone): whatever state a router is
    /// given, not only one its intents made.
    mutating func forgetTabBeforeSearch(unlessStillOn searchTab: TabID?) {
        if let before = tabBeforeSearch, selectedTab != searchTab || before == selectedTab || stacks[before] == nil {
            tabBeforeSearch = nil
        }
    }

    /// Gives each popover the view it was opened from while that view's screen stays beneath it,
    /// after a transition from `previous` that the user started from `source`.
    ///
    /// A layer that stays where it was keeps its source while the screen below it is the same entry
    /// (a restoration excepted: what it restores comes from no view);
    /// one that arrives from the return point keeps its own. A popover the transition presents gets
    /// `source` when it stands directly over the screen the user acted on (the one on top in
    /// `previous`): a source the transaction named elsewhere (pushed over first) is not on screen
    /// beneath it. A layer is the same one in both states when its root is the same entry.
    mutating func anchorSources(
        after previous: NavigationState, source: PresentationSource?, isRestoration: Bool = false
    ) {
        // Most transitions have no layer: nothing to walk on the transaction's path.
        guard !modals.isEmpty else { return }
        var source = source
        let actedOn = previous.placeOnTop
        for index in modals.indices {
            let below = place(below: index)
            let root = modals[index].rootEntry.id
            if let before = previous.modals.firstIndex(where: { $0.rootEntry.id == root }) {
                if previous.place(below: before) != below {
                    modals[index].source = nil
                } else if modals[index].source == nil, !isRestoration, previous.modals.indices.contains(before) {
                    // A state made anew from this one (sign-out's pruning) keeps the anchor too.
                    modals[index].source = previous.modals[before].source
                }
            } else if modals[index].source == nil, modals[index].style == .popover, let given = source, below == actedOn
            {
                modals[index].source = given
                source = nil
            }
        }
    }

    /// Where a screen stands: a tab's root, which is no entry, or an entry.
    private enum Place: Equatable {
        case root(TabID)
        case entry(EntryID?)
    }

    /// The screen directly below layer `index`.
    private func place(below index: Int) -> Place {
        guard index > 0 else {
            return stacks[selectedTab]?.last.map { .entry($0.id) } ?? .root(selectedTab)
        }
        return .entry(modals.indices.contains(index - 1) ? modals[index - 1].entries.last?.id : nil)
    }

    /// The screen on top.
    private var placeOnTop: Place {
        modals.isEmpty ? place(below: 0) : .entry(modals.last?.entries.last?.id)
    }
}

extension NavigationRegistry {
    /// The tab dismissing the search shows in `state`: the tab selected before the search tab, or
    /// the first other tab when none is remembered (a state restored or replaced with search
    /// selected); `nil` when the search
    /// tab is not selected, or this platform gives tabs no roles. The one rule of
    /// ``NavigationIntent/closeSearch`` and of a UI whose system selected that tab itself.
    @_spi(FrontEnd) public func tabClosingSearch(in state: NavigationState) -> TabID? {
        guard let search = searchTab, state.selectedTab == search else { return nil }
        return state.tabBeforeSearch ?? tabs.first { $0 != search }
    }
}
