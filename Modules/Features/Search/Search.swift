import ChapterKit
import Waymark
import WaymarkMacros

/// The Search tab's root screen.
@Routes(feature: "search")
public enum SearchRoute {
    @Destination(.tabRoot, tab: ChapterTab.search, link: "search")
    case home
}

/// Registers the Search feature.
public struct SearchFeature: NavigationFeature {
    public let name = SearchRoute.feature

    public init() {}

    public func register(into registrar: inout FeatureRegistrar) {
        registrar.register(SearchRoute.self)
    }
}

/// Where the Search screen leads.
@MainActor
public protocol SearchRouting: AnyObject, Sendable {
    func showUniversity(_ id: UniversityID)
}

/// The universities Search lists.
public protocol SearchService: Sendable {
    func universities() async -> [(id: UniversityID, name: String, city: String)]
}

/// Builds the Search screen.
public struct SearchScreens: ScreenProvider {
    let service: any SearchService
    let router: any SearchRouting

    public init(service: any SearchService, router: any SearchRouting) {
        self.service = service
        self.router = router
    }

    public func registerScreens(into views: inout ViewRegistry<ScreenContent>.Builder) {
        views.register(SearchRoute.self) { route in ScreenContent { await self.screen(for: route) } }
    }

    @MainActor
    func screen(for route: SearchRoute) async -> Screen {
        let router = router
        let universities = await service.universities()
        return Screen(
            title: "Search",
            lines: ["\(universities.count) universities"],
            actions: universities.map { university in
                ScreenAction("\(university.name), \(university.city)") { router.showUniversity(university.id) }
            })
    }
}
