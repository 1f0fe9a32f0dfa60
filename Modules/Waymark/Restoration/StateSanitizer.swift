/// Turns a draft into a state the registry accepts, keeping every part that is still valid.
///
/// The rules, the same for restoration and for filtering a live state:
/// - a stack is cut before its first bad entry (screens above a missing one make no sense alone);
/// - a modal layer with a bad root is dismissed together with the layers above it;
/// - tabs the app no longer has are dropped, tabs it gained start empty, and an unknown selected
///   tab falls back to the first tab;
/// - remembered modals with any bad entry are forgotten;
/// - every entry kept keeps the identity the draft gives it, where that is valid
///   (``SavedIdentities/identify(_:)``).
///
/// An entry is bad when it does not decode, is not registered, does not fit its kind of place (a
/// sheet on a stack), stands where it may not (a destination that lives inside modals on a tab's
/// stack, an internal destination not directly above a screen that leads to it), or is refused by
/// the caller's filter (what the user may not see).
struct StateSanitizer {
    let registry: NavigationRegistry
    /// Which destinations may stay; `nil` keeps every registered one.
    let isAllowed: ((Destination) -> Bool)?

    func sanitize(_ draft: StateDraft) -> (state: NavigationState, repairs: [StateRepair]) {
        var repairs: [StateRepair] = []

        var stacks: [TabID: [AnyRoute]] = [:]
        for tab in registry.tabs {
            let (routes, cut) = keepValidPrefix(
                of: draft.stacks[tab] ?? [], under: registry.rootDestination(of: tab), onTab: true)
            stacks[tab] = routes
            if let cut {
                repairs.append(.stackCut(.tab(tab), position: cut.position, removed: cut.removed, reason: cut.reason))
            }
        }
        for tab in draft.stacks.keys.sortedByName() where stacks[tab] == nil {
            repairs.append(.tabDropped(tab))
        }

        var selectedTab = draft.selectedTab
        if stacks[selectedTab] == nil, let first = registry.tabs.first {
            repairs.append(.selectedTabReplaced(selectedTab, by: first))
            selectedTab = first
        }

        let (modals, modalRepairs) = keepValidLayers(
            draft.modals, over: top(of: selectedTab, stacks[selectedTab] ?? []))
        repairs += modalRepairs

        var returnPoint: ModalReturnPoint?
        if let point = draft.returnPoint {
            switch restoreReturnPoint(point) {
            case .success(let restored): returnPoint = restored
            case .failure(let reason): repairs.append(.returnPointDropped(reason))
            }
        }

        var state = NavigationState(selectedTab: selectedTab, stacks: stacks, modals: modals, returnPoint: returnPoint)
        // Each entry kept where it was keeps its identity; before the return point settles, as saved.
        (draft.entries ?? SavedIdentities()).identify(&state)
        // The tab to go back to after search, only while search is what is shown.
        if let before = draft.tabBeforeSearch, selectedTab == registry.searchTab, before != selectedTab,
            stacks[before] != nil
        {
            state.tabBeforeSearch = before
        }
        state.settleReturnPoint()
        return (state, repairs)
    }

    /// The destination on top of `tab` when its stack is `stack`.
    private func top(of tab: TabID, _ stack: [AnyRoute]) -> DestinationName? {
        stack.last?.destinationName ?? registry.rootDestination(of: tab)
    }

    // MARK: - Entries

    /// The entry's route if it may stand directly above `under` (on a tab's stack when `onTab`),
    /// as a screen pushed (`pushed`) or as a modal's root.
    private func check(
        _ entry: StateDraft.Entry, under: DestinationName?, onTab: Bool, pushed: Bool
    ) -> Result<(route: AnyRoute, destination: Destination), DropReason> {
        entry.flatMap { route in
            let destination: Destination
            do throws(NavigationError) {
                destination =
                    pushed ? try registry.checkPushable(route) : try registry.checkPresentable(route).destination
            } catch {
                return .failure(.invalid(error))
            }
            if let error = ScreenPlacement.misplacement(of: destination, under: under, onTab: onTab) {
                return .failure(.invalid(error))
            }
            if let isAllowed, !isAllowed(destination) {
                return .failure(.notAllowed(destination.name))
            }
            return .success((route, destination))
        }
    }

    private func keepValidPrefix(
        of entries: [StateDraft.Entry], under root: DestinationName?, onTab: Bool
    ) -> ([AnyRoute], (position: Int, removed: Int, reason: DropReason)?) {
        var routes: [AnyRoute] = []
        var under = root
        for (position, entry) in entries.enumerated() {
            switch check(entry, under: under, onTab: onTab, pushed: true) {
            case .success(let (route, _)):
                routes.append(route)
                under = route.destinationName
            case .failure(let reason):
                return (routes, (position, entries.count - position, reason))
            }
        }
        return (routes, nil)
    }

    // MARK: - Layers

    private func keepValidLayers(_ drafts: [StateDraft.Layer], over top: DestinationName?) -> (
        [ModalLayer], [StateRepair]
    ) {
        var layers: [ModalLayer] = []
        var repairs: [StateRepair] = []
        var under = top
        for (index, draft) in drafts.enumerated() {
            switch check(draft.root, under: under, onTab: false, pushed: false) {
            case .failure(let reason):
                repairs.append(.modalsDismissed(fromIndex: index, removed: drafts.count - index, reason: reason))
                return (layers, repairs)
            case .success(let (root, destination)):
                let (path, cut) = keepValidPrefix(of: draft.path, under: destination.name, onTab: false)
                if let cut {
                    repairs.append(
                        .stackCut(.layer(index), position: cut.position + 1, removed: cut.removed, reason: cut.reason))
                }
                // A size the destination no longer declares gives way to the first it does.
                let detent = draft.detent.flatMap { destination.detents.contains($0) ? $0 : nil }
                let layer = ModalLayer(
                    style: destination.presentation.modalStyle ?? .sheet, root: root, path: path,
                    detent: detent ?? destination.detents.first)
                layers.append(layer)
                under = layer.top.destinationName
            }
        }
        return (layers, repairs)
    }

    private func restoreReturnPoint(_ draft: StateDraft.ReturnPoint) -> Result<ModalReturnPoint, DropReason> {
        guard registry.tabs.contains(draft.tab) else { return .failure(.invalid(.unknownTab(draft.tab))) }
        let (stack, stackCut) = keepValidPrefix(
            of: draft.stack, under: registry.rootDestination(of: draft.tab), onTab: true)
        if let stackCut { return .failure(stackCut.reason) }
        let (layers, layerRepairs) = keepValidLayers(draft.layers, over: top(of: draft.tab, stack))
        for repair in layerRepairs {
            switch repair {
            case .stackCut(_, _, _, let reason), .modalsDismissed(_, _, let reason): return .failure(reason)
            case .tabDropped, .selectedTabReplaced, .returnPointDropped, .heldNavigationDropped, .resultRequestDropped,
                .screenStateDropped:
                continue
            }
        }
        guard !layers.isEmpty else { return .failure(.invalid(.noModalPresented)) }
        return .success(ModalReturnPoint(tab: draft.tab, stack: stack, layers: layers))
    }
}

extension NavigationState {
    /// This state without the destinations `isAllowed` refuses, by the rules of restoration: each
    /// stack is cut at its first refused entry, a layer whose root is refused is dismissed with
    /// the layers above it. Signing out uses it to remove every signed-in screen. The result holds
    /// the user's place and its result requests: no held navigation, no dialog and no notice.
    func pruned(
        registry: NavigationRegistry, keeping isAllowed: @escaping (Destination) -> Bool
    ) -> (state: NavigationState, repairs: [StateRepair]) {
        var (state, repairs) = StateSanitizer(registry: registry, isAllowed: isAllowed).sanitize(StateDraft(self))
        // Requests stay where both their screens do; the router drops the others with a note.
        state.awaiting = awaiting
        return (state, repairs)
    }
}
