import ChapterKit
import Waymark

/// The screens of the Courses feature.
public enum CoursesRoute: LinkableRoute {
    case detail(CourseID)
    /// Two to four courses side by side, in the order given.
    case compare([CourseID])

    public static let typeKey = "courses"

    public var destinationName: DestinationName {
        switch self {
        case .detail: "courses.detail"
        case .compare: "courses.compare"
        }
    }

    public init(destination: DestinationName, values: LinkValues) throws(LinkValueError) {
        switch destination {
        case "courses.detail": self = .detail(CourseID(try values.uuid("id")))
        case "courses.compare": self = .compare(try values.uuids("courses").map(CourseID.init))
        default: throw .noLink(destination)
        }
    }

    public var linkValues: LinkValues {
        switch self {
        case .detail(let id): ["id": .uuid(id.rawValue)]
        case .compare(let ids): ["courses": .list(ids.map { .uuid($0.rawValue) })]
        }
    }
}

/// Registers the Courses feature.
///
/// A course's parent screen is its university, which belongs to another feature: the composition
/// root passes `universityRoute`, which names it, so Courses never imports Universities.
public struct CoursesFeature: NavigationFeature {
    public let name = "courses"
    let service: any CoursesService
    let universityRoute: @Sendable (UniversityID) -> AnyRoute

    public init(service: any CoursesService, universityRoute: @escaping @Sendable (UniversityID) -> AnyRoute) {
        self.service = service
        self.universityRoute = universityRoute
    }

    public func register(into registrar: inout FeatureRegistrar) {
        let service = service
        let universityRoute = universityRoute
        registrar.defineParameterType(.uuidList("courseList", count: 2...4))
        registrar.register(CoursesRoute.self, destinations: [
            .push("courses.detail", hostTab: ChapterTab.search, tabBar: .hidden)
                .link("course/{id:uuid}")
                .parent { route in
                    guard case .detail(let id) = route, let course = await service.course(id) else { return nil }
                    return universityRoute(course.university)
                }
                .requiresContent("course") { route in
                    guard case .detail(let id) = route else { return false }
                    return await service.course(id) != nil
                },
            .push("courses.compare", hostTab: ChapterTab.lists, tabBar: .hidden)
                .link("compare?courses={courses:courseList}")
                .requiresContent("course") { route in
                    guard case .compare(let ids) = route else { return false }
                    for id in ids where await service.course(id) == nil { return false }
                    return true
                },
        ])
    }
}
