/// The identities a snapshot keeps (format version 3): for each tab, layer and return-point layer,
/// the identity of each screen in order, and the next identity to give out.
struct SavedIdentities: Hashable, Sendable {
    var next = 1
    var tabs: [TabID: [Int]] = [:]
    var layers: [[Int]] = []
    var returnLayers: [[Int]] = []
}

extension EntryLedger {
    /// The identities a snapshot kept, fitted to the state restored from it: each stack takes the
    /// saved identities of the saved stack that shares the longest run of routes with it from the
    /// bottom (its own first, then any layer's, as a layer may have moved to or from the return
    /// point while the state was repaired), so an identity stays with its screen; every other
    /// screen, one whose identity is missing, repeated, not positive or beyond
    /// ``EntryID/largest``, or every screen of a snapshot that kept none (version 2), gets a new
    /// one above every identity kept.
    init(saved: SavedIdentities?, of draft: StateDraft, for state: NavigationState) {
        let saved = saved ?? SavedIdentities()
        typealias Saved = [(id: Int, route: AnyRoute?)]
        func pairs(_ ids: [Int]?, _ entries: [StateDraft.Entry]) -> Saved {
            zip(ids ?? [], entries).map { id, entry in (id, try? entry.get()) }
        }
        func savedStacks(_ ids: [[Int]], _ layers: [StateDraft.Layer]) -> [Saved] {
            layers.enumerated().map { index, layer in
                pairs(ids.indices.contains(index) ? ids[index] : nil, [layer.root] + layer.path)
            }
        }
        let savedLayers = savedStacks(saved.layers, draft.modals)
        let savedReturnLayers = savedStacks(saved.returnLayers, draft.returnPoint?.layers ?? [])
        var used: Set<Int> = []
        func kept(_ candidates: [Saved?], for routes: [AnyRoute]) -> [Int?] {
            var best: [Int] = []
            for candidate in candidates.compactMap({ $0 }) {
                var run: [Int] = []
                for ((id, route), wanted) in zip(candidate, routes) {
                    guard route == wanted, (1...EntryID.largest).contains(id), !used.contains(id), !run.contains(id)
                    else { break }
                    run.append(id)
                }
                if run.count > best.count { best = run }
            }
            used.formUnion(best)
            return routes.indices.map { $0 < best.count ? best[$0] : nil }
        }
        func at(_ index: Int, _ list: [Saved]) -> Saved? { list.indices.contains(index) ? list[index] : nil }
        let tabs = state.stacks.keys.sorted { $0.rawValue < $1.rawValue }
        let tabIDs = tabs.map { tab in
            kept([pairs(saved.tabs[tab], draft.stacks[tab] ?? [])], for: state.stacks[tab] ?? [])
        }
        let layerIDs = state.modals.enumerated().map { index, layer in
            kept([at(index, savedLayers)] + savedLayers + savedReturnLayers, for: layer.stack)
        }
        let returnLayers = state.returnPoint?.layers ?? []
        let returnIDs = returnLayers.enumerated().map { index, layer in
            kept([at(index, savedReturnLayers)] + savedReturnLayers + savedLayers, for: layer.stack)
        }
        // A next beyond the largest identity is as damaged as such an identity: never trusted.
        var next = max(min(saved.next, EntryID.largest), (used.max() ?? 0) + 1)
        let needed = (tabIDs + layerIDs + returnIDs).joined().filter { $0 == nil }.count
        if next > EntryID.largest - needed { next = (used.max() ?? 0) + 1 }
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
