import Testing
import Waymark

/// A real registry and router built from the features under test, recording every event.
///
/// A feature's tests register the feature exactly as the app does and drive the real engine, so a
/// test passes only if the feature's registration and navigation work in the app too.
@MainActor
public final class NavigationHarness {
    /// The registry built from the features under test.
    public let registry: NavigationRegistry
    /// The session the router guards against: what the user has met.
    public let session: NavigationSession
    /// The router, at the cold-start state when the harness is made.
    public let router: NavigationRouter
    private let recorder: EventRecorder

    /// Builds a registry with `tabs` (and links configured as `links`) from `features`, and a
    /// router on it in a session where the user has met `met`.
    ///
    /// A feature's tests register that feature alone, so a requirement its destinations use (being
    /// signed in) may have no screen to meet it among them; the harness then registers a stand-in
    /// full-screen cover for it (``StandInRequirementScreen``), as the app's sign-in screen would.
    ///
    /// - Throws: The registry's conflicts, exactly as the app would meet them at start-up.
    public init(
        tabs: [TabID], links: LinkConfiguration = LinkConfiguration(), features: [any NavigationFeature],
        met: Set<Requirement> = []
    ) throws(RegistryError) {
        var builder = RegistryBuilder(tabs: tabs, links: links)
        for feature in features {
            builder.add(feature)
        }
        do {
            registry = try builder.build()
        } catch {
            var unmet: [Requirement] = []
            for conflict in error.conflicts {
                guard case .unmetRequirement(let requirement, _, _) = conflict else { throw error }
                if !unmet.contains(requirement) { unmet.append(requirement) }
            }
            builder.add(StandInRequirementsFeature(requirements: unmet))
            registry = try builder.build()
        }
        session = NavigationSession(registry: registry, met: met)
        router = NavigationRouter(session: session)
        recorder = EventRecorder(router)
    }

    /// Every event the router published, oldest first.
    public var events: [NavigationEvent] {
        recorder.events
    }

    /// Builds a registry with `tabs` from one feature and a router on it.
    public convenience init(
        tabs: [TabID], links: LinkConfiguration = LinkConfiguration(), feature: some NavigationFeature,
        met: Set<Requirement> = []
    ) throws(RegistryError) {
        try self.init(tabs: tabs, links: links, features: [feature], met: met)
    }

    /// A link handler on this harness's router, ready for links; with `isSignedIn`, the session
    /// meets `Requirement.signedIn` first.
    public func linkHandler(isSignedIn: Bool = false) async -> LinkHandler {
        if isSignedIn { await session.meet(.signedIn) }
        let handler = LinkHandler(router: router)
        await handler.appDidBecomeReady()
        return handler
    }

    /// The router's current state.
    public var state: NavigationState {
        router.state
    }

    /// The entry of the screen on top, as a front end hands it to that screen (its screen state,
    /// whether it answers a request for a value); `nil` when the selected tab shows its root.
    public var entryOnTop: ScreenEntry? {
        router.state.topEntry.map { ScreenEntry($0.id, of: router) }
    }

    /// Gives `value` back from the screen on top, as a feature's test router does with what its
    /// screen gives: a value that cannot be encoded, or navigation that refuses it, is a test issue.
    public func give<Value: Codable & Sendable & Equatable>(_ value: Value) {
        do {
            perform(.giveResult(try GivenResult(value)))
        } catch {
            Issue.record("\(value) cannot be given back: \(error)")
        }
    }

    /// Applies `intents` as the user's transaction, recording the error as a test issue when
    /// navigation refuses it: what a feature's test router does with what its screens ask.
    public func perform(_ intents: NavigationIntent...) {
        do {
            try router.apply(NavigationTransaction(intents, cause: .user))
        } catch {
            Issue.record("Navigation refused \(intents): \(error)")
        }
    }

    /// A state of this registry, written the way a test expects it: only the non-empty stacks
    /// need to be given; every other tab gets an empty one.
    public func state(
        tab: TabID,
        stacks: [TabID: [AnyRoute]] = [:],
        modals: [ModalLayer] = [],
        held: HeldNavigation? = nil,
        notice: Notice? = nil
    ) -> NavigationState {
        state(tab: tab, stacks: stacks, modals: modals, returnPoint: nil, held: held, notice: notice)
    }

    /// A state of this registry as ``state(tab:stacks:modals:held:notice:)`` writes it, with modal
    /// layers waiting to be presented again.
    package func state(
        tab: TabID,
        stacks: [TabID: [AnyRoute]] = [:],
        modals: [ModalLayer] = [],
        returnPoint: ModalReturnPoint?,
        held: HeldNavigation? = nil,
        notice: Notice? = nil
    ) -> NavigationState {
        var all = Dictionary(uniqueKeysWithValues: registry.tabs.map { ($0, [AnyRoute]()) })
        all.merge(stacks) { _, given in given }
        return NavigationState(
            selectedTab: tab, stacks: all, modals: modals, returnPoint: returnPoint, held: held, notice: notice)
    }
}
