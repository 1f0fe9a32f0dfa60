/// The screens a link puts in front of a route that names one destination: its declared parent,
/// that parent's parent, and so on, as ``LinkResolver`` walks them and the route map
/// (`WaymarkRouteMap`, through this `package` interface) shows them.
package struct ParentChain: Sendable {
    /// The route with its parents in front, bottom first.
    package let routes: [AnyRoute]
    /// The parent the walk stopped at because no destination of the registry shows it.
    package let unregisteredParent: AnyRoute?
    /// Whether the walk stopped at the chain limit while the bottom route still declares a
    /// parent (a parent chain that loops stops there too).
    package let cutAtLimit: Bool
}

extension NavigationRegistry {
    /// Walks `route`'s declared parents up to the link chain limit (which also stops a loop); it
    /// stops at a parent no destination shows, and when the task is cancelled.
    package func parentChain(of route: AnyRoute) async -> ParentChain {
        var chain = [route]
        let limit = linkConfiguration.maximumChainLength
        while !Task.isCancelled, let parent = linkBehavior(of: chain[0].destinationName)?.parent {
            guard chain.count < limit else {
                return ParentChain(routes: chain, unregisteredParent: nil, cutAtLimit: true)
            }
            guard let found = await parent(chain[0]) else { break }
            guard destination(for: found) != nil else {
                return ParentChain(routes: chain, unregisteredParent: found, cutAtLimit: false)
            }
            chain.insert(found, at: 0)
        }
        return ParentChain(routes: chain, unregisteredParent: nil, cutAtLimit: false)
    }
}
