import ChapterKit
import Waymark

/// Builds the Courses feature's screens.
public struct CoursesScreens: ScreenProvider {
    let service: any CoursesService
    let router: any CoursesRouting

    public init(service: any CoursesService, router: any CoursesRouting) {
        self.service = service
        self.router = router
    }

    public func registerScreens(into views: inout ViewRegistry<ScreenContent>.Builder) {
        views.register(CoursesRoute.self) { route in ScreenContent { await self.screen(for: route) } }
    }

    @MainActor
    func screen(for route: CoursesRoute) async -> Screen {
        let router = router
        switch route {
        case .detail(let id):
            guard let course = await service.course(id) else {
                return Screen(title: "Course", lines: ["This course is no longer available."])
            }
            var actions = [
                ScreenAction("University: \(course.universityName)") { router.showUniversity(course.university) }
            ]
            if await service.isShortlisted(id) {
                if let removal = try? Self.removal(of: course) {
                    actions.append(ScreenAction("Remove from shortlist") { router.ask(removal) })
                }
            } else {
                actions.append(ScreenAction("Add to shortlist") { await router.addToShortlist(id) })
            }
            if let other = await service.alternatives(to: id).first {
                actions.insert(ScreenAction("Compare with another course") { router.compare([id, other]) }, at: 1)
            }
            return Screen(
                title: course.title,
                lines: ["At \(course.universityName)", "\(course.years) years"],
                actions: actions)
        }
    }

    /// The confirmation before a course leaves the shortlist.
    static func removal(of course: CourseDetails) throws(NavigationError) -> Dialog {
        try Dialog(
            .confirmationDialog, title: "Remove \(course.title) from your shortlist?",
            buttons: [
                .init(
                    "Remove", role: .destructive,
                    action: DialogAction(CoursesDialogAction.removeFromShortlist(course.id))),
                .init("Cancel", role: .cancel),
            ])
    }
}
