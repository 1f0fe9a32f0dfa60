import Observation
@_spi(FrontEnd) import Waymark

/// What the views read of the screen, part by part, each part observable on its own: the
/// selected tab, each tab's stack, each layer (its presentation, its stack, its sheet's sizes),
/// how many layers there are, and the dialog.
///
/// With Observation a view depends on the properties it reads, so one property holding the whole
/// `DisplayedState` would make every view that reads any part of it (a tab's path, a sheet's
/// item, the selection) depend on all of it: a push in one tab would draw every tab and every
/// layer again. Kept here part by part, a change invalidates only the views that read that part
/// (docs/swiftui.md, "What a view reads"). Each part is set only when it differs: the
/// Observation of recent toolchains skips an equal write of an `Equatable` value itself, and the
/// parts do not rely on it.
///
/// A ``ScreenPresenter`` keeps them (``ScreenPresenter/parts``); a view binds its selection, its
/// sheets' items, their sizes and its dialog to the reads here.
@MainActor
@Observable
public final class DisplayedParts {
    /// The tab the tab bar shows as selected.
    public private(set) var selectedTab: TabID
    /// How many modal layers are presented.
    private(set) var layerCount: Int
    /// The alert or confirmation dialog shown, if any.
    private(set) var dialog: Dialog?
    /// Each tab's part, by tab: made for every tab of the state at start, and for any other on
    /// first use; never removed, so a view keeps reading the part it read.
    @ObservationIgnored private var tabs: [TabID: StackPart] = [:]
    /// Each layer's part, by index: made on first use and never removed; a part past
    /// ``layerCount`` holds no layer.
    @ObservationIgnored private var layers: [LayerPart] = []
    /// Every entry of the target state, read where a screen's entry is matched (rarely, and
    /// always while the screen's own parts change), so no view depends on every stack.
    @ObservationIgnored private(set) var entriesInState: Set<EntryID> = []

    init(_ displayed: DisplayedState, state: NavigationState, registry: NavigationRegistry) {
        selectedTab = displayed.selectedTab
        layerCount = displayed.modals.count
        dialog = displayed.dialog
        self.displayed = displayed
        follow(state, registry: registry)
    }

    /// The whole screen: assembled from the parts when read, so a reader depends on every part;
    /// split into them when written, each set only when it changed.
    var displayed: DisplayedState {
        get {
            DisplayedState(
                selectedTab: selectedTab, stacks: tabs.compactMapValues(\.routes),
                modals: layers.prefix(layerCount).compactMap(\.layer), dialog: dialog)
        }
        set {
            if selectedTab != newValue.selectedTab { selectedTab = newValue.selectedTab }
            for tab in Set(tabs.keys).union(newValue.stacks.keys) {
                let part = madeTab(tab)
                if part.routes != newValue.stacks[tab] { part.routes = newValue.stacks[tab] }
            }
            for index in 0..<max(layers.count, newValue.modals.count) {
                madeLayer(index).show(newValue.modals.indices.contains(index) ? newValue.modals[index] : nil, at: index)
            }
            if layerCount != newValue.modals.count { layerCount = newValue.modals.count }
            if dialog != newValue.dialog { dialog = newValue.dialog }
        }
    }

    /// Takes in what the target state says of each stack (its entries) and each layer (its
    /// sheet's sizes): the parts a view reads to match its screen with its entry.
    func follow(_ state: NavigationState, registry: NavigationRegistry) {
        for id in Set(tabs.keys).union(state.stacks.keys) {
            madeTab(id).setEntries(state.stacks[id] ?? [])
        }
        for index in 0..<max(layers.count, state.modals.count) {
            guard state.modals.indices.contains(index) else {
                madeLayer(index).follow(entries: [], sizes: nil)
                continue
            }
            let modal = state.modals[index]
            let declared = registry.destination(for: modal.root)?.detents ?? []
            madeLayer(index).follow(
                entries: modal.entries,
                sizes: SheetSizes(declared: declared, current: modal.detent))
        }
        let entries = state.entryIDs
        if entriesInState != entries { entriesInState = entries }
    }

    /// The part of `tab`, if the state or the screen ever had that tab. Reading makes no part.
    func tab(_ tab: TabID) -> StackPart? {
        tabs[tab]
    }

    /// The part of layer `index`, if one was ever shown there. Reading makes no part: a reader of
    /// a layer never shown depends on the number of layers instead, which changes when it comes.
    func layer(_ index: Int) -> LayerPart? {
        guard layers.indices.contains(index) else {
            _ = layerCount
            return nil
        }
        return layers[index]
    }

    /// The part of `tab`, made when the state or the screen first has the tab.
    private func madeTab(_ tab: TabID) -> StackPart {
        if let part = tabs[tab] { return part }
        let part = StackPart()
        tabs[tab] = part
        return part
    }

    /// The part of layer `index`, made when a layer is first shown or followed there.
    private func madeLayer(_ index: Int) -> LayerPart {
        while layers.count <= index { layers.append(LayerPart()) }
        return layers[index]
    }

    /// The pushed screens of `stack` as shown (`.top` is the stack on top).
    func path(of stack: StackTarget) -> [AnyRoute] {
        switch stack {
        case .tab(let tab): self.tab(tab)?.routes ?? []
        case .layer(let index): index < layerCount ? layer(index)?.layer?.path ?? [] : []
        case .top: layerCount > 0 ? path(of: .layer(layerCount - 1)) : path(of: .tab(selectedTab))
        }
    }

    /// Layer `index`, if it is presented in `style`: the item of that style's sheet or cover.
    @_spi(FrontEnd) public func presentedLayer(_ index: Int, style: ModalStyle) -> PresentedLayer? {
        guard let layer = layer(index)?.presented, layer.style == style else { return nil }
        return layer
    }

    /// The sizes layer `index`'s sheet takes, and its size as the state records it.
    public func sheetSizes(ofLayer index: Int) -> SheetSizes {
        layer(index)?.sizes ?? SheetSizes(declared: [], current: nil)
    }

    /// The dialog the view at `level` presents (the tab view is level 0, layer k's content k + 1):
    /// UIKit presents a dialog from the top-most presented view only, so other levels read `nil`.
    @_spi(FrontEnd) public func dialog(atLevel level: Int) -> Dialog? {
        level == layerCount ? dialog : nil
    }

    /// `stack` as the screen shows it, named for good: `.top` becomes the top layer's stack or the
    /// selected tab's, so a state that changes under the finger cannot move it.
    func fixed(_ stack: StackTarget) -> StackTarget {
        guard case .top = stack else { return stack }
        return layerCount == 0 ? .tab(selectedTab) : .layer(layerCount - 1)
    }

    /// `gesture` on the stack the screen shows, named for good as a stack is.
    func fixed(_ gesture: InteractiveGesture) -> InteractiveGesture {
        guard case .swipingBack(let stack) = gesture else { return gesture }
        return .swipingBack(fixed(stack))
    }

    /// Whether `gesture` would take a screen holding unsaved work in `router`'s state: read from
    /// the stack's or the layer's own part, so a front end binding it draws again only with those
    /// (the rule ``ScreenPresenter/refusal(toBegin:)`` follows).
    @_spi(FrontEnd) public func holdsTheFinger(from gesture: InteractiveGesture, for router: NavigationRouter) -> Bool {
        switch fixed(gesture) {
        case .swipingBack(let stack): screens(of: stack).inState.suffix(1).contains(where: router.holdsUnsavedWork)
        case .draggingDown(let layer): self.layer(layer)?.entries.contains(where: router.holdsUnsavedWork) ?? false
        }
    }

    /// Every tab that has a part: those of the state at start, and any other read since.
    var tabsWithParts: Dictionary<TabID, StackPart>.Keys { tabs.keys }

    /// Every screen of `stack` as shown (a layer's root first), and the entries the target state
    /// has on it; `.top` has none.
    func screens(of stack: StackTarget) -> (shown: [AnyRoute], inState: [StackEntry]) {
        switch stack {
        case .tab(let tab):
            let part = self.tab(tab)
            return (part?.routes ?? [], part?.entries ?? [])
        case .layer(let index):
            let part = layer(index)
            return (index < layerCount ? part?.layer?.stack ?? [] : [], part?.entries ?? [])
        case .top:
            return ([], [])
        }
    }
}

/// One tab's stack: the screens it shows, and the entries the state has on it.
@MainActor
@Observable
final class StackPart {
    /// The pushed screens shown; `nil` for a tab the displayed state has no stack for.
    fileprivate(set) var routes: [AnyRoute]?
    fileprivate(set) var entries: [StackEntry] = []

    fileprivate func setEntries(_ entries: [StackEntry]) {
        if self.entries != entries { self.entries = entries }
    }
}

/// One modal layer: the layer shown (its stack), what presents it, the entries the state has on
/// it and its sheet's sizes, each observable on its own.
@MainActor
@Observable
final class LayerPart {
    /// The layer shown, without its sheet's size; `nil` when none is presented at this index.
    private(set) var layer: ModalLayer?
    /// What presents it: changes only with its root or style, not with a push inside it.
    private(set) var presented: PresentedLayer?
    private(set) var entries: [StackEntry] = []
    /// `nil` when the state has no layer at this index.
    private(set) var sizes: SheetSizes?

    fileprivate func show(_ layer: ModalLayer?, at index: Int) {
        if self.layer != layer { self.layer = layer }
        let presented = layer.map { PresentedLayer(index: index, style: $0.hostingStyle, root: $0.root) }
        if self.presented != presented { self.presented = presented }
    }

    fileprivate func follow(entries: [StackEntry], sizes: SheetSizes?) {
        if self.entries != entries { self.entries = entries }
        if self.sizes != sizes { self.sizes = sizes }
    }
}
