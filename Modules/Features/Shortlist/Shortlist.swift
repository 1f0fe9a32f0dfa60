import ChapterKit
import Waymark
import WaymarkMacros

/// The Lists tab's root screen: the courses the student shortlisted.
@Routes(feature: "shortlist")
public enum ShortlistRoute {
    @Destination(.tabRoot, tab: ChapterTab.lists, link: "lists")
    case home
}

/// Registers the Shortlist feature.
public struct ShortlistFeature: NavigationFeature {
    public let name = ShortlistRoute.feature

    public init() {}

    public func register(into registrar: inout FeatureRegistrar) {
        registrar.register(ShortlistRoute.self)
    }
}

/// Where the shortlist leads.
@MainActor
public protocol ShortlistRouting: AnyObject, Sendable {
    func showCourse(_ id: CourseID)
    func compare(_ courses: [CourseID])
}

/// The shortlisted courses.
public protocol ShortlistService: Sendable {
    func shortlisted() async -> [(id: CourseID, title: String)]
}

/// Builds the shortlist screen.
public struct ShortlistScreens: ScreenProvider {
    let service: any ShortlistService
    let router: any ShortlistRouting

    public init(service: any ShortlistService, router: any ShortlistRouting) {
        self.service = service
        self.router = router
    }

    public func registerScreens(into views: inout ViewRegistry<ScreenContent>.Builder) {
        views.register(ShortlistRoute.self) { route in ScreenContent { await self.screen(for: route) } }
    }

    @MainActor
    func screen(for route: ShortlistRoute) async -> Screen {
        let router = router
        let courses = await service.shortlisted()
        var actions = courses.map { course in ScreenAction("Course: \(course.title)") { router.showCourse(course.id) } }
        if (2...4).contains(courses.count) {
            let ids = courses.map(\.id)
            actions.append(ScreenAction("Compare all") { router.compare(ids) })
        }
        return Screen(
            title: "Lists",
            lines: courses.isEmpty ? ["Your shortlist is empty."] : courses.map { "- \($0.title)" },
            actions: actions)
    }
}
