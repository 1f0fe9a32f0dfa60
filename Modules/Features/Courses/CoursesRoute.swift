import ChapterKit
import Waymark
import WaymarkMacros

/// The screens of the Courses feature.
@Routes(feature: "courses")
public enum CoursesRoute {
    @Destination(.push, tab: ChapterTab.search, tabBar: .hidden, link: "course/{id:uuid}")
    case detail(id: CourseID)
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
        registrar.register(CoursesRoute.self) { courses in
            // One read of the course answers both: is it there, and which university is under it.
            courses.detail.requiresContent("course") { id in
                await service.course(id).map { universityRoute($0.university) }
            }
        }
    }
}
