import ChapterKit
import Waymark

/// Builds the Universities feature's screens.
public struct UniversitiesScreens: ScreenProvider {
    let service: any UniversitiesService
    let router: any UniversitiesRouting

    public init(service: any UniversitiesService, router: any UniversitiesRouting) {
        self.service = service
        self.router = router
    }

    public func registerScreens(into views: inout ViewRegistry<ScreenContent>.Builder) {
        views.register(UniversitiesRoute.self) { route in ScreenContent { await self.screen(for: route) } }
    }

    @MainActor
    func screen(for route: UniversitiesRoute) async -> Screen {
        let id =
            switch route {
            case .detail(let id): id
            }
        guard let university = await service.university(id) else {
            return Screen(title: "University", lines: ["This university is no longer available."])
        }
        let router = router
        return Screen(
            title: university.name,
            lines: ["City: \(university.city)", "\(university.courses.count) courses"]
                + university.courses.map { "- \($0.title)" },
            actions: university.courses.map { course in
                ScreenAction("Course: \(course.title)") { router.showCourse(course.id) }
            } + [ScreenAction("Accommodation near \(university.name)") { router.showAccommodation(near: id) }])
    }
}
