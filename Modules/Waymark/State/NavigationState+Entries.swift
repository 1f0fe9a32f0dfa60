/// The entries of a state: how it gives identities as screens arrive, and how they are read.
extension NavigationState {
    /// A new entry for `route`, with the next identity: the one way a state gives identities.
    mutating func newEntry(_ route: AnyRoute) -> StackEntry {
        defer { nextEntry += 1 }
        return StackEntry(id: EntryID(nextEntry), route: route)
    }

    /// Pushes `routes` on `tab`'s stack, each a new entry.
    mutating func push(_ routes: [AnyRoute], onto tab: TabID) {
        for route in routes { stacks[tab, default: []].append(newEntry(route)) }
    }

    /// `entries` with `routes` in their place: the entries the two share from the bottom are kept,
    /// every other route is a new entry. What SwiftUI writes back and what replaces a stack keep
    /// the screens they leave where they were.
    mutating func entries(_ entries: [StackEntry], replacedBy routes: [AnyRoute]) -> [StackEntry] {
        let shared = zip(entries, routes).prefix { $0.route == $1 }.count
        return Array(entries.prefix(shared)) + routes.dropFirst(shared).map { newEntry($0) }
    }

    /// A new layer presenting `root` with `path` pushed inside it, each a new entry.
    mutating func newLayer(
        style: ModalStyle, root: AnyRoute, path: [AnyRoute] = [], detent: SheetDetent? = nil
    ) -> ModalLayer {
        let rootEntry = newEntry(root)
        return ModalLayer(
            style: style, rootEntry: rootEntry, pathEntries: path.map { newEntry($0) }, detent: detent, source: nil)
    }

    /// Every entry: each tab's pushed screens (tabs by name), each modal layer's screens and those
    /// of the layers a return point keeps.
    var allEntries: [StackEntry] {
        stacks.keys.sorted { $0.rawValue < $1.rawValue }.flatMap { stacks[$0] ?? [] }
            + (modals + (returnPoint?.layers ?? [])).flatMap(\.entries)
    }
}

extension NavigationState {
    /// The identities of `tab`'s pushed screens, bottom first.
    package func entries(of tab: TabID) -> [EntryID] {
        (stacks[tab] ?? []).map(\.id)
    }

    /// The identities of the screens of the modal layer at `index`, its root first; empty when no
    /// layer is presented there.
    package func entries(ofLayer index: Int) -> [EntryID] {
        modals.indices.contains(index) ? modals[index].entries.map(\.id) : []
    }

    /// Every entry of the state: each tab's pushed screens, each modal layer's screens and those
    /// of the layers a return point keeps.
    package var entryIDs: Set<EntryID> {
        Set(allEntries.map(\.id))
    }

    /// Where `entry` stands, or `nil` when it is not in the state.
    func location(of entry: EntryID) -> EntryLocation? {
        for (tab, entries) in stacks {
            if let position = entries.firstIndex(where: { $0.id == entry }) { return .tab(tab, position: position) }
        }
        for (index, layer) in modals.enumerated() {
            if let position = layer.entries.firstIndex(where: { $0.id == entry }) {
                return .layer(index, position: position)
            }
        }
        for (index, layer) in (returnPoint?.layers ?? []).enumerated() {
            if let position = layer.entries.firstIndex(where: { $0.id == entry }) {
                return .returnLayer(index, position: position)
            }
        }
        return nil
    }

    /// The route of `entry`, or `nil` when it is not in the state.
    public func route(of entry: EntryID) -> AnyRoute? {
        allEntries.first { $0.id == entry }?.route
    }
}
