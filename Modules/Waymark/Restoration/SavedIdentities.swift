/// The identities a snapshot keeps (format version 3): for each tab, layer and return-point layer,
/// the identity of each screen in order, and the next identity to give out.
///
/// Empty, they identify a state written by hand: every entry gets a new identity, from 1.
struct SavedIdentities: Hashable, Sendable {
    var next = 1
    var tabs: [TabID: [Int]] = [:]
    var layers: [[Int]] = []
    var returnLayers: [[Int]] = []

    init() {}

    /// The identities of `state`, as a snapshot saves them.
    init(of state: NavigationState) {
        next = state.nextEntry
        tabs = state.stacks.mapValues { $0.map(\.id.rawValue) }
        layers = state.modals.map { $0.entries.map(\.id.rawValue) }
        returnLayers = (state.returnPoint?.layers ?? []).map { $0.entries.map(\.id.rawValue) }
    }

    /// Gives every entry of `state` its identity in a fixed order (the tabs by name, then the
    /// layers and the return point's layers from the bottom, each bottom first): the one saved at
    /// the same place where it is valid (positive, at most ``EntryID/largest``, not given twice),
    /// else a new one from the saved counter or above every identity kept, whichever is higher
    /// (when that leaves no room below the largest, the smallest numbers the snapshot names nowhere).
    /// Run before the return point settles, so the places are the snapshot's: restoring moves a
    /// screen (the return point's layers presented again) only after it has its identity.
    func identify(_ state: inout NavigationState) {
        var used: Set<Int> = []
        func kept(_ ids: [Int]?, _ count: Int) -> [Int?] {
            (0..<count).map { position in
                guard let ids, ids.indices.contains(position), (1...EntryID.largest).contains(ids[position]),
                    used.insert(ids[position]).inserted
                else { return nil }
                return ids[position]
            }
        }
        func layerIDs(_ lists: [[Int]], _ layers: [ModalLayer]) -> [[Int?]] {
            layers.enumerated().map { index, layer in
                kept(lists.indices.contains(index) ? lists[index] : nil, layer.pathEntries.count + 1)
            }
        }
        let tabs = state.stacks.keys.sortedByName()
        let tabIDs = tabs.map { kept(self.tabs[$0], state.stacks[$0]?.count ?? 0) }
        let modalIDs = layerIDs(layers, state.modals)
        let returnIDs = layerIDs(returnLayers, state.returnPoint?.layers ?? [])
        // A counter beyond the largest identity is as damaged as such an identity: never trusted.
        var counter = max(min(next, EntryID.largest), (used.max() ?? 0) + 1)
        // The new identities must fit at or below the largest too. Where they would not (identities
        // kept near it), they take the smallest numbers the snapshot names nowhere, so nothing it
        // kept for an identity (a screen's state, a request for a value) reaches a new entry.
        let needed = (tabIDs + modalIDs + returnIDs).joined().filter { $0 == nil }.count
        let hasRoom = counter - 1 + needed <= EntryID.largest
        let named = Set(self.tabs.values.joined()).union(layers.joined()).union(returnLayers.joined())
        var unnamed = 0
        func newIdentity() -> Int {
            if hasRoom {
                defer { counter += 1 }
                return counter
            }
            repeat { unnamed += 1 } while named.contains(unnamed)
            return unnamed
        }
        func identified(_ entries: [StackEntry], _ ids: [Int?]) -> [StackEntry] {
            zip(entries, ids).map { entry, id in StackEntry(id: EntryID(id ?? newIdentity()), route: entry.route) }
        }
        func identified(_ layers: [ModalLayer], _ ids: [[Int?]]) -> [ModalLayer] {
            zip(layers, ids).map { layer, ids in
                var layer = layer
                let entries = identified(layer.entries, ids)
                layer.rootEntry = entries[0]
                layer.pathEntries = Array(entries.dropFirst())
                return layer
            }
        }
        for (tab, ids) in zip(tabs, tabIDs) { state.stacks[tab] = identified(state.stacks[tab] ?? [], ids) }
        state.modals = identified(state.modals, modalIDs)
        if let returnLayers = state.returnPoint?.layers {
            state.returnPoint?.layers = identified(returnLayers, returnIDs)
        }
        // Without room, counting goes on above every identity the state holds (past the largest:
        // a later restoration gives such identities anew, as it does any beyond it).
        state.nextEntry = hasRoom ? counter : max(used.max() ?? 0, unnamed) + 1
    }
}
