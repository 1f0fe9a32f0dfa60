/// A screen's one way to lead on without knowing how its destination is presented.
extension NavigationRouter {
    /// Shows `route` from a screen, as its destination declares: a tab's root selects its tab at
    /// the root, over no modal; a pushed screen goes on `stack`, the stack of the screen that
    /// leads on (by default the one on top, as SwiftUI pushes on the stack a view is in); a modal
    /// is presented over everything. One transaction under the access guard, as every other: a
    /// screen the user may not see yet is held until they may.
    ///
    /// - Throws: ``NavigationError/unregisteredDestination(_:typeKey:)`` for a route no feature
    ///   registered, or why the transaction cannot apply; the state is then unchanged and the
    ///   journal records the refusal.
    @discardableResult
    public func show(_ route: some Route, on stack: StackTarget = .top, cause: TransitionCause = .user)
        throws(NavigationError) -> NavigationEvent
    {
        let route = AnyRoute(route)
        let intents: [NavigationIntent] =
            switch registry.destination(for: route)?.presentation {
            case .tabRoot(let tab): [.dismissAll, .selectTab(tab), .popToRoot(.tab(tab))]
            // A route no feature registered is refused by the push, which journals why.
            case .push, .pushInModal, nil: [.push(route, on: stack)]
            case .modal: [.present(route)]
            }
        return try apply(NavigationTransaction(intents, cause: cause))
    }
}
