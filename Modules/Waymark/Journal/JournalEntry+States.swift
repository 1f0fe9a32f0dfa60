extension JournalEntry {
    /// The entry for a transition from `old` to `new`: the screens on top of each, and the screens
    /// that came and went, stack by stack.
    init(
        number: Int, eventNumber: Int?, cause: TransitionCause, from old: NavigationState, to new: NavigationState,
        notes: [JournalNote], registry: NavigationRegistry
    ) {
        var shown: [AnyRoute] = []
        var left: [AnyRoute] = []
        if old.stacks != new.stacks {
            // In tab-bar order, so that entries compare equal run after run.
            let others = Set(old.stacks.keys).union(new.stacks.keys).subtracting(registry.tabs).sorted()
            for tab in registry.tabs + others {
                Self.compare(old.stack(of: tab), new.stack(of: tab), shown: &shown, left: &left)
            }
        }
        if old.modals != new.modals {
            for index in 0..<max(old.modals.count, new.modals.count) {
                let before = index < old.modals.count ? old.modals[index] : nil
                let after = index < new.modals.count ? new.modals[index] : nil
                if let before, let after, before.root == after.root {
                    Self.compare(before.path, after.path, shown: &shown, left: &left)
                } else {
                    left += before?.stack ?? []
                    shown += after?.stack ?? []
                }
            }
        }
        self.init(
            number: number, eventNumber: eventNumber, cause: cause, screenBefore: VisibleScreen(old, registry: registry),
            screenAfter: VisibleScreen(new, registry: registry), shown: shown, left: left, notes: notes,
            notice: new.notice)
    }

    /// Adds what differs above the two stacks' common bottom.
    private static func compare(
        _ old: [AnyRoute], _ new: [AnyRoute], shown: inout [AnyRoute], left: inout [AnyRoute]
    ) {
        guard old != new else { return }
        var common = 0
        while common < old.count, common < new.count, old[common] == new[common] {
            common += 1
        }
        left += old[common...]
        shown += new[common...]
    }
}

extension VisibleScreen {
    /// The screen on top in `state`.
    init(_ state: NavigationState, registry: NavigationRegistry) {
        if let route = state.topRoute {
            self.init(destination: route.destinationName, tab: state.selectedTab, route: route)
        } else {
            let root = registry.rootDestination(of: state.selectedTab) ?? DestinationName(state.selectedTab.rawValue)
            self.init(destination: root, tab: state.selectedTab, route: nil)
        }
    }
}
