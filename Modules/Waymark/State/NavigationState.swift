/// Everything that says where the user is, as one value.
///
/// The selected tab, one push stack per tab, the modal layers over them (each with its own stack),
/// the modals waiting to be presented again, navigation held until the user meets a requirement,
/// a dialog over whatever is on top, and a notice for the user. The value changes only through transactions (see
/// ``NavigationRouter``), so every screen the user sees is a state a test can write down and
/// compare as a whole.
///
/// Its `Codable` form is the user's place only: the held navigation, the dialog and the notice are
/// neither encoded nor decoded there. Snapshots (``SnapshotCoder``) keep the held navigation, the
/// user's intent, and resolve it afresh on restore; the dialog and the notice belong to the moment.
public struct NavigationState: Hashable, Sendable, Codable {
    /// The tab whose stack is shown under any modal layers.
    public var selectedTab: TabID
    /// The pushed screens of every tab, above the tab's root screen (an empty stack shows the root).
    public var stacks: [TabID: [AnyRoute]]
    /// The modal layers, bottom first; each covers the tab and the layers below it.
    public var modals: [ModalLayer]
    /// Modal layers dismissed by navigating away, to be presented again on return.
    public var returnPoint: ModalReturnPoint?
    /// Navigation held until the user meets what it requires; kept by snapshots, not by `Codable`.
    public var held: HeldNavigation?
    /// What the user should be told about the transaction that produced this state; never encoded.
    public var notice: Notice?
    /// The alert or confirmation dialog over whatever is on top, if one is shown; never encoded.
    /// Any transaction that navigates closes it first, as if cancelled.
    public var dialog: Dialog?
    /// The screens waiting for another to give a value back, oldest first (``ResultRequest``).
    /// Saved with snapshots; a request whose asker or answerer leaves the state goes with it.
    public var awaiting: [ResultRequest] = []
    /// While the search tab is selected (``NavigationRegistry/searchTab``), the tab selected before
    /// it, which dismissing the search selects again (``NavigationIntent/closeSearch``); `nil`
    /// otherwise, and where the platform gives tabs no roles. Saved with snapshots.
    public var tabBeforeSearch: TabID?
    /// The identity of every entry (``EntryID``), which the router gives out after every
    /// transition; read it through ``entries(of:)``, ``entries(ofLayer:)`` and ``location(of:)``.
    var ledger = EntryLedger()
    /// The values the intents applied so far gave back, with their requests: what the router
    /// journals and keeps once the transaction is done. Transient: neither compared nor saved.
    var deliveries: [Delivery] = []

    /// A state that shows `selectedTab` (the first tab by default) with every stack empty.
    public init(tabs: [TabID], selectedTab: TabID? = nil) {
        precondition(!tabs.isEmpty, "A navigation state needs at least one tab.")
        self.init(
            selectedTab: selectedTab ?? tabs[0],
            stacks: Dictionary(uniqueKeysWithValues: tabs.map { ($0, []) })
        )
    }

    /// A state with every part given; tabs missing from `stacks` have no stack and are unknown to
    /// intents, so give every tab of the registry a stack, even an empty one.
    public init(
        selectedTab: TabID,
        stacks: [TabID: [AnyRoute]],
        modals: [ModalLayer] = [],
        returnPoint: ModalReturnPoint? = nil,
        held: HeldNavigation? = nil,
        notice: Notice? = nil,
        dialog: Dialog? = nil
    ) {
        self.selectedTab = selectedTab
        self.stacks = stacks
        self.modals = modals
        self.returnPoint = returnPoint
        self.held = held
        self.notice = notice
        self.dialog = dialog
    }

    /// The stack of `tab`; empty for a tab at its root or unknown to the state.
    public func stack(of tab: TabID) -> [AnyRoute] {
        stacks[tab] ?? []
    }

    /// The pushed screen the user sees, or `nil` when they see the selected tab's root.
    public var topRoute: AnyRoute? {
        modals.last?.top ?? stack(of: selectedTab).last
    }

    private enum CodingKeys: String, CodingKey {
        case selectedTab, stacks, modals, returnPoint, tabBeforeSearch
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            selectedTab: try container.decode(TabID.self, forKey: .selectedTab),
            stacks: try container.decode([TabID: [AnyRoute]].self, forKey: .stacks),
            modals: try container.decode([ModalLayer].self, forKey: .modals),
            returnPoint: try container.decodeIfPresent(ModalReturnPoint.self, forKey: .returnPoint))
        tabBeforeSearch = try container.decodeIfPresent(TabID.self, forKey: .tabBeforeSearch)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(selectedTab, forKey: .selectedTab)
        try container.encode(stacks, forKey: .stacks)
        try container.encode(modals, forKey: .modals)
        try container.encodeIfPresent(returnPoint, forKey: .returnPoint)
        try container.encodeIfPresent(tabBeforeSearch, forKey: .tabBeforeSearch)
    }

    /// Equal states show the same screens, hold the same navigation, requests, dialog and notice; the
    /// identities of their entries are not compared, so a state written by hand in a test equals
    /// the router's state that shows the same screens.
    public static func == (lhs: NavigationState, rhs: NavigationState) -> Bool {
        lhs.selectedTab == rhs.selectedTab && lhs.stacks == rhs.stacks && lhs.modals == rhs.modals
            && lhs.returnPoint == rhs.returnPoint && lhs.held == rhs.held && lhs.notice == rhs.notice
            && lhs.dialog == rhs.dialog && lhs.awaiting == rhs.awaiting && lhs.tabBeforeSearch == rhs.tabBeforeSearch
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(selectedTab)
        hasher.combine(stacks)
        hasher.combine(modals)
        hasher.combine(returnPoint)
        hasher.combine(held)
        hasher.combine(notice)
        hasher.combine(dialog)
        hasher.combine(awaiting)
        hasher.combine(tabBeforeSearch)
    }

    /// This state without what is transient: the held navigation and the notice.
    public var place: NavigationState {
        var place = self
        place.held = nil
        place.notice = nil
        return place
    }
}
