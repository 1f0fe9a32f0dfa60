import Foundation
import Observation
import Waymark

/// A scene's screen, for a UI adapter: what every binding reads, what every value the UI writes
/// back means, when each update starts and what completes it.
///
/// A SwiftUI adapter binds `TabView(selection:)`, each `NavigationStack(path:)` and each
/// `.sheet(item:)` / `.fullScreenCover(item:)` to the reads here, and hands whatever SwiftUI writes
/// to the `user...` methods. The presenter turns that into gestures the router decides on first,
/// plays the plan through its ``PresentationDriver`` on the ``CompletionPolicy``'s signals, and
/// keeps ``displayed`` (what the views read) equal to what the screen shows. So the adapter holds
/// no decision, and every decision here runs in Linux tests.
@MainActor
@Observable
public final class ScreenPresenter {
    /// The scene's router.
    public let router: NavigationRouter
    /// The scene's links and notifications.
    public let links: LinkHandler
    /// What the views show: changed by an update inside the UI's animation, or at once by what the
    /// user already did on screen. Kept part by part, so a view that reads one stack is drawn
    /// again when that stack changes, not when another does; reading the whole of it depends on
    /// every part, which a terminal may do and a view should not.
    public internal(set) var displayed: DisplayedState {
        get { parts.displayed }
        set { parts.displayed = newValue }
    }
    /// What the views read, part by part, each observable on its own.
    @ObservationIgnored let parts: DisplayedParts
    /// When an update counts as done.
    public let completion: CompletionPolicy
    /// How the app arranges its tabs when the window is wide.
    public let layout: TabLayout
    /// How wide the window is, as the UI last reported (``windowResized(to:)``).
    public internal(set) var width: WindowWidth = .compact
    /// Whether ``start(restoring:)`` has run.
    public internal(set) var hasStarted = false
    /// Why the scene's saved place could not be restored, if it could not.
    public internal(set) var restorationError: RestorationError?
    /// Why navigation refused the last thing the user did on screen, if it did; the screen was
    /// then taken back to the state. `nil` once the user does anything else, refused or not, so a
    /// front end reads it right after handing an event over and never sees an older refusal.
    @ObservationIgnored public internal(set) var lastRefusal: NavigationError?
    /// The update the UI is applying, which it has not reported done.
    public var runningUpdate: PresentationUpdate? { driver.inFlight }
    /// The updates still to come after the one under way, as planned now.
    public var remainingPlan: [[PresentationStep]] { driver.remainingPlan }
    /// The signals the update under way still waits for.
    @ObservationIgnored public internal(set) var awaitedSignals: Set<UpdateSignal> = []
    /// How many updates the watchdog completed because their signals never came.
    @ObservationIgnored public internal(set) var overdueUpdates = 0

    @ObservationIgnored var driver: PresentationDriver
    @ObservationIgnored let host: PresentationHost
    @ObservationIgnored private let roots: TabRoots
    /// The columns the user chose to see in each split-view tab, with the detail screen they were
    /// chosen over: the choice holds while the detail column shows that screen.
    var columnChoices: [TabID: ColumnChoice] = [:]
    /// Set while a gesture is being written back: the router's event then comes back through
    /// ``userDid(_:)`` with the screen as the user left it, not as a new target to animate to.
    @ObservationIgnored var isWritingBack = false
    /// The gesture under the finger as the presenter follows it, while the driver holds one.
    var gestureLifetime: GestureLifetime?
    /// The entries each stack last showed (``shownPath(of:)``), so a screen keeps its entry while
    /// it is shown, even after the state has left it.
    @ObservationIgnored var knownEntries: [StackTarget: [ShownEntry]] = [:]
    /// The entries the pushes of values the UI made (``ShownEntry/init(pushing:)``) made, by value.
    @ObservationIgnored var pushedEntries: [UUID: EntryID] = [:]
    /// The number of the last swipe a stack's pop implied (``GestureLifetime/Start/inferred(serial:)``).
    @ObservationIgnored var inferredSwipes = 0
    /// Work the UI started through ``startWork(_:)`` that has not ended, by number.
    @ObservationIgnored var startedWork: [Int: Task<Void, Never>] = [:]
    @ObservationIgnored var startedWorkCount = 0
    /// Those awaiting the end of the update under way (``updatesFinished()``).
    @ObservationIgnored var updateWaiters: [CheckedContinuation<Void, Never>] = []
    /// The updates handed to the UI, for each call of ``updatesHanded(during:)`` under way: each
    /// call keeps its own record, so calls that nest or overlap each get every update handed
    /// while they ran.
    @ObservationIgnored var handedUpdates: [Int: [[PresentationStep]]] = [:]
    /// The key of the next call of ``updatesHanded(during:)``.
    @ObservationIgnored var nextRecording = 0
    /// The entries on display that came zooming out of a view, with that view
    /// (``zoomSource(of:)``).
    var zoomedEntries: [EntryID: PresentationSource] = [:]
    /// The entry the target's zoom brings on top, until the update that zooms it is handed out.
    @ObservationIgnored var zoomingEntry: EntryID?
    /// The views marked as sources on display, with how many of each (``sourceAppeared(_:)``).
    var sourcesOnDisplay: [PlacedSource: Int] = [:]

    /// A presenter for the scene of `router` and `links`, showing the router's state as it is.
    ///
    /// Each tab's root screen comes from `roots`, or else from the registry, which builds it from
    /// a root destination whose route has a link (`NavigationRegistry.rootRoute(of:)`). `layout`
    /// says which tabs show columns when the window is wide; the window is compact until the UI
    /// reports otherwise.
    ///
    /// - Throws: ``PresentationError/tabWithoutRoot(_:)`` when the registry cannot build a tab's
    ///   root screen, ``PresentationError/noTabs`` when it has no tab: the app stops at start-up
    ///   rather than show a blank tab.
    public convenience init(
        router: NavigationRouter, links: LinkHandler, rules: PlatformRules = .iOS17,
        completion: CompletionPolicy = .standard, roots: [TabID: AnyRoute] = [:], layout: TabLayout = .stacks,
        host: PresentationHost
    ) throws(PresentationError) {
        self.init(
            router: router, links: links, rules: rules, completion: completion,
            tabRoots: try TabRoots(registry: router.registry, overrides: roots), layout: layout, host: host)
    }

    /// A presenter whose tabs' roots are `tabRoots`, which the app found once at start-up: every
    /// scene and every front end of the app then reads the same roots.
    public init(
        router: NavigationRouter, links: LinkHandler, rules: PlatformRules = .iOS17,
        completion: CompletionPolicy = .standard, tabRoots: TabRoots, layout: TabLayout = .stacks,
        host: PresentationHost
    ) {
        self.roots = tabRoots
        self.router = router
        self.links = links
        self.completion = completion
        self.layout = layout
        self.host = host
        parts = DisplayedParts(DisplayedState(router.state), state: router.state, registry: router.registry)
        driver = PresentationDriver(showing: DisplayedState(router.state), rules: rules, layout: layout)
        router.observe { [weak self] event in self?.routerDid(event) }
    }

    // MARK: - What the views read

    /// The app's tabs, in tab-bar order.
    public var tabs: [TabID] { router.registry.tabs }

    /// The selected tab.
    public var selectedTab: TabID { parts.selectedTab }

    /// The route of `tab`'s root screen; the first tab's for a tab the app does not have.
    public func root(of tab: TabID) -> AnyRoute {
        roots.root(of: tab)
    }

    /// The route of the screen the user sees: the top of the top layer, the top of the selected
    /// tab's stack, or that tab's root.
    public var routeOnTop: AnyRoute {
        displayed.modals.last?.stack.last ?? displayed.stack(of: displayed.selectedTab).last
            ?? root(of: displayed.selectedTab)
    }

    /// The pushed screens of a tab (`.tab`) or a presented layer (`.layer`), above its root: during
    /// a swipe back whose pop the stack already wrote, without the screen it is taking, as the
    /// stack wrote it.
    public func path(of stack: StackTarget) -> [AnyRoute] {
        let path = parts.path(of: stack)
        guard gestureLifetime?.systemWrotePop == true, case .swipingBack(let swiped) = driver.gesture,
            swiped == fixed(stack)
        else {
            return path
        }
        return Array(path.dropLast())
    }

    /// Layer `index`, if it is presented in `style`: the item of that style's sheet or cover.
    public func presentedLayer(_ index: Int, style: ModalStyle) -> PresentedLayer? {
        guard let layer = parts.layer(index).presented, layer.style == style else { return nil }
        return layer
    }

    /// Whether the user may swipe `layer` away, as its destination declares.
    public func allowsSwipeDown(_ layer: PresentedLayer) -> Bool {
        layer.style != .fullScreenCover
            && router.registry.destination(for: layer.root)?.allowsInteractiveDismissal == true
    }

    /// Whether `route`'s screen hides the tab bar, as its destination declares
    /// (`NavigationRegistry.hidesTabBar(_:)`, the one rule).
    public func hidesTabBar(_ route: AnyRoute) -> Bool {
        router.registry.hidesTabBar(route)
    }

    /// Whether the tab bar shows now, over the screen on top of the selected tab's stack as
    /// shown (`NavigationRegistry.showsTabBar(over:)`, the one rule), as each pushed view's
    /// preference does in SwiftUI. A terminal draws it from here; its state JSON asks the same
    /// rule of the state.
    public var isTabBarVisible: Bool {
        router.registry.showsTabBar(over: displayed.stack(of: displayed.selectedTab).last)
    }

    // MARK: - What the UI writes back

    /// The UI set `stack`'s pushed screens to `path`: a swipe back or the back button shortens it,
    /// a `NavigationLink(value:)` lengthens it. What the two paths share stays; screens that went
    /// are popped, screens that came are pushed, each written back under the guard. A path equal
    /// to what is shown means nothing, and so does one for a layer that is not presented.
    public func userSetPath(_ path: [AnyRoute], of stack: StackTarget) {
        lastRefusal = nil
        if case .layer(let index) = stack, !displayed.modals.indices.contains(index) { return }
        if gestureTook(path, of: stack) { return }
        let shown = self.path(of: stack)
        guard path != shown else { return }
        let kept = zip(shown, path).prefix { $0 == $1 }.count
        if kept < shown.count {
            userDid(.poppedStack(stack, toDepth: kept))
        }
        if path.count > kept {
            userDid(.pushed(Array(path[kept...]), on: stack))
        }
    }

    /// The UI set the item of layer `index`'s sheet or cover of `style` to `value`: `nil` when the
    /// user swiped it away. It counts only if that layer is presented in that style: `nil` written
    /// to the binding of the other style, or of a layer already gone, means nothing.
    public func userSetLayer(_ value: PresentedLayer?, at index: Int, style: ModalStyle) {
        lastRefusal = nil
        guard value == nil else { return }
        settleInferredGesture()
        guard let shown = presentedLayer(index, style: style) else { return }
        if dragFinished(byClosing: shown.index) { return }
        userDid(.swipedDown(layer: shown.index))
    }

    /// The user changed the screen: navigation decides first, then the screen keeps what the user
    /// did where the state agrees and is planned back to the state where it does not.
    func userDid(_ gesture: Gesture) {
        isWritingBack = true
        do {
            try router.userDid(gesture)
        } catch {
            lastRefusal = error
        }
        isWritingBack = false
        let update = driver.userDid(gesture, answered: router.state)
        displayed = displayed.applying(gesture)
        apply(update)
    }

    // MARK: - Updates

    private func routerDid(_ event: NavigationEvent) {
        parts.follow(event.newState, registry: router.registry)
        guard !isWritingBack else { return }
        if event.cause == .restoration {
            if !zoomedEntries.isEmpty { zoomedEntries = [:] }
            gestureLifetime = nil
            driver.restart(showing: event.newState)
            awaitedSignals = []
            displayed = driver.displayed
            resumeUpdateWaitersIfIdle()
            return
        }
        let zoom = zoom(of: event)
        zoomingEntry = zoom == nil ? nil : event.newState.entryOnTop
        apply(driver.show(event.newState, zooming: zoom))
    }

    /// The screen `event` opened that zooms out of the view the user opened it from: the new
    /// screen on top, when its destination declares that view as its zoom source.
    private func zoom(of event: NavigationEvent) -> ZoomTransition? {
        guard let source = event.source, let route = event.newState.topRoute, route != event.oldState.topRoute,
            router.registry.destination(for: route)?.zoomSource?.name == source.name
        else { return nil }
        return ZoomTransition(source: source, route: route)
    }

    /// Hands `update` to the UI: what it waits for is known before the UI can signal anything.
    func apply(_ update: PresentationUpdate?) {
        forgetZoomsOffDisplay()
        guard let update else {
            releaseLeftScreens()
            resumeUpdateWaitersIfIdle()
            return
        }
        for recording in handedUpdates.keys { handedUpdates[recording, default: []].append(update.steps) }
        recordZooms(of: update)
        awaitedSignals = completion.signals(awaitedBy: update, on: displayed)
        let id = update.id
        host.startWatchdog(completion.watchdogTimeout) { [weak self] in self?.watchdogExpired(for: id) }
        host.animate(
            { self.displayed = self.driver.displayed }, { [weak self] in self?.receive(.animationFinished, for: id) })
    }
}
