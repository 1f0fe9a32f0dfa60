import Accommodation
import ChapterKit
import Courses
import Universities
import Waymark

// The Universities feature as the app wires it in: a university's page.

extension AppFeature {
    static let universities = AppFeature { app in
        WiredFeature(
            UniversitiesFeature(service: app.services),
            sampleRoutes: app.catalog.universities.prefix(1).map { UniversitiesRoute.detail(id: $0.id).erased }
        ) { router in UniversitiesScreens(service: app.services, router: UniversitiesRouter(router)) }
    }
}

/// Where the Universities screens lead, in the app: every method of `UniversitiesRouting`, answered here and
/// nowhere else, so a change to the protocol touches this file only.
@MainActor
final class UniversitiesRouter: UniversitiesRouting {
    private let app: ChapterRouter

    init(_ app: ChapterRouter) {
        self.app = app
    }

    func showCourse(_ id: CourseID) { app.push(CoursesEntryPoints.course(id)) }
    func showAccommodation(near university: UniversityID) {
        app.push(AccommodationEntryPoints.accommodation(near: university))
    }
}

extension CatalogServices: UniversitiesService {
    func university(_ id: UniversityID) async -> UniversityProfile? {
        guard let university = catalog.university(id) else { return nil }
        return UniversityProfile(
            id: id, name: university.name, city: university.city,
            courses: catalog.courses.filter { $0.university == id }.map { ($0.id, $0.title) })
    }
}
