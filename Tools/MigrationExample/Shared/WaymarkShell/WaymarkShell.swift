import AppModels
import Foundation
import Journeys
import LegacySession
import Waymark

/// What the SwiftUI adapter's one-stack root does for a step of the move (docs/swiftui.md, "One
/// stack, or a tab bar of the app's own"), headless: it draws the screen on top from the state,
/// taps its buttons, passes the app's own tab bar, back button, sheet gesture, links and
/// notifications to Waymark, and saves and restores the session. The steps differ only in the
/// registry and the views they hand it.
@MainActor
public final class WaymarkShell: JourneyApp {
    public let router: NavigationRouter
    public let links: LinkHandler
    private var views: ViewRegistry<Screen>!
    private let savedBy: String
    /// What each tab shows under its stack, as `TabRoots` gives the SwiftUI adapter.
    private let roots: [TabID: AnyRoute]

    /// Launches a step: `registry` and `views` are the step's; `session` is what the previous
    /// launch saved, read by Waymark when a step saved it, and as the legacy app's own form
    /// (`LegacySession`) when the legacy app did. `roots` is each tab's root screen, in tab
    /// order. A session that cannot be read at all launches the app fresh, with a notice, and
    /// one read in part says how many screens it left out.
    public init(
        registry: NavigationRegistry, roots: [any Route], savedBy: String, session: SavedSession? = nil,
        views register: (inout ViewRegistry<Screen>.Builder, Navigator) -> Void
    ) async throws {
        router = NavigationRouter(registry: registry)
        links = LinkHandler(router: router)
        self.savedBy = savedBy
        self.roots = Dictionary(uniqueKeysWithValues: zip(registry.tabs, roots.map { AnyRoute($0) }))
        let navigator = Navigator(router: router)
        views = try ViewRegistry(registry: registry) { register(&$0, navigator) }
        if let session { restore(session) }
        await links.appDidBecomeReady()
    }

    /// Restores `session`, or says why it could not.
    private func restore(_ session: SavedSession) {
        var notice: AppNotice?
        do {
            if session.savedBy == "legacy" {
                let legacy = try LegacySession(session, registry: router.registry)
                try router.apply(NavigationTransaction(legacy.intents, cause: .restoration))
                if legacy.dropped > 0 { notice = AppNotice("sessionPartlyRestored", details: ["\(legacy.dropped)"]) }
            } else {
                let repairs = try router.restore(from: Data(session.data))
                if !repairs.isEmpty { notice = AppNotice("sessionPartlyRestored", details: ["\(repairs.count)"]) }
            }
        } catch {
            notice = AppNotice("sessionUnreadable")
        }
        if let notice { _ = try? router.apply(NavigationTransaction([.showNotice(.app(notice))])) }
    }

    public var screen: Screen {
        let route = router.state.topEntry?.route ?? roots[router.state.selectedTab]
        return route.flatMap(views.view(for:)) ?? Screen("No screen")
    }

    public var sighting: Sighting {
        Sighting(
            tab: AppTab(rawValue: router.state.selectedTab.rawValue) ?? .hub, title: screen.title,
            inSheet: !router.state.modals.isEmpty)
    }

    public func back() {
        _ = try? router.apply(NavigationTransaction([.pop()]))
    }

    public func dismiss() {
        _ = try? router.apply(NavigationTransaction([.dismissTop]))
    }

    public func select(_ tab: AppTab) {
        _ = try? router.apply(NavigationTransaction([.selectTab(TabID(rawValue: tab.rawValue))]))
    }

    public func open(_ link: String) async {
        await links.open(link)
    }

    public func notify(_ payload: [String: String]) async {
        guard let data = try? JSONEncoder().encode(payload) else { return }
        await links.receive(notification: data)
    }

    public func savedSession() throws -> SavedSession {
        SavedSession(savedBy: savedBy, data: Array(try router.snapshot()))
    }
}

/// What a step's views lead on with: the seed's `navigate(to:)` and its sheets, as Waymark
/// transactions.
@MainActor
public struct Navigator {
    let router: NavigationRouter

    /// Pushes `route`. From a sheet, the seed dismissed it, pushed once it was gone, and reopened it
    /// 150 ms after the user came back; here that is one transaction: leave the sheet, push, and
    /// keep the sheet to present again when the user pops back to where they left it.
    public func navigate(_ route: some Route) {
        let push = AnyRoute(route)
        if router.state.modals.isEmpty {
            _ = try? router.show(route)
        } else {
            _ = try? router.apply(NavigationTransaction([.leaveModals(push: [push], rememberModals: true)]))
        }
    }

    /// Presents `route`, a sheet.
    public func present(_ route: some Route) {
        _ = try? router.show(route)
    }
}
