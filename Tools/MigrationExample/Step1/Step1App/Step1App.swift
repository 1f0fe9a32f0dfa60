import AppModels
import Foundation
import HubFeature
import Journeys
import Waymark
import WaymarkMacros
import WaymarkShell

/// The tabs whose content is still the app's own.
@Routes(feature: "app")
public enum AppTabRoot {
    @Destination(.tabRoot, tab: "search")
    case search
    @Destination(.tabRoot, tab: "connect")
    case connect
}

/// What is left of the legacy app: the Search and Connect tabs, the enum, its parser and its
/// notifications.
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

/// Where the Hub's screens lead in this step: its own routes, and the legacy enum for the rest.
@MainActor
final class HubRoutes: HubRouting {
    let navigator: Navigator

    init(navigator: Navigator) {
        self.navigator = navigator
    }

    func showHub(_ route: HubRoute) { navigator.navigate(route) }
    func showAccommodation(_ id: UUID) { navigator.navigate(AppDestination.accommodationDetail(id)) }
    func showCourse(_ id: UUID) { navigator.navigate(AppDestination.courseDetail(id)) }
    func showChat(_ id: UUID) { navigator.navigate(AppDestination.chat(id)) }
}

/// Step 1 of the move: the Hub tab is a feature.
public enum Step1 {
    public static func registry() throws -> NavigationRegistry {
        var builder = RegistryBuilder(
            tabs: ["hub", "search", "connect"], links: LinkConfiguration(schemes: ["chapter"]))
        builder.add(HubFeature())
        builder.add(LegacyAppFeature())
        return try builder.build()
    }

    /// Launches the app, from the session step 0 (or this step) saved.
    @MainActor
    public static func launch(session: SavedSession? = nil) async throws -> WaymarkShell {
        try await WaymarkShell(
            registry: try registry(), roots: [HubRoute.home, AppTabRoot.search, AppTabRoot.connect], savedBy: "step1",
            session: session
        ) { views, navigator in
            let legacy = MasterTabView(navigate: { navigator.navigate($0) }, present: { navigator.present($0) })
            let hub = HubScreens(routing: HubRoutes(navigator: navigator))
            views.register(HubRoute.self, hub.screen)
            views.register(AppTabRoot.self, legacy.tabContent)
            views.register(AppDestination.self, legacy.destinationView(for:))
            views.register(AppSheet.self, legacy.sheetView)
        }
    }
}
