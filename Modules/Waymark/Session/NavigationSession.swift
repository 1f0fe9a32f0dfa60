import Observation

/// What every scene (window) of an app shares: what the user has met (signed in, finished
/// onboarding) and the navigation held until they meet more.
///
/// Each scene has a ``NavigationRouter`` and a state of its own; they all guard against this one
/// session. The session reports what the user meets and no longer meets to every scene; each
/// scene's router decides what that means for its held navigation and its screens (signing in
/// completes the navigation held for it, signing out prunes every scene).
@MainActor
@Observable
public final class NavigationSession {
    /// Every destination of the app; each scene's router uses it.
    public let registry: NavigationRegistry
    /// What the user has met now.
    public private(set) var met: Set<Requirement>
    /// The modes that are on (game-first mode, an experiment's variant), which redirect rules read
    /// (`IntentRedirect`). Turning one on or off changes no screen by itself: the app shows what
    /// the change means in the same step, and every later transaction is redirected by it.
    public private(set) var modes: Set<SessionMode> = []

    @ObservationIgnored private var attached: [WeakRouter] = []
    @ObservationIgnored private weak var active: NavigationRouter?

    /// A session in which the user has met `met` (for example `[.signedIn]` for a user still
    /// signed in from the last launch).
    public init(registry: NavigationRegistry, met: Set<Requirement> = []) {
        self.registry = registry
        self.met = met
    }

    /// The scenes whose routers are alive, in the order they were made.
    package var scenes: [NavigationRouter] {
        attached.compactMap(\.router)
    }

    /// The scene the app sends links and notifications to: the one it last activated, or else the
    /// first scene.
    package var activeScene: NavigationRouter? {
        active ?? scenes.first
    }

    /// Makes `scene` the one links go to (the window the user is looking at).
    package func activate(_ scene: NavigationRouter) {
        active = scene
    }

    /// The scene that holds navigation for a requirement, if any (at most one does).
    package var holdingScene: NavigationRouter? {
        scenes.first { $0.state.held != nil }
    }

    /// Whether the user may see `destination` now.
    package func allows(_ destination: Destination) -> Bool {
        destination.requirements.allSatisfy(met.contains)
    }

    /// The user now meets every one of `requirements` (they signed in; a returning user signs in
    /// already onboarded), reported to every scene at once: the scene holding navigation that
    /// needed any of them completes it once, as asked (or holds it again for what it still lacks),
    /// and the user is never asked for one they met in the same step; in every other scene, the
    /// screen that met it goes.
    public func meet(_ requirements: Requirement...) async {
        await meet(Set(requirements))
    }

    /// The user now meets every one of `requirements` at once (``meet(_:)``).
    package func meet(_ requirements: Set<Requirement>) async {
        met.formUnion(requirements)
        for scene in scenes {
            await scene.sessionMet(requirements)
        }
    }

    /// The user no longer meets any of `requirements` (they signed out; signing out may end
    /// onboarding's record too): every scene is pruned once, for all of them.
    ///
    /// Revoking what the user does not meet changes nothing (signing out while signed out leaves
    /// the sign-in screen and what it holds as they are). Navigation held in a scene goes with the
    /// screens, and the scene's notice says so (``Notice/heldNavigationRevoked(_:)``), naming
    /// ``Requirement/signedIn`` when it is among those lost.
    public func revoke(_ requirements: Requirement...) {
        revoke(Set(requirements))
    }

    /// The user no longer meets any of `requirements`, all at once (``revoke(_:)``).
    package func revoke(_ requirements: Set<Requirement>) {
        let lost = requirements.intersection(met)
        guard let reason = lost.contains(.signedIn) ? .signedIn : lost.min(by: { $0.name < $1.name }) else { return }
        met.subtract(lost)
        for scene in scenes {
            var (pruned, repairs) = scene.state.pruned(registry: registry, keeping: allows)
            if scene.state.held != nil { pruned.notice = .heldNavigationRevoked(reason) }
            if pruned != scene.state {
                _ = try? scene.replaceState(pruned, cause: .accessGuard, repairs: repairs)
            }
        }
    }

    /// Turns `mode` on or off (the user switches game-first mode on; the app assigns an
    /// experiment's variant at launch).
    public func set(_ mode: SessionMode, on: Bool) {
        if on { modes.insert(mode) } else { modes.remove(mode) }
    }

    // MARK: - Scenes

    func attach(_ scene: NavigationRouter) {
        attached.removeAll { $0.router == nil }
        attached.append(WeakRouter(router: scene))
    }

    private struct WeakRouter {
        weak var router: NavigationRouter?
    }
}
