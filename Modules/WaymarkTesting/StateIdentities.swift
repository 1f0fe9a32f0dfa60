import Waymark

extension NavigationState {
    /// This state with its entries' identities given afresh in the fixed order of a state written
    /// by hand (`NavigationState/init(selectedTab:stacks:modals:returnPoint:held:notice:dialog:)`),
    /// its result requests following their entries.
    ///
    /// Two states are equal this way when they show the same screens in the same places, with the
    /// same requests between them, and hold the same navigation, dialog and notice, whenever each
    /// screen was shown: what a test means when it writes down the state it expects of a router.
    /// `==` itself compares identities, so a state written by hand never equals a router's.
    public var identifiedInOrder: NavigationState {
        var ordered = NavigationState(
            selectedTab: selectedTab, stacks: stacks.mapValues { $0.map(\.route) }, modals: modals,
            returnPoint: returnPoint, held: held, notice: notice, dialog: dialog)
        ordered.tabBeforeSearch = tabBeforeSearch
        var given: [EntryID: EntryID] = [:]
        func pair(_ old: [StackEntry], _ new: [StackEntry]) {
            for (old, new) in zip(old, new) { given[old.id] = new.id }
        }
        for tab in stacks.keys { pair(stacks[tab] ?? [], ordered.stacks[tab] ?? []) }
        for (old, new) in zip(modals, ordered.modals) { pair(old.entries, new.entries) }
        for (old, new) in zip(returnPoint?.layers ?? [], ordered.returnPoint?.layers ?? []) {
            pair(old.entries, new.entries)
        }
        // An identity no entry holds (a request a test wrote down as such) stays apart from all.
        func inOrder(_ id: EntryID) -> EntryID { given[id] ?? EntryID(-id.rawValue) }
        ordered.awaiting = awaiting.map {
            ResultRequest(asker: inOrder($0.asker), answerer: inOrder($0.answerer), type: $0.type)
        }
        return ordered
    }
}

extension ModalLayer {
    /// The layer as a test writes it: its entries `EntryID/unassigned`, every other part
    /// kept, so a router's layer equals the one written with the same style, routes, size and source.
    public var asWritten: ModalLayer {
        ModalLayer(style: style, root: root, path: path, detent: detent, source: source)
    }
}

extension ModalReturnPoint {
    /// The return point as a test writes it: its layers `ModalLayer/asWritten`.
    package var asWritten: ModalReturnPoint {
        ModalReturnPoint(tab: tab, stack: stack, layers: layers.map(\.asWritten))
    }
}
