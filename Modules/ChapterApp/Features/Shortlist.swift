import ChapterKit
import Compare
import Courses
import Shortlist
import Waymark

// The Shortlist feature as the app wires it in: the lists tab of the courses the user keeps.

extension AppFeature {
    static let shortlist = AppFeature { app in
        WiredFeature(ShortlistFeature()) { router in
            ShortlistScreens(service: app.services, router: ShortlistRouter(router))
        }
    }
}

/// Where the Shortlist screens lead, in the app: every method of `ShortlistRouting`, answered here and
/// nowhere else, so a change to the protocol touches this file only.
@MainActor
final class ShortlistRouter: ShortlistRouting {
    private let app: ChapterRouter

    init(_ app: ChapterRouter) {
        self.app = app
    }

    func showCourse(_ id: CourseID) { app.push(CoursesEntryPoints.course(id)) }
    func compare(_ courses: [CourseID]) { app.push(CompareEntryPoints.comparison(of: courses)) }
}

extension CatalogServices: ShortlistService {
    func shortlisted() async -> [(id: CourseID, title: String)] {
        await shortlist.courses.compactMap { id in catalog.course(id).map { (id, $0.title) } }
    }
}
