import ChapterKit
import Waymark
import WaymarkMacros

/// The screens of the Courses feature: a course's page, its modules year by year, what it asks of
/// applicants, and applying.
@Routes(feature: "courses")
public enum CoursesRoute {
    @Destination(.push, tab: ChapterTab.search, tabBar: .hidden, link: "course/{id:uuid}")
    case detail(id: CourseID)

    /// The modules taught each year, over the course's page.
    @Destination(.push, tab: ChapterTab.search, tabBar: .hidden, link: "course/{id:uuid}/modules")
    case modules(id: CourseID)

    /// The grades and subjects the course asks for, over its page.
    @Destination(.push, tab: ChapterTab.search, tabBar: .hidden, link: "course/{id:uuid}/entry-requirements")
    case entryRequirements(id: CourseID)

    /// How to apply, in a sheet: signed in, since it starts the student's own application.
    @Destination(.sheet, requires: .signedIn, detents: [.large], link: "course/{id:uuid}/apply")
    case apply(id: CourseID)
}

/// Registers the Courses feature.
///
/// A course's parent screen is its university, which belongs to another feature: the composition
/// root passes `universityRoute`, which names it, so Courses never imports Universities.
public struct CoursesFeature: NavigationFeature {
    public let name = CoursesRoute.feature
    let service: any CoursesService
    let universityRoute: @Sendable (UniversityID) -> AnyRoute

    public init(service: any CoursesService, universityRoute: @escaping @Sendable (UniversityID) -> AnyRoute) {
        self.service = service
        self.universityRoute = universityRoute
    }

    public func register(into registrar: inout FeatureRegistrar) {
        let service = service
        let universityRoute = universityRoute
        registrar.answersDialogs(of: CoursesDialogAction.self)
        registrar.register(CoursesRoute.self) { courses in
            // One read of the course answers both: is it there, and which university is under it.
            courses.detail.requiresContent("course") { id in
                await service.course(id).map { universityRoute($0.university) }
            }
            // The website's form, `course/computer-science-ba-9f93d130-...`, opens the app too.
            courses.detail.websiteLink("course/{name:slug}-{id:uuid}")
            // The screens about one course stand on its page (and so on its university's).
            courses.modules.requiresContent("course") { id in
                await service.course(id) == nil ? nil : CoursesRoute.detail(id: id).erased
            }
            courses.entryRequirements.requiresContent("course") { id in
                await service.course(id) == nil ? nil : CoursesRoute.detail(id: id).erased
            }
            courses.apply.requiresContent("course") { id in await service.course(id) != nil }
        }
    }
}
