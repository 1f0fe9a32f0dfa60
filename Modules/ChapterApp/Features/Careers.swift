import Arcade
import Careers
import ChapterKit
import Courses
import Waymark

// The Careers feature as the app wires it in; its team (its owner in its OWNER file) owns this
// file.

extension AppFeature {
    static let careers = AppFeature { app in
        let service = CareersSampleData(catalog: app.catalog)
        let first = CareerPathID("software-engineer")
        let samples = [
            CareersRoute.path(path: first).erased, CareersRoute.apprenticeships.erased,
            CareersRoute.dayInTheLife(path: first).erased, CareersRoute.paths.erased,
            CareersRoute.pay(path: first).erased,
        ]
        return WiredFeature(
            CareersFeature(service: service, careersList: ArcadeEntryPoints.careers), sampleRoutes: samples
        ) { router in CareersScreens(service: service, router: CareersRouter(router)) }
    }
}

/// Where the Careers screens lead, in the app: every method of `CareersRouting`, answered here and
/// nowhere else, so a change to the protocol touches this file only.
@MainActor
final class CareersRouter: CareersRouting {
    private let app: ChapterRouter

    init(_ app: ChapterRouter) {
        self.app = app
    }

    func showPath(_ path: CareerPathID) { app.push(CareersRoute.path(path: path)) }
    func showDayInTheLife(_ path: CareerPathID) { app.perform(.present(CareersRoute.dayInTheLife(path: path).erased)) }
    func showCourse(_ id: CourseID) { app.push(CoursesEntryPoints.course(id)) }
    func showPay(_ path: CareerPathID) { app.push(CareersRoute.pay(path: path)) }
}

/// A few career paths, each led to by the catalog's courses whose titles name its subject.
struct CareersSampleData: CareersService {
    static let paths: [(slug: String, title: String, subjects: [String], day: [String], apprenticeship: Bool)] = [
        (
            "software-engineer", "Software engineer", ["Computer Science", "Mathematics"],
            ["9:30 stand-up with the team", "Pairing on a new feature", "Reviewing a colleague's change"], true
        ),
        (
            "doctor", "Doctor", ["Medicine", "Chemistry"],
            ["Ward round at 8", "Clinic in the afternoon", "Teaching medical students"], false
        ),
        (
            "architect", "Architect", ["Architecture", "Physics"],
            ["Site visit in the morning", "Drawing at the studio", "Meeting the client"], true
        ),
    ]
    let all: [CareerPathSummary]

    init(catalog: ChapterCatalog) {
        all = Self.paths.map { path in
            CareerPathSummary(
                id: CareerPathID(path.slug), title: path.title, day: path.day,
                pay: ["Starting out: about £28,000 a year", "Ten years in: about £55,000 a year"],
                courses: catalog.courses.filter { course in path.subjects.contains { course.title.hasPrefix($0) } }
                    .map { ($0.id, $0.title) })
        }
    }

    func path(_ id: CareerPathID) async -> CareerPathSummary? {
        all.first { $0.id == id }
    }

    func paths() async -> [CareerPathSummary] { all }

    func apprenticeships() async -> [CareerPathSummary] {
        let slugs = Set(Self.paths.filter(\.apprenticeship).map(\.slug))
        return all.filter { slugs.contains($0.id.rawValue) }
    }
}
