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

    @MainActor
    public func screen(for route: AnyRoute) async -> Screen? {
        guard case .detail(let id) = route.as(UniversitiesRoute.self) else { return nil }
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
