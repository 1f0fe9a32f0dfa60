@_spi(FrontEnd) import Waymark
@_spi(FrontEnd) import WaymarkPresentation

/// Replays a script of what can happen to a scene, in any order (navigation by code, links,
/// sign-out, gestures that begin, finish or are cancelled, paths the system writes, screens that
/// leave, tab taps,
/// completion signals on time, twice or never, the window resized) against the real router and
/// presenter, and checks after every event the promises of docs/presentation.md, "Interrupted
/// transitions":
/// - whenever nothing is under way (no update running, no gesture), the screen shows the state;
/// - no update reaches the screen while a gesture is under way;
/// - a cancelled gesture leaves the state and the journal as they were;
/// - what is kept for a screen (`ScreenStateKey`) goes only once its entry has left the state,
///   never while an update is running, and does go once nothing is under way;
/// - a screen arrives (docs/presentation.md, "Arrival") only as the display settles, at most once
///   an event, never twice in a row, and the screen the display settles on is the last arrived.
///
/// The screen is a host the replay drives: updates are applied at once and complete only on a
/// `.signal` or a `.watchdog` event, so a script decides when, and whether, each one finishes. A
/// feature team scripts its own interleavings with its own features' routes and asserts that
/// ``violations`` is empty.
@MainActor
public final class TransitionReplay {
    /// What the replay keeps for every screen, to check when it is released.
    static let marker = ScreenStateKey.Saved<Int>("waymarkTesting.replay")

    /// One thing that happens to the scene.
    public enum Event: Hashable, Sendable, CustomStringConvertible {
        /// Navigation changes the state by code (a feature's intents, cause `.user`).
        case navigate([NavigationIntent])
        /// A link arrives, as the system opens it.
        case open(String)
        /// The user loses a requirement (signs out): the screens that need it are pruned.
        case revoke(Requirement)
        /// The user meets a requirement: what waited for it completes.
        case meet(Requirement)
        /// The user's finger begins a gesture.
        case begin(InteractiveGesture)
        /// The finger lifts and the gesture takes effect.
        case finish
        /// The gesture is cancelled.
        case cancel
        /// The UI writes a stack's pushed screens (a swipe back's pop, a `NavigationLink` push,
        /// the pop and push of a cancelled swipe on iOS 18); a screen popped leaves at once.
        case setPath([AnyRoute], of: StackTarget)
        /// A navigation stack writes its pushed screens as SwiftUI's does: the pop of its top
        /// screen as that screen starts leaving (a swipe back under way until `.screenLeft`),
        /// the same screen written back when the swipe is cancelled.
        case stackWrote([AnyRoute], of: StackTarget)
        /// The screen of a route on a stack has left the display (SwiftUI's `onDisappear`).
        case screenLeft(AnyRoute, of: StackTarget)
        /// The UI writes `nil` to a layer's sheet or cover item: the user swiped it away, or the
        /// system dismissed it (a size change, the scene closing). A layer not presented: nothing.
        case itemCleared(layer: Int)
        /// The user taps a tab in the tab bar.
        case selectTab(TabID)
        /// The oldest animation under way reports done.
        case signal
        /// The last animation that reported done reports it again.
        case signalAgain
        /// The watchdog of the update under way expires: a signal that never came.
        case watchdog
        /// The window is resized.
        case resize(WindowWidth)

        public var description: String {
            switch self {
            case .navigate(let intents): "navigate \(intents)"
            case .open(let link): "open \(link)"
            case .revoke(let requirement): "revoke \(requirement)"
            case .meet(let requirement): "meet \(requirement)"
            case .begin(let gesture): "begin \(gesture)"
            case .finish: "finish the gesture"
            case .cancel: "cancel the gesture"
            case .setPath(let path, let stack): "the UI sets \(stack) to \(path.map(\.destinationName.rawValue))"
            case .stackWrote(let path, let stack):
                "\(stack) writes \(path.map(\.destinationName.rawValue))"
            case .screenLeft(let route, let stack): "\(route.destinationName) leaves \(stack)"
            case .itemCleared(let layer): "the UI clears the item of modal layer \(layer)"
            case .selectTab(let tab): "tap tab '\(tab)'"
            case .signal: "signal"
            case .signalAgain: "signal again"
            case .watchdog: "watchdog"
            case .resize(let width): "resize \(width)"
            }
        }
    }

    /// The scene's presenter, whose screen the replay plays.
    public let presenter: ScreenPresenter
    /// Every broken promise, each naming the event after which it was found; empty when every
    /// interleaving agreed.
    public var violations: [String] { screen.violations }
    /// How many updates reached the screen.
    public var updatesApplied: Int { screen.updatesApplied }
    let screen: ReplayScreen
    /// The screen on top that arrived last (`nil` until the scene starts): what a settled display shows.
    var lastArrived: ArrivalKey?

    /// A replay of a new scene of `session`, whose presenter plans by `rules` and arranges tabs by
    /// `layout`, each tab's root from `roots` or the registry.
    public init(
        session: NavigationSession, rules: PlatformRules = .iOS17, roots: [TabID: AnyRoute] = [:],
        layout: TabLayout = TabLayout()
    ) throws(PresentationError) {
        let router = NavigationRouter(session: session)
        screen = ReplayScreen()
        presenter = try ScreenPresenter(
            router: router, links: LinkHandler(router: router), rules: rules, completion: .immediate,
            tabRoots: TabRoots(registry: router.registry, overrides: roots),
            layout: layout, host: screen.host)
        screen.presenter = presenter
        router.observeScreenViews { [weak self] _ in self?.checkSettled() }
    }

    /// Plays `events` in order, each checked once it is done.
    public func play(_ events: [Event]) async {
        for event in events { await play(event) }
    }

    /// Plays `event`, then checks the promises. The scene starts before its first event, as a
    /// window does before anything reaches it, so a link is opened rather than queued.
    public func play(_ event: Event) async {
        let router = presenter.router
        // The scene's first screen arrives as it starts: checked with the event's arrivals.
        let beforeStart = router.journal.recordedCount
        await presenter.scene.start(restoring: nil)
        // Every screen keeps a value, so a release too early or too late shows.
        for entry in router.state.entryIDs { router.setScreenState(entry.rawValue, Self.marker, of: entry) }
        let kept = router.entriesWithScreenState
        let running = presenter.driver.inFlight?.id
        let before = (state: router.state, journal: router.journal.recordedCount)
        defer { checkArrivals(after: event, since: beforeStart) }
        screen.current = event
        switch event {
        case .navigate(let intents): _ = try? router.apply(NavigationTransaction(intents))
        case .open(let link): _ = await presenter.scene.links.open(link)
        case .revoke(let requirement): router.session.revoke(requirement)
        case .meet(let requirement): await router.session.meet(requirement)
        case .begin(let gesture): try? presenter.userBegan(gesture)
        case .finish: try? presenter.userFinishedGesture()
        case .cancel:
            let wasUnderWay = presenter.driver.gesture != nil
            try? presenter.userCancelledGesture()
            if wasUnderWay, router.state != before.state || transactions(since: before.journal) {
                screen.violations.append("after \(event): the cancelled gesture changed the state or the journal")
            }
        case .setPath(let path, let stack):
            let swipe = presenter.driver.gesture
            let shown = presenter.displayed.path(of: stack)
            try? presenter.userSetPath(values(path, of: stack), of: stack)
            // A pop the stack wrote is a swipe under way until its screen leaves: here, at once.
            if swipe == nil, presenter.driver.gesture == .swipingBack(stack), let top = shown.last {
                try? presenter.screenLeft(top, of: stack)
            }
        case .stackWrote(let path, let stack):
            let swipe = presenter.driver.gesture
            let shown = presenter.displayed.path(of: stack)
            try? presenter.userSetPath(values(path, of: stack), of: stack)
            // The same screen written back during a swipe on this stack ends it as cancelled.
            if case .swipingBack(stack)? = swipe, presenter.driver.gesture == nil, path == shown,
                router.state != before.state || transactions(since: before.journal)
            {
                screen.violations.append("after \(event): the cancelled swipe changed the state or the journal")
            }
        case .screenLeft(let route, let stack): try? presenter.screenLeft(route, of: stack)
        case .itemCleared(let layer):
            if presenter.displayed.modals.indices.contains(layer) {
                try? presenter.userSetLayer(nil, at: layer, style: presenter.displayed.modals[layer].style)
            }
        case .selectTab(let tab): try? presenter.userSetSelectedTab(tab)
        case .signal: screen.signal()
        case .signalAgain: screen.signalAgain()
        case .watchdog: screen.expireWatchdog()
        case .resize(let width): presenter.windowResized(to: width)
        }
        let idle = presenter.driver.inFlight == nil && presenter.driver.gesture == nil
        let released = kept.subtracting(router.entriesWithScreenState)
        if !released.isDisjoint(with: router.state.entryIDs) {
            screen.violations.append(
                "after \(event): state kept for \(released.sorted { $0.rawValue < $1.rawValue }) went while its entry stays"
            )
        }
        if !released.isEmpty, let running, presenter.driver.inFlight?.id == running {
            screen.violations.append(
                "after \(event): state kept for \(released.sorted { $0.rawValue < $1.rawValue }) went while an update ran"
            )
        }
        if idle, !router.entriesWithScreenState.isSubset(of: router.state.entryIDs) {
            screen.violations.append("after \(event): nothing is under way, yet state outlives its screen")
        }
        let state = DisplayedState(router.state)
        if presenter.driver.inFlight == nil, presenter.driver.gesture == nil, presenter.displayed != state {
            screen.violations.append(
                "after \(event): nothing is under way, yet the screen shows \(presenter.displayed) and the state \(state)"
            )
        }
    }

    /// Whether the router recorded a transaction after entry `number` (an arrival is none: the
    /// screen a gesture ends on may arrive, the gesture writes nothing).
    private func transactions(since number: Int) -> Bool {
        presenter.router.journal.entries.contains { $0.number > number && $0.arrival == nil }
    }

    /// Records a broken promise.
    func report(_ violation: String) {
        screen.violations.append(violation)
    }

    /// `routes` as the values a stack holds: a screen shown where the route is the same keeps its
    /// value; one that came is named by its route, as a front end that writes routes names it.
    private func values(_ routes: [AnyRoute], of stack: StackTarget) -> [ShownEntry] {
        let shown = presenter.shownPath(of: stack)
        let kept = zip(shown, routes).prefix { $0.route == $1 }.count
        return Array(shown.prefix(kept)) + routes.dropFirst(kept).map { ShownEntry($0) }
    }

    /// Completes every update still to come, on time, as a screen left alone does. A presenter
    /// still handing out updates after a thousand signals never settles: that is reported in
    /// ``violations`` rather than left to hang the test.
    public func settle() async {
        for _ in 0..<1_000 {
            guard screen.hasAnimations else { return }
            await play(.signal)
        }
        if screen.hasAnimations {
            screen.violations.append("the screen did not settle: 1,000 updates completed and more came")
        }
    }
}

/// The screen a replay drives: it applies each update at once and keeps its completion and its
/// watchdog until an event fires them.
@MainActor
final class ReplayScreen {
    weak var presenter: ScreenPresenter?
    var current: TransitionReplay.Event?
    var violations: [String] = []
    var updatesApplied = 0
    private var animations: [@MainActor () -> Void] = []
    private var lastSignalled: (@MainActor () -> Void)?
    private var watchdogs: [@MainActor () -> Void] = []

    var hasAnimations: Bool { !animations.isEmpty }

    var host: PresentationHost {
        PresentationHost(
            animate: { [weak self] changes, finished in
                changes()
                guard let self else { return }
                if let gesture = presenter?.driver.gesture {
                    let event = current.map(String.init(describing:)) ?? "the start"
                    violations.append("after \(event): an update reached the screen during \(gesture)")
                }
                updatesApplied += 1
                animations.append(finished)
            },
            startWatchdog: { [weak self] _, expired in self?.watchdogs.append(expired) })
    }

    func signal() {
        guard !animations.isEmpty else { return }
        let finished = animations.removeFirst()
        lastSignalled = finished
        finished()
    }

    func signalAgain() {
        lastSignalled?()
    }

    /// Expires every watchdog started: the presenter ignores those of updates already done, so
    /// only the update under way, if any, is taken as done.
    func expireWatchdog() {
        let expired = watchdogs
        watchdogs = []
        for expire in expired { expire() }
    }
}
