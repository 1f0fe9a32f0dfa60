/// Carries identities over from the entries a state had to the entries it has now, never giving
/// one identity twice: what lets a state written whole (``NavigationRouter/replaceState(_:cause:repairs:)``)
/// follow the state before it.
struct EntryCarrier {
    /// The next identity to give.
    private var next: Int
    /// For each identity the entries were written with, the one they were given (the first, where
    /// a state written by hand repeats one).
    private var given: [EntryID: EntryID] = [:]
    private var used: Set<EntryID> = []

    /// `state` made to follow `previous` in one history, place by place, whatever identities
    /// `state` was written with: a tab's stack keeps `previous`'s identities for the screens
    /// both show from the bottom up, and a layer those of the layer `previous` shows at the same
    /// index (or keeps at that index of its return point), else of another of its layers whose
    /// screens it shows from the root up. Every other entry gets a new identity counted on from
    /// both states' counters, so no identity of `previous`'s history is given again, and a number
    /// `state` happens to share with `previous` never hands one screen's identity to another.
    /// Result requests follow their entries; a request naming no entry of `state` goes.
    static func state(_ state: NavigationState, continuing previous: NavigationState) -> NavigationState {
        var carrier = EntryCarrier(next: max(state.nextEntry, previous.nextEntry))
        var next = state
        for tab in state.stacks.keys.sorted(by: { $0.rawValue < $1.rawValue }) {
            next.stacks[tab] = carrier.carry(state.stacks[tab] ?? [], from: [previous.stacks[tab] ?? []])
        }
        let previousLayers = previous.modals.map(\.entries)
        let previousWaiting = (previous.returnPoint?.layers ?? []).map(\.entries)
        func carried(_ layer: ModalLayer, at index: Int, sameAt first: [[StackEntry]], then second: [[StackEntry]])
            -> ModalLayer
        {
            let same = first.indices.contains(index) ? [first[index]] : []
            let entries = carrier.carry(layer.entries, from: same + first + second)
            var layer = layer
            layer.rootEntry = entries[0]
            layer.pathEntries = Array(entries.dropFirst())
            return layer
        }
        next.modals = state.modals.enumerated().map {
            carried($1, at: $0, sameAt: previousLayers, then: previousWaiting)
        }
        next.returnPoint?.layers = (state.returnPoint?.layers ?? []).enumerated().map {
            carried($1, at: $0, sameAt: previousWaiting, then: previousLayers)
        }
        next.nextEntry = carrier.next
        next.awaiting = state.awaiting.compactMap { request in
            guard let asker = carrier.given[request.asker], let answerer = carrier.given[request.answerer] else {
                return nil
            }
            return ResultRequest(asker: asker, answerer: answerer, type: request.type)
        }
        return next
    }

    private init(next: Int) {
        self.next = next
    }

    /// `entries` with the identities of the candidate that shows the longest run of the same
    /// routes from the bottom (at least one), then new ones.
    private mutating func carry(_ entries: [StackEntry], from candidates: [[StackEntry]]) -> [StackEntry] {
        var best: [StackEntry] = []
        for candidate in candidates {
            let shared = zip(candidate, entries).prefix { $0.route == $1.route && !used.contains($0.id) }.count
            if shared > best.count { best = Array(candidate.prefix(shared)) }
        }
        used.formUnion(best.map(\.id))
        let carried =
            best
            + entries.dropFirst(best.count).map { entry in
                defer { next += 1 }
                return StackEntry(id: EntryID(next), route: entry.route)
            }
        for (written, result) in zip(entries, carried) where given[written.id] == nil {
            given[written.id] = result.id
        }
        return carried
    }
}
