import AppModels
import ConnectFeature
import Foundation
import HubFeature
import Journeys
import SearchFeature
import Waymark
import WaymarkShell

// The last step: the legacy enums, their parser and views are gone. What remains of the app is
// its composition root: the features, and where each one's screens lead into another's.

/// Where the Hub's screens lead: a chat is Connect's now.
@MainActor
final class HubRoutes: HubRouting {
    let navigator: Navigator

    init(navigator: Navigator) {
        self.navigator = navigator
    }

    func showHub(_ route: HubRoute) { navigator.navigate(route) }
    func showAccommodation(_ id: UUID) { navigator.navigate(SearchRoute.accommodationDetail(id: id)) }
    func showCourse(_ id: UUID) { navigator.navigate(SearchRoute.courseDetail(id: id)) }
    func showChat(_ id: UUID) { navigator.navigate(ConnectRoute.chat(id: id)) }
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

/// Where the Connect tab's screens lead.
@MainActor
final class ConnectRoutes: ConnectRouting {
    let navigator: Navigator

    init(navigator: Navigator) {
        self.navigator = navigator
    }

    func showConnect(_ route: ConnectRoute) { navigator.navigate(route) }
    func presentConnect(_ route: ConnectRoute) { navigator.present(route) }
}

/// Step 3 of the move: every tab is a feature.
public enum Step3 {
    public static func registry() throws -> NavigationRegistry {
        var builder = RegistryBuilder(
            tabs: ["hub", "search", "connect"], links: LinkConfiguration(schemes: ["chapter"]))
        builder.add(HubFeature())
        builder.add(SearchFeature())
        builder.add(ConnectFeature())
        return try builder.build()
    }

    /// Launches the app, from the session step 2 (or this step) saved.
    @MainActor
    public static func launch(session: SavedSession? = nil) async throws -> WaymarkShell {
        try await WaymarkShell(
            registry: try registry(), roots: [HubRoute.home, SearchRoute.home, ConnectRoute.home], savedBy: "step3",
            session: session
        ) { views, navigator in
            views.register(HubRoute.self, HubScreens(routing: HubRoutes(navigator: navigator)).screen)
            views.register(SearchRoute.self, SearchScreens(routing: SearchRoutes(navigator: navigator)).screen)
            views.register(ConnectRoute.self, ConnectScreens(routing: ConnectRoutes(navigator: navigator)).screen)
        }
    }
}
