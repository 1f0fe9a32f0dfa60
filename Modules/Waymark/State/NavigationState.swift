/// Everything that says where the user is, as one value.
///
/// The selected tab, one push stack per tab, the modal layers over them (each with its own stack),
/// the modals waiting to be presented again, a link held until sign-in and a notice for the user.
/// The value changes only through transactions (see ``NavigationRouter``), so every screen the
/// user sees is a state a test can write down and compare as a whole.
public struct NavigationState: Hashable, Sendable, Codable {
    /// The tab whose stack is shown under any modal layers.
    public var selectedTab: TabID
    /// The pushed screens of every tab, above the tab's root screen (an empty stack shows the root).
    public var stacks: [TabID: [AnyRoute]]
    /// The modal layers, bottom first; each covers the tab and the layers below it.
    public var modals: [ModalLayer]
    /// Modal layers dismissed by navigating away, to be presented again on return.
    public var returnPoint: ModalReturnPoint?
    /// A link held until the user has the access it needs.
    public var pending: PendingLink?
    /// A sentence for the user about what did not happen as asked.
    public var notice: Notice?

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
        pending: PendingLink? = nil,
        notice: Notice? = nil
    ) {
        self.selectedTab = selectedTab
        self.stacks = stacks
        self.modals = modals
        self.returnPoint = returnPoint
        self.pending = pending
        self.notice = notice
    }

    /// The stack of `tab`; empty for a tab at its root or unknown to the state.
    public func stack(of tab: TabID) -> [AnyRoute] {
        stacks[tab] ?? []
    }

    /// The pushed screen the user sees, or `nil` when they see the selected tab's root.
    public var topRoute: AnyRoute? {
        modals.last?.top ?? stack(of: selectedTab).last
    }
}
