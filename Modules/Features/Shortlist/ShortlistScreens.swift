import ChapterKit
import Waymark

/// Builds the shortlist's screens.
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
        let empty = ["Your shortlist is empty."]
        switch route {
        case .home:
            var actions = courses.map { course in
                ScreenAction("Course: \(course.title)") { router.showCourse(course.id) }
            }
            if (2...4).contains(courses.count) {
                let ids = courses.map(\.id)
                actions.append(ScreenAction("Compare all") { router.compare(ids) })
            }
            if !courses.isEmpty {
                actions += [
                    ScreenAction("Universities") { router.showUniversities() },
                    ScreenAction("Edit") { router.showEditing() }, ScreenAction("Share") { router.showSharing() },
                ]
            }
            return Screen(
                title: "Lists", lines: courses.isEmpty ? empty : courses.map { "- \($0.title)" }, actions: actions)
        case .universities:
            var seen = Set<UniversityID>()
            let universities = courses.filter { seen.insert($0.university).inserted }
            var actions = universities.map { course in
                ScreenAction(course.universityName) { router.showUniversity(course.university) }
            }
            if (2...4).contains(universities.count) {
                let ids = universities.map(\.university)
                actions.append(ScreenAction("Compare these universities") { router.compare(ids) })
            }
            return Screen(title: "Your universities", lines: courses.isEmpty ? empty : [], actions: actions)
        case .edit:
            return Screen(
                title: "Edit your shortlist", lines: courses.isEmpty ? empty : [],
                actions: courses.map { course in
                    ScreenAction("Remove \(course.title)") { await router.remove(course.id) }
                })
        case .share:
            return Screen(
                title: "Share your shortlist",
                lines: ["\(courses.count) courses. Whoever opens the link sees the list, not your account."],
                actions: [ScreenAction("Done") { router.closeSharing() }])
        }
    }
}
