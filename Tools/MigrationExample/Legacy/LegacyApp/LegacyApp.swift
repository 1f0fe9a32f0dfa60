import AppModels
import Foundation
import Journeys

/// The legacy app as journeys drive it: its router, its views, its deep-link manager, and the
/// session it saves (its selected tab and its path, as JSON).
@MainActor
public final class LegacyApp: JourneyApp {
    public let router: NavigationRouter

    /// What the app saves when it goes to the background: its own `Codable` form.
    public struct SavedNavigation: Codable, Sendable {
        public var selectedTab: AppTab
        public var path: [AppDestination]

        public init(selectedTab: AppTab, path: [AppDestination]) {
            self.selectedTab = selectedTab
            self.path = path
        }
    }

    /// A fresh launch, or one from a session this app saved.
    public init(session: SavedSession? = nil) throws {
        router = NavigationRouter()
        if let session {
            let saved = try JSONDecoder().decode(SavedNavigation.self, from: Data(session.data))
            router.switchToTab(saved.selectedTab)
            router.navigationPath = saved.path
        }
    }

    var views: MasterTabView {
        let router = router
        return MasterTabView(navigate: { router.navigate(to: $0) }, present: { router.present($0) })
    }

    public var screen: Screen {
        if let sheet = router.presentedSheet { return views.sheetView(sheet) }
        if let top = router.navigationPath.last { return views.destinationView(for: top) }
        return views.tabContent(router.selectedTab)
    }

    public var sighting: Sighting {
        Sighting(tab: router.selectedTab, title: screen.title, inSheet: router.presentedSheet != nil)
    }

    public func back() { router.pop() }
    public func dismiss() { router.dismissSheet() }
    public func select(_ tab: AppTab) { router.switchToTab(tab) }

    public func open(_ link: String) async {
        guard let url = URL(string: link), let destination = DeepLinkManager.parseURL(url) else { return }
        router.navigate(to: destination)
    }

    public func notify(_ payload: [String: String]) async {
        guard let destination = DeepLinkManager.parseNotification(payload) else { return }
        router.navigate(to: destination)
    }

    public func savedSession() throws -> SavedSession {
        let saved = SavedNavigation(selectedTab: router.selectedTab, path: router.navigationPath)
        return SavedSession(savedBy: "legacy", data: Array(try JSONEncoder().encode(saved)))
    }
}
