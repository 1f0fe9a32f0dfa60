import Waymark

/// A real registry and router built from the features under test, recording every event.
///
/// A feature's tests register the feature exactly as the app does and drive the real engine, so a
/// test passes only if the feature's registration and navigation work in the app too.
@MainActor
public final class NavigationHarness {
    /// The registry built from the features under test.
    public let registry: NavigationRegistry
    /// The router, at the cold-start state when the harness is made.
    public let router: NavigationRouter
    private let recorder: EventRecorder

    /// Builds a registry with `tabs` (and links configured as `links`) from `features`, and a
    /// router on it.
    ///
    /// - Throws: The registry's conflicts, exactly as the app would meet them at start-up.
    public init(
        tabs: [TabID], links: LinkConfiguration = LinkConfiguration(), features: [any NavigationFeature]
    ) throws(RegistryError) {
        var builder = RegistryBuilder(tabs: tabs, links: links)
        for feature in features {
            builder.add(feature)
        }
        registry = try builder.build()
        router = NavigationRouter(registry: registry)
        recorder = EventRecorder(router)
    }

    /// Every event the router published, oldest first.
    public var events: [NavigationEvent] {
        recorder.events
    }

    /// Builds a registry with `tabs` from one feature and a router on it.
    public convenience init(
        tabs: [TabID], links: LinkConfiguration = LinkConfiguration(), feature: some NavigationFeature
    ) throws(RegistryError) {
        try self.init(tabs: tabs, links: links, features: [feature])
    }

    /// A link handler on this harness's router, ready for links.
    public func linkHandler(signInRoute: AnyRoute? = nil, isSignedIn: Bool = false) async -> LinkHandler {
        let handler = LinkHandler(router: router, signInRoute: signInRoute, isSignedIn: isSignedIn)
        await handler.appDidBecomeReady()
        return handler
    }

    /// The router's current state.
    public var state: NavigationState {
        router.state
    }

    /// A state of this registry, written the way a test expects it: only the non-empty stacks
    /// need to be given; every other tab gets an empty one.
    public func state(
        tab: TabID,
        stacks: [TabID: [AnyRoute]] = [:],
        modals: [ModalLayer] = [],
        returnPoint: ModalReturnPoint? = nil,
        pending: PendingLink? = nil,
        notice: Notice? = nil
    ) -> NavigationState {
        var state = NavigationState(tabs: registry.tabs, selectedTab: tab)
        state.stacks.merge(stacks) { _, given in given }
        state.modals = modals
        state.returnPoint = returnPoint
        state.pending = pending
        state.notice = notice
        return state
    }
}
