import Observation

/// What every window (scene) of an app shares: what the user has met (signed in, finished
/// onboarding), the app's modes, and which window is open and active.
///
/// Each window has a ``NavigationRouter`` (its state, journal and held navigation) of its own;
/// they all guard against this one session. The session reports what the user meets and no
/// longer meets to every window; each window's router decides what that means for its held
/// navigation and its screens (signing in completes the navigation held in it, signing out
/// prunes every window). Which window a way in goes to is the session's one rule
/// (``activeWindow``, ``LinkHandler``), never the app's.
@MainActor
@Observable
public final class NavigationSession {
    /// Every destination of the app; each window's router uses it.
    public let registry: NavigationRegistry
    /// What the user has met now.
    public private(set) var met: Set<Requirement>
    /// The modes that are on (game-first mode, an experiment's variant), which redirect rules read
    /// (`IntentRedirect`). Turning one on or off changes no screen by itself: the app shows what
    /// the change means in the same step, and every later transaction is redirected by it.
    public private(set) var modes: Set<SessionMode> = []

    /// The window the host should bring forward now, if a way in asked for one: each request
    /// is new (its ``WindowToFront/number``), so a host that observes it brings the window
    /// forward once per request.
    public internal(set) var windowToFront: WindowToFront?

    private var attached: [WeakRouter] = []
    /// The numbers of the windows the app activated, most recent last, each once.
    private var activations: [Int] = []
    @ObservationIgnored private var lastWindowNumber = 0

    /// A session in which the user has met `met` (for example `[.signedIn]` for a user still
    /// signed in from the last launch).
    public init(registry: NavigationRegistry, met: Set<Requirement> = []) {
        self.registry = registry
        self.met = met
    }

    /// The open windows (scenes), in the order they were opened: every router made over this
    /// session that is alive and not closed. Each has its own state, journal and held navigation;
    /// what the session holds (who is signed in, the modes) applies to all of them.
    public var windows: [NavigationRouter] {
        attached.compactMap(\.router)
    }

    /// The window the user is looking at: the open window the app activated last, or else the
    /// first one. Ways in that no window shows or holds go here (``LinkHandler``).
    public var activeWindow: NavigationRouter? {
        let open = windows
        for number in activations.reversed() {
            if let window = open.first(where: { $0.windowNumber == number }) { return window }
        }
        return open.first
    }

    /// Makes `window` the one the user is looking at (a scene became active, the terminal's
    /// `window <n>`).
    public func activate(_ window: NavigationRouter) {
        guard window.session === self, windows.contains(where: { $0 === window }) else { return }
        activations.removeAll { $0 == window.windowNumber }
        activations.append(window.windowNumber)
    }

    /// Closes `window`: it takes no more ways in and no more of the session's changes, and the
    /// window the app activated before it becomes the active one. Its state stays readable (a
    /// SwiftUI scene being torn down may still draw once).
    ///
    /// When its screens hold unsaved work, it asks first: the window is brought forward with the
    /// question up, and closes on "Discard" (a ``HeldExit``).
    ///
    /// - Returns: Whether it closed now; `false` when it asked instead.
    @discardableResult
    public func close(_ window: NavigationRouter) -> Bool {
        close(window, discardingUnsavedWork: false)
    }

    /// Closes `window`, asking first unless `discardingUnsavedWork` (``close(_:)``).
    func close(_ window: NavigationRouter, discardingUnsavedWork: Bool) -> Bool {
        if !discardingUnsavedWork, windows.contains(where: { $0 === window }),
            window.holdExit(.closeWindow, losing: window.entriesWithUnsavedWork)
        {
            return false
        }
        attached.removeAll { $0.router == nil || $0.router === window }
        activations.removeAll { $0 == window.windowNumber }
        return true
    }

    /// Makes `window`, where the question about unsaved work is up, the active one, and asks the
    /// host to bring it forward when it was not.
    func bringForwardToAsk(_ window: NavigationRouter) {
        guard activeWindow !== window else { return }
        activate(window)
        bringForward(window)
    }

    /// The number the next window opened over this session takes: one more than the last, never
    /// reused while the session lives, so a journal entry's window stays that window's.
    func nextWindowNumber() -> Int {
        lastWindowNumber += 1
        return lastWindowNumber
    }

    /// Whether the user may see `destination` now.
    func allows(_ destination: Destination) -> Bool {
        destination.requirements.allSatisfy(met.contains)
    }

    /// The user now meets every one of `requirements` (they signed in; a returning user signs in
    /// already onboarded), reported to every window at once: the window holding navigation that
    /// needed any of them completes it once, as asked (or holds it again for what it still lacks),
    /// and the user is never asked for one they met in the same step; in every other window, the
    /// screen that met it goes.
    public func meet(_ requirements: Requirement...) async {
        await meet(Set(requirements))
    }

    /// The user now meets every one of `requirements` at once (``meet(_:)``).
    package func meet(_ requirements: Set<Requirement>) async {
        met.formUnion(requirements)
        for window in windows {
            await window.sessionMet(requirements)
        }
    }

    /// The user no longer meets any of `requirements` (they signed out; signing out may end
    /// onboarding's record too): every window is pruned once, for all of them.
    ///
    /// Revoking what the user does not meet changes nothing (signing out while signed out leaves
    /// the sign-in screen and what it holds as they are). Navigation held in a window goes with the
    /// screens, and the window's notice says so (``Notice/heldNavigationRevoked(_:)``), naming
    /// ``Requirement/signedIn`` when it is among those lost.
    public func revoke(_ requirements: Requirement...) {
        revoke(Set(requirements))
    }

    /// The user no longer meets any of `requirements`, all at once (``revoke(_:)``).
    package func revoke(_ requirements: Set<Requirement>) {
        revoke(requirements, answered: [])
    }

    /// Revokes `requirements` once no window would lose unsaved work to it: each window that
    /// would, and is not among the `answered` ones, is asked in turn (the active one first, then by
    /// number), brought forward; "Discard" in the last of them revokes, "Keep editing" in any
    /// cancels it.
    func revoke(_ requirements: Set<Requirement>, answered: [Int]) {
        let lost = requirements.intersection(met)
        guard let reason = lost.contains(.signedIn) ? .signedIn : lost.min(by: { $0.name < $1.name }) else { return }
        let remaining = met.subtracting(lost)
        let keeps = { (destination: Destination) in destination.requirements.allSatisfy(remaining.contains) }
        let open = windows
        let asking = open.filter { $0 === activeWindow } + open.filter { $0 !== activeWindow }
        for window in asking where !answered.contains(window.windowNumber) {
            let (pruned, _) = window.state.pruned(registry: registry, keeping: keeps)
            let work = window.unsavedWork(lostIn: pruned)
            guard !work.isEmpty else { continue }
            _ = window.holdExit(.revoke(requirements, answered: answered), losing: work)
            return
        }
        met.subtract(lost)
        for window in open {
            var (pruned, repairs) = window.state.pruned(registry: registry, keeping: allows)
            if window.state.held != nil { pruned.notice = .heldNavigationRevoked(reason) }
            if pruned != window.state {
                window.discardingUnsavedWork = true
                _ = try? window.replaceState(pruned, cause: .accessGuard, repairs: repairs)
                window.discardingUnsavedWork = false
            }
        }
    }

    /// Turns `mode` on or off (the user switches game-first mode on; the app assigns an
    /// experiment's variant at launch).
    public func set(_ mode: SessionMode, on: Bool) {
        if on { modes.insert(mode) } else { modes.remove(mode) }
    }

    // MARK: - Windows

    func attach(_ window: NavigationRouter) {
        attached.removeAll { $0.router == nil }
        attached.append(WeakRouter(router: window))
    }

    private struct WeakRouter {
        weak var router: NavigationRouter?
    }
}
