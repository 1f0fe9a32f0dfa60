import ChapterKit
import Compare
import Courses
import Universities
import Waymark

// The Compare feature as the app wires it in: courses side by side (taken over from Courses, its
// link unchanged) and universities; its team (its owner in its OWNER file) owns this file.

extension AppFeature {
    static let compare = AppFeature { app in
        let service = CompareCatalog(catalog: app.catalog)
        let courses = Array(app.catalog.courses.prefix(2).map(\.id))
        let universities = Array(app.catalog.universities.prefix(2).map(\.id))
        let samples = [
            CompareRoute.courses(courses: courses).erased, CompareRoute.universities(ids: universities).erased,
            CompareRoute.pick.erased, CompareRoute.details(id: universities[0]).erased,
        ]
        return WiredFeature(CompareFeature(service: service), sampleRoutes: samples) { router in
            CompareScreens(service: service, router: CompareRouter(router))
        }
    }
}

/// Where the Compare screens lead, in the app: every method of `CompareRouting`, answered here and
/// nowhere else, so a change to the protocol touches this file only.
@MainActor
final class CompareRouter: CompareRouting {
    private let app: ChapterRouter

    init(_ app: ChapterRouter) {
        self.app = app
    }

    func chooseUniversities() { app.ask(CompareRoute.pick) }
    func showDetails(of id: UniversityID) { app.present(CompareRoute.details(id: id)) }
    func give(_ universities: [UniversityID]) { app.give(universities) }
    func showCourse(_ id: CourseID) { app.push(CoursesEntryPoints.course(id)) }
    func showUniversity(_ id: UniversityID) { app.push(UniversitiesEntryPoints.university(id)) }
}

/// The comparisons' data: the shared catalog.
struct CompareCatalog: CompareService {
    let catalog: ChapterCatalog

    func course(_ id: CourseID) async -> ComparedCourse? {
        guard let course = catalog.courses.first(where: { $0.id == id }) else { return nil }
        let university = catalog.universities.first { $0.id == course.university }
        return ComparedCourse(title: course.title, universityName: university?.name ?? "", years: course.years)
    }

    func university(_ id: UniversityID) async -> ComparedUniversity? {
        guard let university = catalog.universities.first(where: { $0.id == id }) else { return nil }
        return ComparedUniversity(
            name: university.name, city: university.city,
            courses: catalog.courses.filter { $0.university == id }.count)
    }

    func suggestedUniversities() async -> [UniversityID] { Array(catalog.universities.prefix(6).map(\.id)) }
}
