/// The identities a snapshot keeps (format version 3): for each tab, layer and return-point layer,
/// the identity of each screen in order, and the next identity to give out.
struct SavedIdentities: Hashable, Sendable {
    var next = 1
    var tabs: [TabID: [Int]] = [:]
    var layers: [[Int]] = []
    var returnLayers: [[Int]] = []
}

extension EntryLedger {
    /// The identities a snapshot kept, fitted to the state restored from it: each screen that
    /// survived keeps its saved identity (a stack cut before a bad entry keeps those below it);
    /// a screen whose identity is missing, repeated, not positive or beyond ``EntryID/largest``, or every screen of a
    /// snapshot that kept none (version 2), gets a new one above every identity kept.
    init(saved: SavedIdentities?, for state: NavigationState) {
        let saved = saved ?? SavedIdentities()
        var used: Set<Int> = []
        func kept(_ ids: [Int]?, for routes: [AnyRoute]) -> [Int?] {
            routes.indices.map { position in
                guard let ids, ids.indices.contains(position), (1...EntryID.largest).contains(ids[position]),
                    used.insert(ids[position]).inserted
                else { return nil }
                return ids[position]
            }
        }
        let tabs = state.stacks.keys.sorted { $0.rawValue < $1.rawValue }
        let tabIDs = tabs.map { kept(saved.tabs[$0], for: state.stacks[$0] ?? []) }
        let layerIDs = state.modals.enumerated().map { index, layer in
            kept(saved.layers.indices.contains(index) ? saved.layers[index] : nil, for: layer.stack)
        }
        let returnLayers = state.returnPoint?.layers ?? []
        let returnIDs = returnLayers.enumerated().map { index, layer in
            kept(saved.returnLayers.indices.contains(index) ? saved.returnLayers[index] : nil, for: layer.stack)
        }
        // A next beyond the largest identity is as damaged as such an identity: never trusted.
        var next = max(min(saved.next, EntryID.largest), (used.max() ?? 0) + 1)
        func entries(_ ids: [Int?], _ routes: [AnyRoute]) -> [Entry] {
            zip(ids, routes).map { id, route in
                if let id { return Entry(id: EntryID(id), route: route) }
                defer { next += 1 }
                return Entry(id: EntryID(next), route: route)
            }
        }
        self.init()
        for (tab, ids) in zip(tabs, tabIDs) { self.tabs[tab] = entries(ids, state.stacks[tab] ?? []) }
        layers = zip(layerIDs, state.modals).map { entries($0, $1.stack) }
        self.returnLayers = zip(returnIDs, returnLayers).map { entries($0, $1.stack) }
        self.next = next
    }
}
