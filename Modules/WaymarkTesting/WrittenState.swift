import Waymark

/// A navigation state as a test writes it: routes where the state holds entries, every other part
/// as it is. For a test that plants what the engine would never make (a screen where it may not
/// stand, a stack for a tab the app lacks): the state's own stacks and layers change only through
/// its intents, which give each entry its identity.
public struct WrittenState {
    /// The tab selected.
    public var selectedTab: TabID
    /// Each tab's pushed screens, as routes.
    public var stacks: [TabID: [AnyRoute]]
    /// The modal layers, bottom first; their identities are given anew.
    public var modals: [ModalLayer]
    /// The modals remembered to present again.
    package var returnPoint: ModalReturnPoint?
    /// The held navigation.
    public var held: HeldNavigation?
    /// The notice.
    public var notice: Notice?
    /// The dialog.
    public var dialog: Dialog?
    /// The result requests, by the identities the state written gives its entries.
    public var awaiting: [ResultRequest]
    /// The tab selected before the search tab.
    public var tabBeforeSearch: TabID?

    /// `state`'s parts, its entries as routes and its requests by the identities the state written
    /// gives them (in order, `NavigationState.identifiedInOrder`), so a state rewritten without a
    /// change keeps its requests between the same screens.
    public init(_ state: NavigationState) {
        let state = state.identifiedInOrder
        selectedTab = state.selectedTab
        stacks = state.stacks.mapValues { $0.map(\.route) }
        modals = state.modals
        returnPoint = state.returnPoint
        held = state.held
        notice = state.notice
        dialog = state.dialog
        awaiting = state.awaiting
        tabBeforeSearch = state.tabBeforeSearch
    }

    /// The state written, its entries given identities in order as a state written by hand is
    /// (`NavigationState/init(selectedTab:stacks:modals:returnPoint:held:notice:dialog:)`).
    public var state: NavigationState {
        var state = NavigationState(
            selectedTab: selectedTab, stacks: stacks, modals: modals, returnPoint: returnPoint, held: held,
            notice: notice, dialog: dialog)
        state.awaiting = awaiting
        state.tabBeforeSearch = tabBeforeSearch
        return state
    }
}

extension NavigationState {
    /// This state with `change` made to it as a test writes it (``WrittenState``).
    public func rewritten(_ change: (inout WrittenState) -> Void) -> NavigationState {
        var written = WrittenState(self)
        change(&written)
        return written.state
    }
}
