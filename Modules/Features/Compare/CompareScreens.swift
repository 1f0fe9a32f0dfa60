import ChapterKit
import Waymark

/// Builds the Compare feature's screens.
public struct CompareScreens: ScreenProvider {
    let service: any CompareService
    let router: any CompareRouting

    public init(service: any CompareService, router: any CompareRouting) {
        self.service = service
        self.router = router
    }

    public func registerScreens(into views: inout ViewRegistry<ScreenContent>.Builder) {
        views.register(CompareRoute.self) { route in ScreenContent { await self.screen(for: route) } }
    }

    @MainActor
    func screen(for route: CompareRoute) async -> Screen {
        let router = router
        switch route {
        case .courses(let ids):
            var lines: [String] = []
            var actions: [ScreenAction] = []
            for id in ids {
                guard let course = await service.course(id) else { continue }
                lines.append("\(course.title) at \(course.universityName): \(course.years) years")
                actions.append(ScreenAction("Course: \(course.title)") { router.showCourse(id) })
            }
            return Screen(title: "Compare courses", lines: lines, actions: actions)
        case .universities(let ids):
            var lines: [String] = []
            var actions: [ScreenAction] = []
            for id in ids {
                guard let university = await service.university(id) else { continue }
                lines.append("\(university.name), \(university.city): \(university.courses) courses")
                actions.append(ScreenAction("University: \(university.name)") { router.showUniversity(id) })
            }
            return Screen(title: "Compare universities", lines: lines, actions: actions)
        case .pick:
            let courses = await service.suggestedCourses()
            let universities = await service.suggestedUniversities()
            var actions: [ScreenAction] = []
            if courses.count >= 2 {
                actions.append(ScreenAction("Compare courses") { router.showComparison(ofCourses: courses) })
            }
            if universities.count >= 2 {
                actions.append(
                    ScreenAction("Compare universities") { router.showComparison(ofUniversities: universities) })
            }
            return Screen(title: "What to compare", actions: actions)
        }
    }
}
