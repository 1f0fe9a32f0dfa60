import AppModels
import Foundation
import HubFeature
import Journeys
import SearchFeature
import Waymark
import WaymarkMacros
import WaymarkShell

/// The tab whose content is still the app's own.
@Routes(feature: "app")
public enum AppTabRoot {
    @Destination(.tabRoot, tab: "connect")
    case connect
}

/// What is left of the legacy app: the Connect tab, the enum, its parser and its notifications.
struct LegacyAppFeature: NavigationFeature {
    let name = "app"

    func register(into registrar: inout FeatureRegistrar) {
        registrar.register(AppTabRoot.self)
        registrar.registerLegacy(
            AppDestination.self, presentation: .push(hostTab: nil), parsingLinks: DeepLinkManager.parseURL)
        registrar.registerLegacy(AppSheet.self, presentation: .modal(.sheet), parsingLinks: AppSheet.parseURL)
        for type in ["chat", "group"] {
            registrar.handleNotifications(ofType: type) { payload throws(PayloadError) in
                let fields = ["type": type, "id": try payload.string("id")]
                guard let destination = DeepLinkManager.parseNotification(fields) else {
                    throw .malformedField("id", expected: "a known \(type)")
                }
                return AnyRoute(destination)
            }
        }
    }
}

/// Where the Hub's screens lead in this step: a course and a hall are Search's now.
@MainActor
final class HubRoutes: HubRouting {
    let navigator: Navigator

    init(navigator: Navigator) {
        self.navigator = navigator
    }

    func showHub(_ route: HubRoute) { navigator.navigate(route) }
    func showAccommodation(_ id: UUID) { navigator.navigate(SearchRoute.accommodationDetail(id: id)) }
    func showCourse(_ id: UUID) { navigator.navigate(SearchRoute.courseDetail(id: id)) }
    func showChat(_ id: UUID) { navigator.navigate(AppDestination.chat(id)) }
}

/// Where the Search tab's screens lead.
@MainActor
final class SearchRoutes: SearchRouting {
    let navigator: Navigator

    init(navigator: Navigator) {
        self.navigator = navigator
    }

    func showSearch(_ route: SearchRoute) { navigator.navigate(route) }
    func presentSearch(_ route: SearchRoute) { navigator.present(route) }
    func showUniversity(_ id: Int) { navigator.navigate(HubRoute.university(id: id)) }
}

/// Step 2 of the move: the Search tab is a feature too.
public enum Step2 {
    public static func registry() throws -> NavigationRegistry {
        var builder = RegistryBuilder(
            tabs: ["hub", "search", "connect"], links: LinkConfiguration(schemes: ["chapter"]))
        builder.add(HubFeature())
        builder.add(SearchFeature())
        builder.add(LegacyAppFeature())
        return try builder.build()
    }

    /// Launches the app, from the session step 1 (or this step) saved.
    @MainActor
    public static func launch(session: SavedSession? = nil) async throws -> WaymarkShell {
        try await WaymarkShell(
            registry: try registry(), roots: [HubRoute.home, SearchRoute.home, AppTabRoot.connect], savedBy: "step2",
            session: session
        ) { views, navigator in
            let legacy = MasterTabView(navigate: { navigator.navigate($0) }, present: { navigator.present($0) })
            views.register(HubRoute.self, HubScreens(routing: HubRoutes(navigator: navigator)).screen)
            views.register(SearchRoute.self, SearchScreens(routing: SearchRoutes(navigator: navigator)).screen)
            views.register(AppTabRoot.self, legacy.tabContent)
            views.register(AppDestination.self, legacy.destinationView(for:))
            views.register(AppSheet.self, legacy.sheetView)
        }
    }
}
