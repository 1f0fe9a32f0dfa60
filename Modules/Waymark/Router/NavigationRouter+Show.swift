/// A screen's one way to lead on without knowing how its destination is presented.
extension NavigationRouter {
    /// Shows `route` from the screen the user sees, as its destination declares: a tab's root
    /// selects its tab at the root, over no modal; a pushed screen goes on the stack on top
    /// (inside the top modal layer, as SwiftUI pushes); a modal is presented over everything.
    /// One transaction under the access guard, as every other: a screen the user may not see yet
    /// is held until they may.
    ///
    /// - Throws: ``NavigationError/unregisteredDestination(_:typeKey:)`` for a route no feature
    ///   registered, or why the transaction cannot apply; the state is then unchanged.
    @discardableResult
    public func show(_ route: some Route, cause: TransitionCause = .user) throws(NavigationError) -> NavigationEvent {
        let route = AnyRoute(route)
        guard let destination = registry.destination(for: route) else {
            throw .unregisteredDestination(route.destinationName, typeKey: route.typeKey)
        }
        let intents: [NavigationIntent] =
            switch destination.presentation {
            case .tabRoot(let tab): [.dismissAll, .selectTab(tab), .popToRoot(.tab(tab))]
            case .push, .pushInModal: [.push(route)]
            case .modal: [.present(route)]
            }
        return try apply(NavigationTransaction(intents, cause: cause))
    }
}
