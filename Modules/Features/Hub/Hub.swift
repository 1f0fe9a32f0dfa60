import ChapterKit
import Waymark
import WaymarkMacros

/// The Hub tab's root screen: what is new across the app.
@Routes(feature: "hub")
public enum HubRoute {
    @Destination(.tabRoot, tab: ChapterTab.hub, link: "hub")
    case home
}

/// Registers the Hub feature.
public struct HubFeature: NavigationFeature {
    public let name = HubRoute.feature

    public init() {}

    public func register(into registrar: inout FeatureRegistrar) {
        registrar.register(HubRoute.self)
    }
}

/// Where the Hub leads.
@MainActor
public protocol HubRouting: AnyObject, Sendable {
    func showUniversity(_ id: UniversityID)
    func showEvent(_ id: EventID)
    func showPost(_ id: PostID)
}

/// What the Hub highlights.
public protocol HubService: Sendable {
    func highlights() async -> HubHighlights
}

/// The Hub's highlights, each with what opens it.
public struct HubHighlights: Sendable {
    public let universities: [(id: UniversityID, name: String)]
    public let nextEvent: (id: EventID, title: String)?
    public let latestPost: (id: PostID, title: String)?

    public init(
        universities: [(id: UniversityID, name: String)], nextEvent: (id: EventID, title: String)?,
        latestPost: (id: PostID, title: String)?
    ) {
        self.universities = universities
        self.nextEvent = nextEvent
        self.latestPost = latestPost
    }
}

/// Builds the Hub screen.
public struct HubScreens: ScreenProvider {
    let service: any HubService
    let router: any HubRouting

    public init(service: any HubService, router: any HubRouting) {
        self.service = service
        self.router = router
    }

    public func registerScreens(into views: inout ViewRegistry<ScreenContent>.Builder) {
        views.register(HubRoute.self) { route in ScreenContent { await self.screen(for: route) } }
    }

    @MainActor
    func screen(for route: HubRoute) async -> Screen {
        let router = router
        let highlights = await service.highlights()
        var actions = highlights.universities.map { university in
            ScreenAction("Featured: \(university.name)") { router.showUniversity(university.id) }
        }
        if let event = highlights.nextEvent {
            actions.append(ScreenAction("Next event: \(event.title)") { router.showEvent(event.id) })
        }
        if let post = highlights.latestPost {
            actions.append(ScreenAction("Latest post: \(post.title)") { router.showPost(post.id) })
        }
        return Screen(title: "Chapter", lines: ["Welcome to Chapter."], actions: actions)
    }
}
