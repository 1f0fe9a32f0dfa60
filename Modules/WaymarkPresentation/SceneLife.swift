import Foundation
import Observation
@_spi(FrontEnd) import Waymark

/// A scene's life apart from what it shows: its one start, its snapshot, what the system hands it
/// (links, activities, quick actions) under the rules links follow, and the work the UI starts.
@MainActor
@Observable
public final class SceneLife {
    /// The scene's router.
    let router: NavigationRouter
    /// The scene's links and notifications: where a front end opens a link or a universal link,
    /// continues an activity the system hands the scene (Handoff, a web page, a Spotlight result)
    /// and performs a Home Screen quick action, each under the rules links follow. Those that
    /// arrive before ``start(restoring:)`` wait for it.
    @_spi(FrontEnd) public let links: LinkHandler
    /// Whether ``start(restoring:)`` has run.
    package private(set) var hasStarted = false
    /// Why the scene's saved place could not be restored, if it could not.
    private(set) var restorationError: RestorationError?
    @ObservationIgnored private let roots: TabRoots
    @ObservationIgnored private var work: [Int: Task<Void, Never>] = [:]
    @ObservationIgnored private var workStarted = 0
    /// Told once the scene has started, its snapshot restored: the presenter reports its first screen.
    @ObservationIgnored var started: (@MainActor () -> Void)?

    init(router: NavigationRouter, links: LinkHandler, roots: TabRoots) {
        self.router = router
        self.links = links
        self.roots = roots
    }

    /// Starts the scene once: restores its saved place, shown as it is, reports its first screen
    /// as arrived (`TransitionCause.launch`, or `.restoration`), then lets links through (those
    /// that arrived before are applied in order). Later calls do nothing, so a view that
    /// appears again does not restore again.
    public func start(restoring snapshot: Data?) async {
        guard !hasStarted else { return }
        hasStarted = true
        if let snapshot {
            do {
                try router.restore(from: snapshot)
            } catch {
                restorationError = error
            }
        }
        // The first screen arrives before any link that waited applies: a funnel starts where
        // the user landed.
        started?()
        await links.appDidBecomeReady()
    }

    /// The snapshot to keep for the scene now: the current state's, or `kept` when the state
    /// cannot be encoded, so a failure never erases the last good place.
    @_spi(FrontEnd) public func snapshot(replacing kept: Data?) -> Data? {
        (try? router.snapshot()) ?? kept
    }

    /// The activity the scene advertises for Handoff: the screen the user is on (the top layer's
    /// top screen, else the selected tab's pushed screen, else its root), as
    /// `NavigationRegistry.userActivity(for:)` makes it from the screen's declaration, so another
    /// of the user's devices opens the same screen through its link, under its rules there.
    ///
    /// `nil`, and nothing advertised, when that screen has no link, is internal (never opened from
    /// outside the app), or the app has neither an activity type nor a universal-link host.
    @_spi(FrontEnd) public var currentActivity: UserActivity? {
        let state = router.state
        let route = state.topEntry?.route ?? roots.root(of: state.selectedTab)
        guard let destination = router.registry.destination(for: route), !destination.isInternal else { return nil }
        return try? router.registry.userActivity(for: route)
    }

    /// Starts `work` that the UI kicks off from a synchronous callback (a button's action, a link
    /// the system opened, a dialog's answer) as a task kept until it ends: a bare `Task { ... }`
    /// in a view is work nobody can wait for, which a test can only guess the end of.
    public func startWork(_ work: @escaping @MainActor () async -> Void) {
        workStarted += 1
        let number = workStarted
        self.work[number] = Task { [weak self] in
            await work()
            self?.work[number] = nil
        }
    }

    /// Returns once every piece of work started through ``startWork(_:)`` has ended, work started
    /// while waiting included. It waits on the work itself, never on time.
    @_spi(FrontEnd) public func startedWorkFinished() async {
        while let (number, task) = work.first {
            await task.value
            // The task removes itself as it ends; one whose scene went away is removed here.
            work[number] = nil
        }
    }
}
