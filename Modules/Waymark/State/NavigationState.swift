/// Everything that says where the user is, as one value.
///
/// The selected tab, one push stack per tab, the modal layers over them (each with its own stack),
/// the modals waiting to be presented again, navigation held until the user meets a requirement,
/// a dialog over whatever is on top, and a notice for the user. The value changes only through transactions (see
/// ``NavigationRouter``), so every screen the user sees is a state a test can write down and
/// compare as a whole.
///
/// Every screen of a stack or a layer is an entry (``StackEntry``): its route and its identity,
/// which the state gives from a counter of its own as intents push and present, so two states reached by
/// the same transactions from the same state are equal, identities included. `==`, `Hashable`,
/// `Codable` and snapshots (``NavigationRouter/snapshot()``) are one view of it: `Codable` and snapshots leave out
/// only the dialog, the notice and the views layers were opened from, which belong to the moment,
/// and the held navigation, which snapshots keep as the user's intent and resolve afresh on
/// restore (what is left is its place).
public struct NavigationState: Hashable, Sendable, Codable {
    /// The tab whose stack is shown under any modal layers.
    public var selectedTab: TabID
    /// The pushed screens of every tab, above the tab's root (an empty stack shows the root); read
    /// the routes alone through ``stack(of:)``.
    public internal(set) var stacks: [TabID: [StackEntry]]
    /// The modal layers, bottom first; each covers the tab and the layers below it.
    public internal(set) var modals: [ModalLayer]
    /// Modal layers dismissed by navigating away, to be presented again on return.
    package internal(set) var returnPoint: ModalReturnPoint?
    /// Navigation held until the user meets what it requires; kept by snapshots, not by `Codable`.
    public var held: HeldNavigation?
    /// What the user should be told about the transaction that produced this state; never encoded.
    public var notice: Notice?
    /// The alert or confirmation dialog over whatever is on top, if one is shown; never encoded.
    /// Any transaction that navigates closes it first, as if cancelled.
    public var dialog: Dialog?
    /// A way out held until the user answers whether to discard unsaved work, while
    /// ``dialog`` asks (``HeldExit``); kept by snapshots with the state it leads to, not by `Codable`.
    public internal(set) var heldExit: HeldExit?
    /// The screens waiting for another to give a value back, oldest first (``ResultRequest``).
    /// Saved with snapshots; a request whose asker or answerer leaves the state goes with it.
    public var awaiting: [ResultRequest] = []
    /// While the search tab is selected (``NavigationRegistry/searchTab``), the tab selected before
    /// it, which dismissing the search selects again (``NavigationIntent/closeSearch``); `nil`
    /// otherwise, and where the platform gives tabs no roles. Saved with snapshots.
    public var tabBeforeSearch: TabID?
    /// The number of the next identity to give (``EntryID``): every identity given in this state's
    /// history is below it, so none is ever given twice, even after its entry left.
    package internal(set) var nextEntry = 1
    /// A state that shows `selectedTab` (the first tab by default) with every stack empty: the
    /// registry's cold-start state, where every new router starts.
    init(tabs: [TabID], selectedTab: TabID? = nil) {
        precondition(!tabs.isEmpty, "A navigation state needs at least one tab.")
        self.init(
            selectedTab: selectedTab ?? tabs[0],
            stacks: Dictionary(uniqueKeysWithValues: tabs.map { ($0, []) })
        )
    }

    /// A state with every part given as routes; tabs missing from `stacks` have no stack and are
    /// unknown to intents, so give every tab of the registry a stack, even an empty one.
    ///
    /// Every entry gets a new identity, in a fixed order (the tabs by name, then the layers and the
    /// return point's layers from the bottom, each bottom first), whatever the layers held: the
    /// same routes always give the same state.
    public init(
        selectedTab: TabID,
        stacks: [TabID: [AnyRoute]],
        modals: [ModalLayer] = [],
        held: HeldNavigation? = nil,
        notice: Notice? = nil,
        dialog: Dialog? = nil
    ) {
        self.init(
            selectedTab: selectedTab, stacks: stacks, modals: modals, returnPoint: nil, held: held, notice: notice,
            dialog: dialog)
    }

    /// A state with every part given as routes, modal layers waiting to be presented again included.
    package init(
        selectedTab: TabID,
        stacks: [TabID: [AnyRoute]],
        modals: [ModalLayer] = [],
        returnPoint: ModalReturnPoint?,
        held: HeldNavigation? = nil,
        notice: Notice? = nil,
        dialog: Dialog? = nil
    ) {
        self.selectedTab = selectedTab
        self.stacks = stacks.mapValues { $0.map { StackEntry(id: .unassigned, route: $0) } }
        self.modals = modals
        self.returnPoint = returnPoint
        self.held = held
        self.notice = notice
        self.dialog = dialog
        SavedIdentities().identify(&self)
    }

    /// The routes of `tab`'s stack; empty for a tab at its root or unknown to the state.
    public func stack(of tab: TabID) -> [AnyRoute] {
        (stacks[tab] ?? []).map(\.route)
    }

    /// The entry on top: the top screen of the top layer, or of the selected tab's stack; `nil`
    /// when the selected tab shows its root, which is not an entry. The one answer to "which
    /// screen is on top" for results, zooms, tests and the front ends.
    public var topEntry: StackEntry? {
        modals.last?.entries.last ?? stacks[selectedTab]?.last
    }

    private enum CodingKeys: String, CodingKey {
        case selectedTab, stacks, modals, returnPoint, tabBeforeSearch, awaiting, nextEntry
    }

    /// A request as `Codable` writes it: the identities of its screens and its type's name.
    private struct CodedRequest: Codable {
        let asker: EntryID
        let answerer: EntryID
        let type: String
    }

    /// Reads a state as ``encode(to:)`` wrote it; identities that repeat, are not positive, or are
    /// not below `nextEntry`, and requests naming a screen the state does not hold, make it
    /// unreadable, as a state never holds them. The counter may pass
    /// the largest identity a snapshot names (a restored state counts on from it), but not half
    /// of `Int.max`, so counting on never overflows.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        selectedTab = try container.decode(TabID.self, forKey: .selectedTab)
        stacks = try container.decode([TabID: [StackEntry]].self, forKey: .stacks)
        modals = try container.decode([ModalLayer].self, forKey: .modals)
        returnPoint = try container.decodeIfPresent(ModalReturnPoint.self, forKey: .returnPoint)
        tabBeforeSearch = try container.decodeIfPresent(TabID.self, forKey: .tabBeforeSearch)
        awaiting =
            try container.decodeIfPresent([CodedRequest].self, forKey: .awaiting)?.map {
                ResultRequest(asker: $0.asker, answerer: $0.answerer, type: ResultType(named: $0.type))
            } ?? []
        nextEntry = try container.decode(Int.self, forKey: .nextEntry)
        let ids = allEntries.map(\.id.rawValue)
        guard (1...Int.max / 2).contains(nextEntry), Set(ids).count == ids.count,
            ids.allSatisfy({ $0 >= 1 && $0 < nextEntry })
        else {
            throw DecodingError.dataCorruptedError(
                forKey: .nextEntry, in: container,
                debugDescription: "entries' identities must be distinct, positive and below nextEntry")
        }
        let entries = Set(ids)
        guard awaiting.allSatisfy({ entries.contains($0.asker.rawValue) && entries.contains($0.answerer.rawValue) })
        else {
            throw DecodingError.dataCorruptedError(
                forKey: .awaiting, in: container,
                debugDescription: "a request's asker and answerer must be screens of the state")
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(selectedTab, forKey: .selectedTab)
        try container.encode(stacks, forKey: .stacks)
        try container.encode(modals, forKey: .modals)
        try container.encodeIfPresent(returnPoint, forKey: .returnPoint)
        try container.encodeIfPresent(tabBeforeSearch, forKey: .tabBeforeSearch)
        if !awaiting.isEmpty {
            let requests = awaiting.map { CodedRequest(asker: $0.asker, answerer: $0.answerer, type: $0.type.name) }
            try container.encode(requests, forKey: .awaiting)
        }
        try container.encode(nextEntry, forKey: .nextEntry)
    }

    /// This state as `Codable` and snapshots keep it: without the held navigation and the held
    /// way out (which snapshots keep as the user's intent), the notice, the dialog and the
    /// views layers were opened from (``ModalLayer/source``: no view leads to a restored layer).
    public var place: NavigationState {
        var place = self
        place.held = nil
        place.heldExit = nil
        place.notice = nil
        place.dialog = nil
        for index in place.modals.indices { place.modals[index].source = nil }
        if let layers = place.returnPoint?.layers.indices {
            for index in layers { place.returnPoint?.layers[index].source = nil }
        }
        return place
    }
}
