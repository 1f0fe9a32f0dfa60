import Foundation
import Observation
@_spi(FrontEnd) import Waymark

/// A scene's screen, for a UI adapter: what every binding reads, what every value the UI writes
/// back means (one `userSet...` method per kind of binding, a refusal thrown as a
/// ``ScreenRefusal``), and when each update of its plan is done. The rest is values it owns,
/// each readable alone, so the adapter decides nothing and every decision runs on Linux.
@MainActor
@Observable
public final class ScreenPresenter {
    /// The scene's router.
    public let router: NavigationRouter
    /// The scene's start, its snapshot, what the system hands it, and the work the UI starts.
    public let scene: SceneLife
    /// What the screen shows (a view reads ``parts`` instead, to depend on its own part only).
    @_spi(FrontEnd) public internal(set) var displayed: DisplayedState {
        get { parts.displayed }
        set {
            parts.displayed = newValue
            entries.follow(parts)
        }
    }
    /// What the views read, part by part, each observable on its own.
    @ObservationIgnored public let parts: DisplayedParts
    /// When an update counts as done.
    let completion: CompletionPolicy
    /// How the window arranges what it shows, at the width the UI last reported.
    public let window: WindowArrangement
    /// Plays the plan: the update the UI is applying (`inFlight`), the gesture holding the screen.
    @ObservationIgnored package internal(set) var driver: PresentationDriver
    /// Whether an update is under way, and what waits on the updates: their end, and those handed
    /// out while some work ran.
    @ObservationIgnored public let updates = UpdateWatch()
    /// What the update under way still waits for.
    @ObservationIgnored package internal(set) var progress = UpdateProgress()
    @ObservationIgnored let host: PresentationHost
    @ObservationIgnored let roots: TabRoots
    /// The gesture under the finger: the driver holds the screen exactly while it is not idle.
    var lifetime = GestureLifetime.idle
    @ObservationIgnored var inferredSwipes = 0
    /// Set while a write the screen already shows is handed to the router: nothing to animate.
    @ObservationIgnored var isWritingBack = false
    @ObservationIgnored var entries = ShownEntries()
    /// The screens on display that came zooming out of a view, with that view.
    private(set) var zooms = ZoomedScreens()
    var sources = SourcesOnDisplay()
    var columns = ColumnChoices()
    /// The screens that arrive on display, each reported once, and where focus goes (``ScreenArrivals/focus``).
    @ObservationIgnored public let arrivals: ScreenArrivals

    /// A presenter of the router's state in a compact window, with tab roots found at start-up
    /// (where an app without them stops) and the router's link handler, made here unless given:
    /// one of another router stops the app as it starts, before a link opens in the wrong window.
    public init(
        router: NavigationRouter, links: LinkHandler? = nil, rules: PlatformRules = .iOS17,
        completion: CompletionPolicy = .standard, tabRoots: TabRoots, layout: TabLayout = TabLayout(),
        host: PresentationHost
    ) {
        precondition(links.map { $0.router === router } ?? true, "The link handler is another window's router's")
        self.roots = tabRoots
        self.router = router
        scene = SceneLife(router: router, links: links ?? LinkHandler(router: router), roots: tabRoots)
        self.completion = completion
        window = WindowArrangement(layout: layout, rules: rules, width: .compact)
        self.host = host
        parts = DisplayedParts(DisplayedState(router.state), state: router.state, registry: router.registry)
        driver = PresentationDriver(showing: DisplayedState(router.state), rules: rules, layout: layout)
        arrivals = ScreenArrivals(router: router, updates: updates)
        entries.follow(parts)
        router.observe { [weak self] event in self?.routerDid(event) }
        scene.started = { [weak self] in self.map { $0.arrivals.settleFirst(showing: $0.displayed) } }
    }

    /// The route of `tab`'s root screen; the first tab's for a tab the app does not have.
    public func root(of tab: TabID) -> AnyRoute {
        roots.root(of: tab)
    }

    /// The pushed screens of a stack, without the one a swipe takes once the stack wrote its pop.
    package func path(of stack: StackTarget) -> [AnyRoute] {
        let path = parts.path(of: stack)
        return lifetime.poppedStack == parts.fixed(stack) ? Array(path.dropLast()) : path
    }

    /// The pushed screens of `stack` with their entries, less the one a swipe takes once its pop is written.
    public func shownPath(of stack: StackTarget) -> [ShownEntry] {
        entries.path(of: observed(stack), count: path(of: stack).count)
    }

    /// The entry of a layer's first screen; `nil` for a tab's root, which is no entry.
    @_spi(FrontEnd) public func shownRootEntry(of stack: StackTarget) -> EntryID? {
        entries.rootEntry(of: observed(stack))
    }

    /// What `shown` shows on `stack` now: its route (a value given back changes it) and its entry.
    @_spi(FrontEnd) public func resolve(_ shown: ShownEntry, on stack: StackTarget) -> (
        route: AnyRoute, entry: EntryID?
    ) {
        entries.resolve(shown, on: observed(stack))
    }

    /// The screen the user sees, or the selected tab's root, and its entry (`nil` for a root).
    @_spi(FrontEnd) public var screenOnTop: (route: AnyRoute, entry: EntryID?) {
        let entry = entries.screens(of: observed(.top)).last.flatMap(entries.entry(of:))
        return (displayed.routeOnTop ?? root(of: displayed.selectedTab), entry)
    }

    /// `stack` named for good, read by a view that then depends on that stack's parts only.
    private func observed(_ stack: StackTarget) -> StackTarget {
        _ = parts.screens(of: parts.fixed(stack))
        return parts.fixed(stack)
    }

    /// Whether the tab bar shows over the selected tab's top screen (`showsTabBar(over:)`'s rule).
    public var isTabBarVisible: Bool {
        router.registry.showsTabBar(over: displayed.stack(of: displayed.selectedTab).last)
    }

    /// Which of `tab`'s columns to show: the user's choice while its detail screen stays (`ColumnChoices`).
    @_spi(FrontEnd) public func columnVisibility(of tab: TabID) -> ColumnVisibility {
        columns.visibility(of: tab, over: parts.tab(tab)?.routes?.first)
    }

    /// Layer `index`, if a popover anchored to `placed` on the screen just below; with `nil`, if its
    /// view is not on display (a lazy list's), for the layer's host, so no popover goes unshown.
    @_spi(FrontEnd) public func popover(_ index: Int, anchoredTo placed: PlacedSource?) -> PresentedLayer? {
        guard let layer = parts.presentedLayer(index, style: .popover), let source = parts.layer(index)?.layer?.source
        else { return nil }
        let below: StackTarget = index == 0 ? .tab(parts.selectedTab) : .layer(index - 1)
        let entry = shownPath(of: below).last.flatMap(entries.entry(of:)) ?? shownRootEntry(of: below)
        let anchor = PlacedSource(source, on: below, entry: entry)
        guard let placed else { return sources.contains(anchor) ? nil : layer }
        return placed == anchor ? layer : nil
    }

    /// The view the screen of `entry` zoomed out of, while on display; `nil` for no zoom.
    @_spi(FrontEnd) public func zoomSource(of entry: EntryID?) -> PresentationSource? {
        zooms.source(of: entry)
    }

    /// A view marked as `placed.source` came on display (`true`) or left it (`false`).
    @_spi(FrontEnd) public func source(_ placed: PlacedSource, isOnDisplay: Bool) {
        if isOnDisplay { sources.appeared(placed) } else { sources.disappeared(placed) }
    }

    /// The UI reports part of the update under way happened: a layer's content appeared or left.
    @_spi(FrontEnd) public func uiSignalled(_ signal: UpdateSignal, for id: Int? = nil) {
        guard let running = driver.inFlight, id == nil || id == running.id, progress.received(signal) else { return }
        apply(driver.didComplete(running.id))
    }

    private func routerDid(_ event: NavigationEvent) {
        arrivals.follow(event)
        parts.follow(event.newState, registry: router.registry)
        // A write back follows once the screen shows it: the values the UI wrote wait for it.
        guard !isWritingBack else { return }
        entries.follow(parts)
        guard !event.restoresASnapshot else {
            if zooms != ZoomedScreens() { zooms = ZoomedScreens() }
            lifetime = .idle
            driver.restart(showing: event.newState)
            progress.abandoned()
            displayed = driver.displayed
            updates.settled()
            return arrivals.settle(showing: displayed, restored: true)
        }
        apply(driver.show(event.newState, zooming: zooms.expect(event, in: router.registry)))
    }

    /// Hands `update` to the UI, what it waits for known first; with none under way and no finger
    /// down, what features kept for screens gone goes and the screen on top arrives (never earlier).
    func apply(_ update: PresentationUpdate?) {
        if let kept = zooms.keeping(only: router.state.entryIDs) { zooms = kept }
        guard let update else {
            guard driver.inFlight == nil else { return }
            updates.settled()
            guard lifetime == .idle else { return }
            router.releaseScreenStates()
            return arrivals.settle(showing: displayed)
        }
        updates.handedOut(update)
        zooms.record(update)
        progress.started(awaiting: completion.signals(awaitedBy: update, on: displayed))
        let id = update.id
        host.startWatchdog(completion.watchdogTimeout) { [weak self] in
            guard let self, driver.inFlight?.id == id else { return }
            progress.overdue()
            apply(driver.didComplete(id))
        }
        host.animate(
            { self.displayed = self.driver.displayed },
            { [weak self] in self?.uiSignalled(.animationFinished, for: id) })
    }
}
