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
        let id =
            switch route {
            case .detail(let id), .modules(let id), .entryRequirements(let id), .apply(let id): id
            }
        guard let course = await service.course(id) else {
            return Screen(title: "Course", lines: ["This course is no longer available."])
        }
        switch route {
        case .detail: return await detail(course)
        case .modules:
            let years = await service.modules(of: id)
            return Screen(
                title: "\(course.title): modules",
                lines: years.enumerated().map { year, modules in
                    "Year \(year + 1): \(modules.joined(separator: ", "))"
                },
                actions: [ScreenAction("Entry requirements") { router.showEntryRequirements(of: id) }])
        case .entryRequirements:
            return Screen(
                title: "\(course.title): entry requirements", lines: await service.entryRequirements(of: id),
                actions: [ScreenAction("Apply") { router.showApplying(to: id) }])
        case .apply:
            return Screen(
                title: "Apply to \(course.title)",
                lines: [
                    "Applications go through UCAS; \(course.universityName) asks for a personal statement.",
                    "Your checklist keeps the deadlines.",
                ],
                actions: [
                    ScreenAction("Open your checklist") { router.showChecklist() },
                    ScreenAction("Close") { router.closeApplying() },
                ])
        }
    }

    @MainActor
    private func detail(_ course: CourseDetails) async -> Screen {
        let router = router
        let id = course.id
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
        actions += [
            ScreenAction("Modules") { router.showModules(of: id) },
            ScreenAction("Entry requirements") { router.showEntryRequirements(of: id) },
            ScreenAction("Apply") { router.showApplying(to: id) },
        ]
        return Screen(
            title: course.title,
            lines: ["At \(course.universityName)", "\(course.years) years"],
            actions: actions)
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
