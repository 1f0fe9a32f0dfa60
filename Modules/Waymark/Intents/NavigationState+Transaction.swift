extension NavigationState {
    /// The state after applying `intents` in order, or the first intent's error.
    ///
    /// This is the whole of navigation logic: a pure function of a state, intents and the registry.
    /// The router only adds observation on top of it.
    func applying(
        _ intents: [NavigationIntent], registry: NavigationRegistry
    ) throws(NavigationError) -> NavigationState {
        try settled(applying: intents, registry: registry).state
    }

    /// The state after `intents`, with the return point it reopened, if the transaction brought the
    /// user back to where they left modals.
    ///
    /// The notice of the previous state goes (a notice lasts one transaction) unless an intent
    /// sets one; a dialog goes first when an intent navigates (see ``NavigationIntent/showDialog(_:)``),
    /// and the result must place every screen where it may stand (see
    /// ``NavigationError/unreachable(_:)`` and ``NavigationError/modalOnly(_:)``). Only what the
    /// intents changed is checked: this state is taken to follow the rules already, as every state
    /// a router holds does (``NavigationRegistry/validate(_:)`` checks a whole state).
    ///
    /// Given `met`, it also finds the first screen of the result that needs what `met` lacks (in
    /// the same walk), for the router's access guard.
    func settled(
        applying intents: [NavigationIntent], registry: NavigationRegistry, met: Set<Requirement>? = nil
    ) throws(NavigationError) -> (
        state: NavigationState, reopened: ModalReturnPoint?, unmet: (route: AnyRoute, requirements: [Requirement])?,
        deliveries: [Delivery]
    ) {
        var next = self
        next.notice = nil
        if next.dialog != nil, !intents.contains(.closeDialog), intents.contains(where: \.closesDialog) {
            next.dialog = nil
        }
        var deliveries: [Delivery] = []
        for intent in intents {
            if let delivery = try next.apply(intent, registry: registry) { deliveries.append(delivery) }
        }
        let reopened = next.settleReturnPoint()
        next.rememberTabBeforeSearch(after: self, searchTab: registry.searchTab)
        next.dropUnanswerableRequests()
        let (misplacement, unmet) = registry.check(next, met: met, unchangedFrom: self)
        if let misplacement { throw misplacement }
        return (next, reopened, unmet, deliveries)
    }

    @discardableResult
    mutating func apply(_ intent: NavigationIntent, registry: NavigationRegistry) throws(NavigationError) -> Delivery? {
        switch intent {
        case .push(let route, let target):
            try registry.checkPushable(route)
            let context = try resolve(target)
            let entry = newEntry(route)
            modifyStack(context) { $0.append(entry) }

        case .pop(let target):
            switch try resolve(target) {
            case .tab(let tab):
                guard stacks[tab]?.isEmpty == false else { throw .nothingToPop(tab) }
                stacks[tab]?.removeLast()
            case .layer(let index):
                if modals[index].pathEntries.isEmpty {
                    modals.remove(at: index)
                } else {
                    modals[index].pathEntries.removeLast()
                }
            }

        case .popToRoot(let target):
            let context = try resolve(target)
            forgetReturnPoint(resetting: context)
            modifyStack(context) { $0.removeAll() }

        case .popTo(let route, let target):
            let context = try resolve(target)
            if let position = stack(in: context).lastIndex(of: route) {
                modifyStack(context) { $0.removeSubrange((position + 1)...) }
            } else if case .layer(let index) = context, modals[index].root == route {
                modals[index].pathEntries.removeAll()
            } else {
                throw .notInStack(route.destinationName, target)
            }

        case .replaceStack(let routes, let target):
            for route in routes { try registry.checkPushable(route) }
            let context = try resolve(target)
            forgetReturnPoint(resetting: context)
            let replaced = entries(entries(in: context), replacedBy: routes)
            modifyStack(context) { $0 = replaced }

        case .selectTab(let tab, let reselection):
            guard stacks[tab] != nil else { throw .unknownTab(tab) }
            if tab == selectedTab, reselection == .popToRoot {
                forgetReturnPoint(resetting: .tab(tab))
                stacks[tab] = []
            }
            selectedTab = tab

        case .present(let root, let path):
            let (destination, style) = try registry.checkPresentable(root)
            for route in path { try registry.checkPushable(route) }
            let layer = newLayer(style: style, root: root, path: path, detent: destination.detents.first)
            // A screen has one inspector: another presented over it takes its place.
            if style == .inspector, modals.last?.style == .inspector {
                modals[modals.count - 1] = layer
            } else {
                modals.append(layer)
            }

        case .dismissTop:
            guard !modals.isEmpty else { throw .noModalPresented }
            modals.removeLast()

        case .dismiss(let index):
            guard modals.indices.contains(index) else { throw .noSuchLayer(index) }
            modals.removeSubrange(index...)

        case .dismissOnly(let index):
            guard modals.indices.contains(index) else { throw .noSuchLayer(index) }
            modals.remove(at: index)
            // Navigation held behind a layer above it is held behind the same layer, one lower.
            if let pending = held, pending.layersBelow > index {
                held = HeldNavigation(
                    request: pending.request, cause: pending.cause, requirements: pending.requirements,
                    destination: pending.destination, layersBelow: pending.layersBelow - 1)
            }

        case .dismissAll:
            modals.removeAll()

        case .leaveModals(let routes, let remember):
            guard !routes.isEmpty else { throw .nothingToNavigateTo }
            for route in routes { try registry.checkPushable(route) }
            if remember, !modals.isEmpty {
                returnPoint = ModalReturnPoint(tab: selectedTab, stack: stack(of: selectedTab), layers: modals)
            }
            modals.removeAll()
            push(routes, onto: selectedTab)

        case .clearHeld:
            held = nil
        case .showNotice(let notice):
            self.notice = notice
        case .clearNotice:
            notice = nil
        case .showDialog(let shown):
            guard dialog == nil else { throw .dialogAlreadyShown }
            dialog = shown
        case .closeDialog:
            guard dialog != nil else { throw .noDialogShown }
            dialog = nil
        case .resizeSheet(let index, let detent):
            guard modals.indices.contains(index) else { throw .noSuchLayer(index) }
            let root = modals[index].root
            guard registry.destination(for: root)?.detents.contains(detent) == true else {
                throw .undeclaredDetent(detent, root.destinationName)
            }
            modals[index].detent = detent
        case .askForResult(let route):
            try askForResult(route, registry: registry)
        case .giveResult(let result):
            return try giveResult(result, registry: registry)
        case .closeSearch:
            guard let tab = registry.tabClosingSearch(in: self) else { throw .searchNotShown }
            selectedTab = tab
        }
        return nil
    }

    /// Presents remembered modals when the user is back on the screen they were left from, and
    /// forgets them once that screen is gone from its tab's stack.
    ///
    /// Run once at the end of every transaction, so a transaction that pops back and pushes again
    /// never flashes the modals, and a remembered set of modals is presented at most once.
    ///
    /// - Returns: The return point whose modals were presented again, if any.
    @discardableResult
    mutating func settleReturnPoint() -> ModalReturnPoint? {
        guard let point = returnPoint else { return nil }
        let current = stack(of: point.tab)
        guard current.starts(with: point.stack) else {
            returnPoint = nil
            return nil
        }
        guard current.count == point.stack.count, selectedTab == point.tab, modals.isEmpty else { return nil }
        modals = point.layers
        returnPoint = nil
        return point
    }

    /// Forgets the remembered modals when something other than the user's own steps (a link, a
    /// notification, selecting the tab again) replaces or resets the stack they were left from:
    /// coming back to that screen afterwards is not coming back to where the user left them.
    private mutating func forgetReturnPoint(resetting context: StackContext) {
        if case .tab(let tab) = context, returnPoint?.tab == tab {
            returnPoint = nil
        }
    }

    // MARK: - Stacks by context

    /// A resolved ``StackTarget``: a tab's stack, or the path of one modal layer.
    enum StackContext: Equatable {
        case tab(TabID)
        case layer(Int)
    }

    func resolve(_ target: StackTarget) throws(NavigationError) -> StackContext {
        switch target {
        case .top:
            return modals.isEmpty ? .tab(selectedTab) : .layer(modals.count - 1)
        case .tab(let tab):
            guard stacks[tab] != nil else { throw .unknownTab(tab) }
            return .tab(tab)
        case .layer(let index):
            guard modals.indices.contains(index) else { throw .noSuchLayer(index) }
            return .layer(index)
        }
    }

    private func stack(in context: StackContext) -> [AnyRoute] {
        entries(in: context).map(\.route)
    }

    /// The entries of the stack `context` names: a tab's stack, or a layer's path (its root not
    /// counted).
    func entries(in context: StackContext) -> [StackEntry] {
        switch context {
        case .tab(let tab): stacks[tab] ?? []
        case .layer(let index): modals[index].pathEntries
        }
    }

    private mutating func modifyStack(_ context: StackContext, _ change: (inout [StackEntry]) -> Void) {
        switch context {
        case .tab(let tab): change(&stacks[tab, default: []])
        case .layer(let index): change(&modals[index].pathEntries)
        }
    }
}

extension NavigationRegistry {
    /// Checks that `state` is one this registry's intents could produce: a stack for every tab and
    /// no other, push destinations on stacks, modal destinations at layer roots, every screen in a
    /// place it may stand. (Whether the user may see it is the session's to say: see
    /// ``firstUnmetRequirements(in:met:)``.)
    func validate(_ state: NavigationState) throws(NavigationError) {
        for tab in tabs where state.stacks[tab] == nil {
            throw .missingStack(tab)
        }
        for tab in state.stacks.keys.sortedByName() where !tabs.contains(tab) {
            throw .unknownTab(tab)
        }
        guard state.stacks[state.selectedTab] != nil else { throw .unknownTab(state.selectedTab) }
        for tab in tabs {
            for route in state.stack(of: tab) { try checkPushable(route) }
        }
        let layers = state.modals + (state.returnPoint?.layers ?? [])
        for layer in layers {
            let root = try checkPresentable(layer.root).destination
            for route in layer.path { try checkPushable(route) }
            let fits = root.detents.isEmpty ? layer.detent == nil : layer.detent.map(root.detents.contains) == true
            guard fits else { throw .undeclaredDetent(layer.detent, root.name) }
        }
        if let point = state.returnPoint {
            guard tabs.contains(point.tab) else { throw .unknownTab(point.tab) }
            for route in point.stack { try checkPushable(route) }
        }
        try checkPlacement(state)
    }

    /// The route's destination, or an error when the route's type did not declare it.
    func checkRegistered(_ route: AnyRoute) throws(NavigationError) -> Destination {
        guard let destination = destination(for: route) else {
            throw .unregisteredDestination(route.destinationName, typeKey: route.typeKey)
        }
        return destination
    }

    /// The route's destination, or an error unless it is presented by push.
    @discardableResult
    func checkPushable(_ route: AnyRoute) throws(NavigationError) -> Destination {
        let destination = try checkRegistered(route)
        guard destination.presentation.isPushed else {
            throw .notPushable(destination.name, destination.presentation)
        }
        return destination
    }

    /// The route's destination and modal style, or an error unless it is a sheet or cover.
    func checkPresentable(_ route: AnyRoute) throws(NavigationError) -> (destination: Destination, style: ModalStyle) {
        let destination = try checkRegistered(route)
        guard let style = destination.presentation.modalStyle else {
            throw .notPresentable(destination.name, destination.presentation)
        }
        return (destination, style)
    }
}
