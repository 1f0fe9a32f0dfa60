/// The identities of a state's entries, each kept beside the route it was given to, so a state can
/// tell which of its entries are the ones it had before and which are new.
///
/// Intents change routes, never identities: after every transition the router gives the new
/// state its identities from the old one (``NavigationState/reconcileEntries(after:)``).
struct EntryLedger: Hashable, Sendable {
    /// An identity and the route it was given to.
    struct Entry: Hashable, Sendable {
        var id: EntryID
        var route: AnyRoute
    }

    /// Each tab's pushed screens, bottom first.
    var tabs: [TabID: [Entry]] = [:]
    /// Each modal layer's screens, its root first.
    var layers: [[Entry]] = []
    /// Each layer the return point keeps, its root first.
    var returnLayers: [[Entry]] = []
    /// The next identity to give out: every identity given so far is below it.
    var next = 1

    /// Every identity in the ledger.
    var ids: [EntryID] {
        tabs.values.flatMap { $0.map(\.id) } + (layers + returnLayers).flatMap { $0.map(\.id) }
    }
}

extension NavigationState {
    /// Gives every entry of this state its identity: the one it had in this state's own ledger or
    /// in `previous` (where a layer may have moved to or from the return point), for the screens
    /// both show in the same place from the bottom up; a new one, in order, for every other.
    ///
    /// So an entry keeps its identity while screens come and go above it, and a screen pushed
    /// again after it went is a new entry. A transaction whose result shows the same screens in
    /// the same places keeps every identity.
    ///
    /// `previousIsComplete` says `previous` is a router's state, whose ledger names every entry:
    /// a stack or the layers that neither the intents nor a restoration changed then keep their
    /// identities as they are, without a walk (an untouched array equals its copy at once). Tab
    /// stacks and layers hold distinct identities, so what is kept this way is never claimed twice.
    mutating func reconcileEntries(after previous: NavigationState, previousIsComplete: Bool = false) {
        var reconciler = EntryReconciler(next: max(ledger.next, previous.ledger.next))
        var result = EntryLedger()
        var changed: [TabID] = []
        if previousIsComplete {
            result.tabs = previous.ledger.tabs
            if result.tabs.keys.contains(where: { stacks[$0] == nil }) {
                result.tabs = result.tabs.filter { stacks[$0.key] != nil }
            }
            for (tab, routes) in stacks {
                let kept = previous.ledger.tabs[tab]
                if kept == nil || ledger.tabs[tab] != kept || routes != previous.stacks[tab] { changed.append(tab) }
            }
        } else {
            changed = Array(stacks.keys)
        }
        // In a fixed order, so the same transactions give the same identities.
        for tab in changed.sorted(by: { $0.rawValue < $1.rawValue }) {
            result.tabs[tab] = reconciler.carry(
                stacks[tab] ?? [], from: [ledger.tabs[tab], previous.ledger.tabs[tab]])
        }
        if previousIsComplete, ledger.layers == previous.ledger.layers,
            ledger.returnLayers == previous.ledger.returnLayers, modals == previous.modals,
            returnPoint?.layers == previous.returnPoint?.layers
        {
            result.layers = previous.ledger.layers
            result.returnLayers = previous.ledger.returnLayers
            result.next = reconciler.next
            ledger = result
            return
        }
        let layerCandidates =
            ledger.layers + previous.ledger.layers + previous.ledger.returnLayers + ledger.returnLayers
        result.layers = modals.enumerated().map { index, layer in
            reconciler.carry(
                layer.stack,
                from: preferring(index, in: layerCandidates, sameAt: [ledger.layers, previous.ledger.layers]))
        }
        let returnCandidates = ledger.returnLayers + previous.ledger.returnLayers + previous.ledger.layers
        result.returnLayers = (returnPoint?.layers ?? []).enumerated().map { index, layer in
            reconciler.carry(
                layer.stack,
                from: preferring(
                    index, in: returnCandidates, sameAt: [ledger.returnLayers, previous.ledger.returnLayers]))
        }
        result.next = reconciler.next
        ledger = result
    }

    /// `candidates`, with the layers at `index` of `sameAt` first: a layer most often stays where
    /// it was.
    private func preferring(
        _ index: Int, in candidates: [[EntryLedger.Entry]], sameAt lists: [[[EntryLedger.Entry]]]
    ) -> [[EntryLedger.Entry]?] {
        lists.map { $0.indices.contains(index) ? $0[index] : nil } + candidates.map { Optional($0) }
    }

    /// This state's ledger, complete: its own when it names every entry, as a router's state's
    /// does, else one reconciled with itself (a state made by hand, not yet through a router).
    var identifiedLedger: EntryLedger {
        if ledgerNamesEveryEntry { return ledger }
        var copy = self
        copy.reconcileEntries(after: self)
        return copy.ledger
    }

    /// Whether the ledger gives an identity to exactly the screens the state shows.
    private var ledgerNamesEveryEntry: Bool {
        ledger.tabs.count == stacks.count
            && stacks.allSatisfy { tab, routes in ledger.tabs[tab]?.map(\.route) == routes }
            && ledger.layers.map { $0.map(\.route) } == modals.map(\.stack)
            && ledger.returnLayers.map { $0.map(\.route) } == (returnPoint?.layers ?? []).map(\.stack)
    }
}

/// Carries identities over from old entries to new ones, never giving one identity twice.
private struct EntryReconciler {
    var next: Int
    private var used: Set<EntryID> = []

    init(next: Int) {
        self.next = next
    }

    /// Identities for `routes`: those of the candidate that shares the longest run of routes with
    /// them from the bottom (at least its first), then new ones.
    mutating func carry(_ routes: [AnyRoute], from candidates: [[EntryLedger.Entry]?]) -> [EntryLedger.Entry] {
        var best: [EntryLedger.Entry] = []
        for candidate in candidates.compactMap({ $0 }) {
            let shared = zip(candidate, routes).prefix { $0.route == $1 && !used.contains($0.id) }.count
            if shared > best.count { best = Array(candidate.prefix(shared)) }
            if shared == routes.count { break }
        }
        for entry in best { used.insert(entry.id) }
        return best
            + routes.dropFirst(best.count).map { route in
                defer { next += 1 }
                return EntryLedger.Entry(id: EntryID(next), route: route)
            }
    }
}

extension NavigationState {
    /// The identities of `tab`'s pushed screens, bottom first.
    public func entries(of tab: TabID) -> [EntryID] {
        (identifiedLedger.tabs[tab] ?? []).map(\.id)
    }

    /// The identities of the screens of the modal layer at `index`, its root first; empty when no
    /// layer is presented there.
    public func entries(ofLayer index: Int) -> [EntryID] {
        let layers = identifiedLedger.layers
        return layers.indices.contains(index) ? layers[index].map(\.id) : []
    }

    /// Every entry of the state: each tab's pushed screens, each modal layer's screens and those
    /// of the layers a return point keeps.
    public var entryIDs: Set<EntryID> {
        Set(identifiedLedger.ids)
    }

    /// Where `entry` stands, or `nil` when it is not in the state.
    public func location(of entry: EntryID) -> EntryLocation? {
        let ledger = identifiedLedger
        for (tab, entries) in ledger.tabs {
            if let position = entries.firstIndex(where: { $0.id == entry }) { return .tab(tab, position: position) }
        }
        for (index, entries) in ledger.layers.enumerated() {
            if let position = entries.firstIndex(where: { $0.id == entry }) { return .layer(index, position: position) }
        }
        for (index, entries) in ledger.returnLayers.enumerated() {
            if let position = entries.firstIndex(where: { $0.id == entry }) {
                return .returnLayer(index, position: position)
            }
        }
        return nil
    }

    /// The route of `entry`, or `nil` when it is not in the state.
    public func route(of entry: EntryID) -> AnyRoute? {
        let ledger = identifiedLedger
        let all = Array(ledger.tabs.values.joined()) + Array((ledger.layers + ledger.returnLayers).joined())
        return all.first { $0.id == entry }?.route
    }
}
