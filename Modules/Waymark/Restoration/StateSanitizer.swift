/// Turns a draft into a state the registry accepts, keeping every part that is still valid.
///
/// The rules, the same for restoration and for filtering a live state:
/// - a stack is cut before its first bad entry (screens above a missing one make no sense alone);
/// - a modal layer with a bad root is dismissed together with the layers above it;
/// - tabs the app no longer has are dropped, tabs it gained start empty, and an unknown selected
///   tab falls back to the first tab;
/// - remembered modals with any bad entry are forgotten.
struct StateSanitizer {
    let registry: NavigationRegistry
    /// Which destinations may stay; `nil` keeps every registered one.
    let isAllowed: ((Destination) -> Bool)?

    func sanitize(_ draft: StateDraft) -> (state: NavigationState, repairs: [StateRepair]) {
        var repairs: [StateRepair] = []

        var stacks: [TabID: [AnyRoute]] = [:]
        for tab in registry.tabs {
            let (routes, cut) = keepValidPrefix(of: draft.stacks[tab] ?? [])
            stacks[tab] = routes
            if let cut { repairs.append(.stackCut(.tab(tab), position: cut.position, removed: cut.removed, reason: cut.reason)) }
        }
        for tab in draft.stacks.keys.sorted() where stacks[tab] == nil {
            repairs.append(.tabDropped(tab))
        }

        var selectedTab = draft.selectedTab
        if stacks[selectedTab] == nil, let first = registry.tabs.first {
            repairs.append(.selectedTabReplaced(selectedTab, by: first))
            selectedTab = first
        }

        let (modals, modalRepairs) = keepValidLayers(draft.modals)
        repairs += modalRepairs

        var returnPoint: ModalReturnPoint?
        if let point = draft.returnPoint {
            switch restoreReturnPoint(point) {
            case .success(let restored): returnPoint = restored
            case .failure(let reason): repairs.append(.returnPointDropped(reason))
            }
        }

        var state = NavigationState(
            selectedTab: selectedTab, stacks: stacks, modals: modals,
            returnPoint: returnPoint, pending: draft.pending, notice: draft.notice)
        state.settleReturnPoint()
        return (state, repairs)
    }

    // MARK: - Entries

    private func allowed(_ route: AnyRoute, _ destination: Destination) -> Result<AnyRoute, DropReason> {
        if let isAllowed, !isAllowed(destination) {
            return .failure(.notAllowed(destination.name))
        }
        return .success(route)
    }

    private func checkPushed(_ entry: StateDraft.Entry) -> Result<AnyRoute, DropReason> {
        entry.flatMap { route in
            Result { () throws(NavigationError) in try registry.checkPushable(route) }
                .mapError(DropReason.invalid)
                .flatMap { allowed(route, $0) }
        }
    }

    private func checkRoot(_ entry: StateDraft.Entry) -> Result<(AnyRoute, ModalStyle), DropReason> {
        entry.flatMap { route in
            Result { () throws(NavigationError) in try registry.checkPresentable(route) }
                .mapError(DropReason.invalid)
                .flatMap { checked in allowed(route, checked.destination).map { ($0, checked.style) } }
        }
    }

    private func keepValidPrefix(
        of entries: [StateDraft.Entry]
    ) -> ([AnyRoute], (position: Int, removed: Int, reason: DropReason)?) {
        var routes: [AnyRoute] = []
        for (position, entry) in entries.enumerated() {
            switch checkPushed(entry) {
            case .success(let route):
                routes.append(route)
            case .failure(let reason):
                return (routes, (position, entries.count - position, reason))
            }
        }
        return (routes, nil)
    }

    // MARK: - Layers

    private func keepValidLayers(_ drafts: [StateDraft.Layer]) -> ([ModalLayer], [StateRepair]) {
        var layers: [ModalLayer] = []
        var repairs: [StateRepair] = []
        for (index, draft) in drafts.enumerated() {
            switch checkRoot(draft.root) {
            case .failure(let reason):
                repairs.append(.modalsDismissed(fromIndex: index, removed: drafts.count - index, reason: reason))
                return (layers, repairs)
            case .success(let (root, style)):
                let (path, cut) = keepValidPrefix(of: draft.path)
                if let cut {
                    repairs.append(.stackCut(.modal(index), position: cut.position + 1, removed: cut.removed, reason: cut.reason))
                }
                layers.append(ModalLayer(style: style, root: root, path: path))
            }
        }
        return (layers, repairs)
    }

    private func restoreReturnPoint(_ draft: StateDraft.ReturnPoint) -> Result<ModalReturnPoint, DropReason> {
        guard registry.tabs.contains(draft.tab) else { return .failure(.invalid(.unknownTab(draft.tab))) }
        let (stack, stackCut) = keepValidPrefix(of: draft.stack)
        if let stackCut { return .failure(stackCut.reason) }
        let (layers, layerRepairs) = keepValidLayers(draft.layers)
        for repair in layerRepairs {
            switch repair {
            case .stackCut(_, _, _, let reason), .modalsDismissed(_, _, let reason): return .failure(reason)
            case .tabDropped, .selectedTabReplaced, .returnPointDropped: continue
            }
        }
        guard !layers.isEmpty else { return .failure(.invalid(.noModalPresented)) }
        return .success(ModalReturnPoint(tab: draft.tab, stack: stack, layers: layers))
    }
}

extension NavigationState {
    /// This state without the destinations `isAllowed` refuses, by the rules of restoration: each
    /// stack is cut at its first refused entry, a layer whose root is refused is dismissed with
    /// the layers above it. Signing out uses it to remove every signed-in screen.
    public func pruned(
        registry: NavigationRegistry, keeping isAllowed: @escaping (Destination) -> Bool
    ) -> (state: NavigationState, repairs: [StateRepair]) {
        StateSanitizer(registry: registry, isAllowed: isAllowed).sanitize(StateDraft(self))
    }
}
