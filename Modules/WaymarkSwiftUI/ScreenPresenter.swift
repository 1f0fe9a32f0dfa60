#if canImport(SwiftUI)
// Compiled only where SwiftUI exists; on Linux this module builds empty. Every decision is made by
// WaymarkPresentation's driver and the engine, which Linux CI tests; this file only maps.
import Foundation
import Observation
import SwiftUI
import Waymark
import WaymarkPresentation

/// The one object between a scene's router and its SwiftUI views: it shows what the driver says
/// the screen shows, applies each update in a `withAnimation` whose completion is the driver's
/// completion signal, and reports the user's gestures to the driver and the router.
@MainActor
@Observable
public final class ScreenPresenter {
    /// The scene's router.
    public let router: NavigationRouter
    /// The scene's links and notifications.
    public let links: LinkHandler
    /// What the views show: the driver's screen, changed only inside an update's animation.
    public private(set) var displayed: DisplayedState

    @ObservationIgnored private var driver: PresentationDriver
    let view: (AnyRoute) -> AnyView
    let root: (TabID) -> AnyRoute
    @ObservationIgnored private var watchdog: Task<Void, Never>?

    /// - Parameters:
    ///   - view: The view of a route, from the app's ``ViewRegistry`` (built at start-up, so a
    ///     destination without a view has already stopped the app).
    ///   - root: The route of each tab's root screen.
    public init(
        router: NavigationRouter, links: LinkHandler, rules: PlatformRules = .iOS17,
        view: @escaping (AnyRoute) -> AnyView, root: @escaping (TabID) -> AnyRoute
    ) {
        self.router = router
        self.links = links
        self.view = view
        self.root = root
        displayed = DisplayedState(router.state)
        driver = PresentationDriver(showing: DisplayedState(router.state), rules: rules)
        router.observe { [weak self] event in self?.show(event.newState) }
    }

    /// The app's tabs, in tab-bar order.
    public var tabs: [TabID] { router.registry.tabs }

    // MARK: - Updates

    private func show(_ state: NavigationState) {
        if let update = driver.show(state) { apply(update) }
    }

    private func apply(_ update: PresentationUpdate) {
        startWatchdog(for: update.id)
        withAnimation {
            displayed = driver.displayed
        } completion: { [weak self] in
            self?.complete(update.id)
        }
    }

    private func complete(_ id: Int) {
        watchdog?.cancel()
        if let next = driver.didComplete(id) { apply(next) }
    }

    /// The module's only timer. `withAnimation`'s completion fires once per update, but a
    /// presentation SwiftUI drops (a sheet asked of a view that just left the hierarchy) may
    /// never animate; without a completion the plan would stall. After two seconds the update
    /// is reported done; the driver ignores the signal if the real one came first.
    private func startWatchdog(for id: Int) {
        watchdog?.cancel()
        watchdog = Task { [weak self] in
            try? await Task.sleep(for: .seconds(2))
            guard !Task.isCancelled else { return }
            self?.complete(id)
        }
    }

    // MARK: - Gestures

    /// The user changed the screen: the driver and the state follow, nothing is animated again.
    func userDid(_ gesture: Gesture) {
        let update = driver.userDid(gesture)
        displayed = driver.displayed
        if let update { apply(update) }
        _ = try? router.userDid(gesture)
    }

    // MARK: - Links and restoration

    /// Opens a link or a universal link in this scene.
    public func open(_ url: URL) {
        Task { await links.open(url.absoluteString) }
    }

    /// Restores a snapshot from scene storage once, then lets queued links through.
    func start(restoring snapshot: Data?) async {
        if let snapshot, (try? router.restore(from: snapshot)) != nil {
            // A restored place is shown as it is, not animated from the cold start.
            driver = PresentationDriver(showing: DisplayedState(router.state), rules: driver.rules)
            displayed = driver.displayed
        }
        await links.appDidBecomeReady()
    }
}
#endif
