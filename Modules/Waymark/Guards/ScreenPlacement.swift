/// Every screen a state shows or remembers, each with the screen directly under it.
///
/// The access rules are about places: an internal destination may only stand directly above a
/// screen that leads to it, and a destination that lives inside modals never stands on a tab's
/// stack. Walking the state in one order, the one a user sees it in, gives every rule the same
/// view and makes "the first screen that breaks a rule" well defined.
struct ScreenPlacement {
    /// Where a screen stands.
    enum Place: Equatable {
        /// On a tab's stack, at this position from the bottom.
        case tab(TabID, position: Int)
        /// The root of modal layer `layer`, or a screen of its path (`position` from 0 = root).
        case layer(Int, position: Int)
        /// In the remembered modals or the stack they were left from.
        case returnPoint
    }

    let route: AnyRoute
    /// The destination directly under it (a tab root, the screen below on the stack, or the top
    /// of what a modal covers); `nil` over a tab with no registered root.
    let under: DestinationName?
    let place: Place

    /// The screens of `state` in the order a user meets them: the selected tab's stack, the modal
    /// layers bottom first, the other tabs' stacks, then the remembered modals and their stack.
    static func all(in state: NavigationState, registry: NavigationRegistry) -> [ScreenPlacement] {
        var placements: [ScreenPlacement] = []
        func stack(_ tab: TabID, _ routes: [AnyRoute], place: (Int) -> Place) -> DestinationName? {
            var under = registry.rootDestination(of: tab)
            for (position, route) in routes.enumerated() {
                placements.append(ScreenPlacement(route: route, under: under, place: place(position)))
                under = route.destinationName
            }
            return under
        }
        func layers(_ layers: [ModalLayer], over top: DestinationName?, place: (Int, Int) -> Place) {
            var under = top
            for (index, layer) in layers.enumerated() {
                for (position, route) in layer.stack.enumerated() {
                    placements.append(ScreenPlacement(route: route, under: under, place: place(index, position)))
                    under = route.destinationName
                }
            }
        }
        let selected = state.selectedTab
        let top = stack(selected, state.stack(of: selected)) { .tab(selected, position: $0) }
        layers(state.modals, over: top) { .layer($0, position: $1) }
        for tab in registry.tabs where tab != selected {
            _ = stack(tab, state.stack(of: tab)) { .tab(tab, position: $0) }
        }
        if let point = state.returnPoint {
            let top = stack(point.tab, point.stack) { _ in .returnPoint }
            layers(point.layers, over: top) { _, _ in .returnPoint }
        }
        return placements
    }

    /// Why `destination` may not stand here, if it may not.
    func misplacement(of destination: Destination) -> NavigationError? {
        let onTab = if case .tab = place { true } else { false }
        return Self.misplacement(of: destination, under: under, onTab: onTab)
    }

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
    /// Checks the places of every screen in `state`: no destination that lives inside modals on
    /// a tab's stack, and no internal destination except directly above a screen that leads to it.
    func checkPlacement(_ state: NavigationState) throws(NavigationError) {
        for placement in ScreenPlacement.all(in: state, registry: self) {
            guard let destination = destination(for: placement.route) else { continue }
            if let error = placement.misplacement(of: destination) { throw error }
        }
    }

    /// The requirements of `destination` that `met` lacks, in declared order.
    public func unmetRequirements(of destination: Destination, met: Set<Requirement>) -> [Requirement] {
        destination.requirements.filter { !met.contains($0) }
    }

    /// The first screen of `state` (in the order a user meets them) that needs what `met` lacks,
    /// with what it lacks; `nil` when the user may see all of it.
    public func firstUnmetRequirements(
        in state: NavigationState, met: Set<Requirement>
    ) -> (route: AnyRoute, requirements: [Requirement])? {
        for placement in ScreenPlacement.all(in: state, registry: self) {
            guard let destination = destination(for: placement.route) else { continue }
            let unmet = unmetRequirements(of: destination, met: met)
            if !unmet.isEmpty { return (placement.route, unmet) }
        }
        return nil
    }
}
