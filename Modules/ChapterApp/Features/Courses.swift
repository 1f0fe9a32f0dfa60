import ChapterKit
import Checklist
import Compare
import Courses
import Universities
import Waymark

// The Courses feature as the app wires it in: a course's page. A course's parent screen is its
// university, which the Universities feature shows; comparisons are the Compare feature's.

extension AppFeature {
    static let courses = AppFeature { app in
        let service = CoursesCatalog(catalog: app.catalog, shortlist: app.services.shortlist)
        let university = app.catalog.universities.first?.id
        let courses = app.catalog.courses.filter { $0.university == university }.map(\.id)
        return WiredFeature(
            CoursesFeature(service: service) { UniversitiesEntryPoints.university($0) },
            sampleRoutes: courses.prefix(1).flatMap { id in
                [CoursesRoute.detail(id: id), .modules(id: id), .entryRequirements(id: id), .apply(id: id)].map(
                    \.erased)
            },
            answering: CoursesDialogAction.self,
            with: { action, router in await action.perform(with: CoursesRouter(router)) }
        ) { router in CoursesScreens(service: service, router: CoursesRouter(router)) }
    }
}

/// Where the Courses screens lead, in the app: every method of `CoursesRouting`, answered here and
/// nowhere else, so a change to the protocol touches this file only.
@MainActor
final class CoursesRouter: CoursesRouting {
    private let app: ChapterRouter

    init(_ app: ChapterRouter) {
        self.app = app
    }

    func showModules(of id: CourseID) { app.push(CoursesRoute.modules(id: id)) }
    func showEntryRequirements(of id: CourseID) { app.push(CoursesRoute.entryRequirements(id: id)) }
    func showApplying(to id: CourseID) { app.perform(.present(CoursesRoute.apply(id: id).erased)) }
    func closeApplying() { app.dismissLayer { $0.base is CoursesRoute } }
    func showUniversity(_ id: UniversityID) { app.push(UniversitiesEntryPoints.university(id)) }
    func showChecklist() { app.push(ChecklistEntryPoints.checklist) }
    func compare(_ courses: [CourseID]) { app.push(CompareEntryPoints.comparison(of: courses)) }

    /// The shortlist is the user's own data, kept by the app; the notice says whether it changed.
    func addToShortlist(_ id: CourseID) async {
        let added = app.services.shortlist.add(id)
        app.perform(.showNotice(.app(added ? AppNotice.addedToShortlist : AppNotice.alreadyOnShortlist)))
    }

    func removeFromShortlist(_ id: CourseID) async {
        if app.services.shortlist.remove(id) { app.perform(.showNotice(.app(.removedFromShortlist))) }
    }

    func ask(_ dialog: Dialog) { app.perform(.showDialog(dialog)) }
}

/// The Courses feature's data: its own service over the app's catalog and the shortlist,
/// so no other team's protocol is met by the same object.
struct CoursesCatalog: CoursesService {
    let catalog: ChapterCatalog
    let shortlist: ShortlistStore

    func course(_ id: CourseID) async -> CourseDetails? {
        guard let course = catalog.course(id), let university = catalog.university(course.university) else {
            return nil
        }
        return CourseDetails(
            id: id, title: course.title, university: course.university, universityName: university.name,
            years: course.years)
    }

    func isShortlisted(_ id: CourseID) async -> Bool {
        await shortlist.courses.contains(id)
    }

    /// Three modules a year, named after the course's subject, the same on every run.
    func modules(of id: CourseID) async -> [[String]] {
        guard let course = catalog.course(id) else { return [] }
        let subject = course.title.split(separator: " ").dropLast().joined(separator: " ")
        let kinds = [["Foundations of", "Methods in", "Writing about"], ["Topics in", "Projects in", "Ethics of"]]
        return (0..<course.years).map { year in
            year == course.years - 1
                ? ["Dissertation", "Advanced \(subject)", "Placement"]
                : kinds[min(year, kinds.count - 1)].map { "\($0) \(subject)" }
        }
    }

    func entryRequirements(of id: CourseID) async -> [String] {
        guard let course = catalog.course(id) else { return [] }
        let grades = course.years > 3 ? "AAA" : "ABB"
        return ["\(grades) at A level, or the equivalent", "GCSE English and Maths at grade 4 or above"]
    }

    func alternatives(to id: CourseID) async -> [CourseID] {
        guard let course = catalog.course(id) else { return [] }
        return catalog.courses.filter { $0.university == course.university && $0.id != id }.map(\.id)
    }
}
