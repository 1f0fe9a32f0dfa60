import ChapterKit
import Compare
import Courses
import Shortlist
import Universities
import Waymark

// The Shortlist feature as the app wires it in: the lists tab of the courses the user keeps, the
// universities they are at, editing and sharing the list.

extension AppFeature {
    static let shortlist = AppFeature { app in
        let service = ShortlistCatalog(catalog: app.catalog, shortlist: app.services.shortlist)
        let samples = [ShortlistRoute.universities, .edit, .share].map(\.erased)
        return WiredFeature(ShortlistFeature(), sampleRoutes: samples) { router in
            ShortlistScreens(service: service, router: ShortlistRouter(router))
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

    func showUniversities() { app.push(ShortlistRoute.universities) }
    func showEditing() { app.push(ShortlistRoute.edit) }
    func showSharing() { app.perform(.present(ShortlistRoute.share.erased)) }
    func closeSharing() { app.dismissLayer { $0 == ShortlistRoute.share.erased } }

    /// The shortlist is the user's own data, kept by the app; the notice says it changed.
    func remove(_ id: CourseID) async {
        if app.services.shortlist.remove(id) { app.perform(.showNotice(.app(.removedFromShortlist))) }
    }

    func showCourse(_ id: CourseID) { app.push(CoursesEntryPoints.course(id)) }
    func showUniversity(_ id: UniversityID) { app.push(UniversitiesEntryPoints.university(id)) }
    func compare(_ courses: [CourseID]) { app.push(CompareEntryPoints.comparison(of: courses)) }
    func compare(_ universities: [UniversityID]) { app.push(CompareEntryPoints.comparison(of: universities)) }
}

/// The Shortlist feature's data: its own service over the app's catalog and the shortlist,
/// so no other team's protocol is met by the same object.
struct ShortlistCatalog: ShortlistService {
    let catalog: ChapterCatalog
    let shortlist: ShortlistStore

    func shortlisted() async -> [ShortlistedCourse] {
        await shortlist.courses.compactMap { id in
            guard let course = catalog.course(id), let university = catalog.university(course.university) else {
                return nil
            }
            return ShortlistedCourse(
                id: id, title: course.title, university: course.university, universityName: university.name)
        }
    }
}
