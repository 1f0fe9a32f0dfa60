@_spi(FrontEnd) import Waymark

/// What the screen shows: the selected tab, every tab's pushed screens, and the modal layers.
///
/// Kept apart from the target `NavigationState`: the engine reaches a new state in one step,
/// while the screen gets there update by update, and the user's gestures change the screen first.
/// The driver plans from this, never from the state it was last asked for.
@_spi(FrontEnd) public struct DisplayedState: Hashable, Sendable {
    /// The tab the tab bar shows as selected.
    @_spi(FrontEnd) public var selectedTab: TabID
    /// Each tab's pushed screens, above its root.
    var stacks: [TabID: [AnyRoute]]
    /// The presented modal layers, bottom first.
    @_spi(FrontEnd) public var modals: [ModalLayer]
    /// The alert or confirmation dialog over them, if one is shown.
    @_spi(FrontEnd) public var dialog: Dialog?

    /// Sheet sizes are left out: the user drags them and the state records them, and no update
    /// of a plan moves them, so two screens that differ only in a sheet's size show the same plan.
    /// So are the identities of the layers' entries: the screen shows routes (its stacks are routes
    /// too), and a screen the user pushed is on it before the state gives that entry an identity.
    init(selectedTab: TabID, stacks: [TabID: [AnyRoute]], modals: [ModalLayer], dialog: Dialog? = nil) {
        self.selectedTab = selectedTab
        self.stacks = stacks
        self.dialog = dialog
        self.modals = modals.map(\.pictured)
    }

    /// What `state` looks like on screen once every update has been applied.
    @_spi(FrontEnd) public init(_ state: NavigationState) {
        self.init(
            selectedTab: state.selectedTab, stacks: state.stacks.mapValues { $0.map(\.route) }, modals: state.modals,
            dialog: state.dialog)
    }

    /// The pushed screens of `tab`.
    @_spi(FrontEnd) public func stack(of tab: TabID) -> [AnyRoute] {
        stacks[tab] ?? []
    }

    /// This screen after `steps`, applied together. Steps that no longer fit (a dismissal of a
    /// layer a gesture already took away) change nothing, as on a real screen.
    func applying(_ steps: [PresentationStep]) -> DisplayedState {
        var next = self
        for step in steps {
            switch step {
            case .dismiss(let layer):
                if next.modals.indices.contains(layer) { next.modals.removeSubrange(layer...) }
            case .select(let tab):
                next.selectedTab = tab
            case .setTabPath(let tab, let routes), .setDetailColumn(let tab, let routes):
                next.stacks[tab] = routes
            case .setLayerPath(let layer, let routes):
                if next.modals.indices.contains(layer) { next.modals[layer].path = routes }
            case .present(let layer, let modal):
                if layer == next.modals.count { next.modals.append(modal.pictured) }
            case .presentDialog(let dialog):
                if next.dialog == nil { next.dialog = dialog }
            case .dismissDialog:
                next.dialog = nil
            case .zoomed(let step, _):
                next = next.applying([step])
            }
        }
        return next
    }

    /// This screen after the user's own gesture, which the screen shows before navigation hears
    /// of it.
    func applying(_ gesture: ScreenWrite) -> DisplayedState {
        var next = self
        switch gesture {
        case .swipedBack(let target, let depth):
            let depth = max(depth, 0)
            switch target {
            case .top where !modals.isEmpty:
                next.modals[modals.count - 1].path = Array(modals[modals.count - 1].path.prefix(depth))
            case .top:
                next.stacks[selectedTab] = Array(stack(of: selectedTab).prefix(depth))
            case .tab(let tab):
                next.stacks[tab] = Array(stack(of: tab).prefix(depth))
            case .layer(let index) where modals.indices.contains(index):
                next.modals[index].path = Array(modals[index].path.prefix(depth))
            case .layer:
                break
            }
        case .draggedDown(let layer):
            if modals.indices.contains(layer) { next.modals.removeSubrange(layer...) }
        case .selectedTab(let tab):
            next.selectedTab = tab
        case .pushed(let routes, let target):
            switch target {
            case .top where !modals.isEmpty:
                next.modals[modals.count - 1].path += routes
            case .top:
                next.stacks[selectedTab] = stack(of: selectedTab) + routes
            case .tab(let tab):
                next.stacks[tab] = stack(of: tab) + routes
            case .layer(let index) where modals.indices.contains(index):
                next.modals[index].path += routes
            case .layer:
                break
            }
        case .resizedSheet:
            break
        }
        return next
    }
}

extension DisplayedState {
    /// The route on top: the top layer's top screen, or the selected tab's; `nil` for its root.
    var routeOnTop: AnyRoute? {
        modals.last?.stack.last ?? stack(of: selectedTab).last
    }

    /// Whether `navigation` still has the screen `write` takes away from this screen, where this
    /// screen shows it: the very `entry` the finger took, the same screens up to it on the same
    /// stack, or the same layer. A gesture's end
    /// is written back only then; otherwise the state already says where the user is.
    func stillHas(screenTakenBy write: ScreenWrite, entry: EntryID?, in navigation: NavigationState) -> Bool {
        if let entry, !navigation.entryIDs.contains(entry) { return false }
        let state = DisplayedState(navigation)
        func sameLayer(_ index: Int) -> Bool {
            guard state.modals.indices.contains(index), modals.indices.contains(index) else { return false }
            return state.modals[index].root == modals[index].root && state.modals[index].style == modals[index].style
        }
        switch write {
        case .swipedBack(let stack, let depth):
            if case .layer(let index) = stack, !sameLayer(index) { return false }
            return state.path(of: stack).starts(with: path(of: stack).prefix(depth + 1))
        case .draggedDown(let index): return sameLayer(index)
        case .selectedTab, .pushed, .resizedSheet: return true
        }
    }
}

extension ModalLayer {
    /// The layer as the screen's plan sees it: its sheet's size and its entries' identities left out.
    fileprivate var pictured: ModalLayer {
        ModalLayer(style: style, root: root, path: path, source: source)
    }
}
