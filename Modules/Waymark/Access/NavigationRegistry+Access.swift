/// The rules about where a screen may stand, and the walk over a state that applies them.
///
/// The access rules are about places: an internal destination may only stand directly above a
/// screen that leads to it, and a destination that lives inside modals never stands on a tab's
/// stack. Walking the state in one order, the one a user meets it in, gives every rule the same
/// view and makes "the first screen that breaks a rule" well defined.
enum ScreenPlacement {
    /// Why `destination` may not stand directly above `under` (on a tab's stack when `onTab`).
    static func misplacement(of destination: Destination, under: DestinationName?, onTab: Bool) -> NavigationError? {
        if onTab, destination.presentation == .pushInModal {
            return .modalOnly(destination.name)
        }
        if destination.isInternal, !(under.map(destination.entries.contains) ?? false) {
            return .unreachable(destination.name)
        }
        return nil
    }
}

extension NavigationRegistry {
    /// Calls `visit` with every screen `state` shows or remembers, with the destination directly
    /// under it (a tab root, the screen below on the stack, or the top of what a modal covers;
    /// `nil` over a tab with no registered root) and whether it stands on a tab's stack, in the
    /// order a user meets them: the selected tab's stack, the modal layers bottom first, the other
    /// tabs' stacks, then the remembered modals and the stack they were left from. Stops when
    /// `visit` returns `false`. It allocates nothing.
    ///
    /// With `baseline`, a state known to follow the rules, parts equal to the baseline's and
    /// standing on the same screen are skipped: a transaction pays for what it changed, not for
    /// every stack of the app. (Comparing an untouched stack costs nothing: it still shares its
    /// storage with the baseline's.)
    func walkScreens(
        in state: NavigationState, unchangedFrom baseline: NavigationState? = nil,
        _ visit: (_ route: AnyRoute, _ under: DestinationName?, _ onTab: Bool) -> Bool
    ) {
        func stack(_ entries: [StackEntry], of tab: TabID, skip: Bool) -> (top: DestinationName?, go: Bool) {
            if skip { return (entries.last?.route.destinationName ?? rootDestination(of: tab), true) }
            var under = rootDestination(of: tab)
            for entry in entries {
                guard visit(entry.route, under, true) else { return (under, false) }
                under = entry.route.destinationName
            }
            return (under, true)
        }
        func stack(_ routes: [AnyRoute], of tab: TabID) -> (top: DestinationName?, go: Bool) {
            var under = rootDestination(of: tab)
            for route in routes {
                guard visit(route, under, true) else { return (under, false) }
                under = route.destinationName
            }
            return (under, true)
        }
        func layers(_ layers: [ModalLayer], over top: DestinationName?) -> Bool {
            var under = top
            for layer in layers {
                guard visit(layer.root, under, false) else { return false }
                under = layer.root.destinationName
                for entry in layer.pathEntries {
                    guard visit(entry.route, under, false) else { return false }
                    under = entry.route.destinationName
                }
            }
            return true
        }
        let tab = state.selectedTab
        let selectedStack = state.stacks[tab] ?? []
        let sameSelected = baseline.map { $0.selectedTab == tab && $0.stacks[tab] == selectedStack } ?? false
        let selected = stack(selectedStack, of: tab, skip: sameSelected)
        guard selected.go else { return }
        if !(sameSelected && baseline?.modals == state.modals) {
            guard layers(state.modals, over: selected.top) else { return }
        }
        // Which other tabs changed, from one pass over the stacks (no lookup of a tab that did
        // not), then walked in tab-bar order, so the first screen found is always the same one.
        var changed = 0
        for (other, entries) in state.stacks where other != tab && baseline?.stacks[other] != entries {
            changed += 1
        }
        if changed > 0 {
            for other in tabs where other != tab {
                let entries = state.stacks[other] ?? []
                if baseline?.stacks[other] == entries { continue }
                guard stack(entries, of: other, skip: false).go else { return }
            }
        }
        if let point = state.returnPoint, baseline?.returnPoint != point {
            let left = stack(point.stack, of: point.tab)
            guard left.go else { return }
            _ = layers(point.layers, over: left.top)
        }
    }

    /// Checks the places of every screen in `state`: no destination that lives inside modals on
    /// a tab's stack, and no internal destination except directly above a screen that leads to it.
    func checkPlacement(_ state: NavigationState) throws(NavigationError) {
        if let error = check(state, met: nil, unchangedFrom: nil).misplacement { throw error }
    }

    /// In one walk over what differs from `baseline` (a state known to follow the rules and to
    /// show only what `met` allows): the first screen standing where it may not, and, given
    /// `met`, the first screen needing what it lacks.
    func check(
        _ state: NavigationState, met: Set<Requirement>?, unchangedFrom baseline: NavigationState?
    ) -> (misplacement: NavigationError?, unmet: (route: AnyRoute, requirements: [Requirement])?) {
        let checksPlaces = hasPlacementRules
        let checksRequirements = hasRequirements && met != nil
        guard checksPlaces || checksRequirements else { return (nil, nil) }
        var misplacement: NavigationError?
        var unmet: (route: AnyRoute, requirements: [Requirement])?
        walkScreens(in: state, unchangedFrom: baseline) { route, under, onTab in
            guard let destination = destination(for: route) else { return true }
            if checksPlaces, misplacement == nil {
                misplacement = ScreenPlacement.misplacement(of: destination, under: under, onTab: onTab)
            }
            if checksRequirements, unmet == nil, let met, !destination.requirements.isEmpty {
                let lacking = unmetRequirements(of: destination, met: met)
                if !lacking.isEmpty { unmet = (route, lacking) }
            }
            return misplacement == nil && (!checksRequirements || unmet == nil)
        }
        return (misplacement, unmet)
    }

    /// The requirements of `destination` that `met` lacks, in declared order.
    func unmetRequirements(of destination: Destination, met: Set<Requirement>) -> [Requirement] {
        destination.requirements.filter { !met.contains($0) }
    }

    /// The first screen of `state` (in the order a user meets them) that needs what `met` lacks,
    /// with what it lacks; `nil` when the user may see all of it.
    func firstUnmetRequirements(
        in state: NavigationState, met: Set<Requirement>
    ) -> (route: AnyRoute, requirements: [Requirement])? {
        check(state, met: met, unchangedFrom: nil).unmet
    }
}
