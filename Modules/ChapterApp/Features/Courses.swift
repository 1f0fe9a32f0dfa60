import ChapterKit
import Courses
import Universities
import Waymark

// The Courses feature as the app wires it in: a course's page and comparisons. A course's parent
// screen is its university, which the Universities feature shows.

extension AppFeature {
    static let courses = AppFeature { app in
        let university = app.catalog.universities.first?.id
        let courses = app.catalog.courses.filter { $0.university == university }.map(\.id)
        return WiredFeature(
            CoursesFeature(service: app.services) { UniversitiesRoute.detail(id: $0).erased },
            sampleRoutes: [
                courses.first.map { CoursesRoute.detail(id: $0).erased },
                courses.count >= 2 ? CoursesRoute.compare(courses: Array(courses.prefix(2))).erased : nil,
            ].compactMap { $0 }
        ) { router in CoursesScreens(service: app.services, router: router) }
    }
}

extension ChapterRouter: CoursesRouting {
    func showCourse(_ id: CourseID) { push(CoursesRoute.detail(id: id)) }
    func compare(_ courses: [CourseID]) { push(CoursesRoute.compare(courses: courses)) }
}

extension CatalogServices: CoursesService {
    func course(_ id: CourseID) async -> CourseDetails? {
        guard let course = catalog.course(id), let university = catalog.university(course.university) else {
            return nil
        }
        return CourseDetails(
            id: id, title: course.title, university: course.university, universityName: university.name,
            years: course.years)
    }

    func alternatives(to id: CourseID) async -> [CourseID] {
        guard let course = catalog.course(id) else { return [] }
        return catalog.courses.filter { $0.university == course.university && $0.id != id }.map(\.id)
    }
}
