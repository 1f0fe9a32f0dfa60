import ChapterKit
import Compare
import Foundation
import Testing
import Waymark
import WaymarkTesting

private let physics = CourseID(UUID(uuidString: "0b9e4f3a-1c2d-4e5f-8a9b-0c1d2e3f4a5b")!)
private let law = CourseID(UUID(uuidString: "6f1c2b3a-4d5e-4f60-8a7b-9c0d1e2f3a4b")!)

private struct Sample: CompareService {
    func course(_ id: CourseID) async -> ComparedCourse? {
        guard id == physics || id == law else { return nil }
        return ComparedCourse(title: id == physics ? "Physics" : "Law", universityName: "Southmoor", years: 3)
    }
    func university(_ id: UniversityID) async -> ComparedUniversity? {
        (1...3).contains(id.rawValue) ? ComparedUniversity(name: "U\(id.rawValue)", city: "C", courses: 2) : nil
    }
    func suggestedUniversities() async -> [UniversityID] { [UniversityID(1), UniversityID(2), UniversityID(3)] }
}

@MainActor
private final class Router: CompareRouting {
    enum Call: Equatable {
        case choose
        case give([UniversityID])
        case course(CourseID)
        case university(UniversityID)
        case details(UniversityID)
    }
    let calls = CallRecorder<Call>()
    /// Where asking and giving go, as the app's router sends them: the real engine.
    let app: NavigationHarness?

    init(app: NavigationHarness? = nil) {
        self.app = app
    }

    func chooseUniversities() {
        calls.record(.choose)
        app?.perform(.askForResult(CompareRoute.pick.erased))
    }

    func give(_ universities: [UniversityID]) {
        calls.record(.give(universities))
        app?.give(universities)
    }

    func showCourse(_ id: CourseID) { calls.record(.course(id)) }
    func showUniversity(_ id: UniversityID) { calls.record(.university(id)) }

    func showDetails(of id: UniversityID) {
        calls.record(.details(id))
        app?.perform(.present(CompareRoute.details(id: id).erased))
    }
}

@MainActor
@Suite("Compare")
struct CompareTests {
    let app: NavigationHarness

    init() throws {
        app = try NavigationHarness(
            tabs: ChapterTab.all, links: LinkConfiguration(schemes: ["chapter"]),
            feature: CompareFeature(service: Sample()))
    }

    @Test func comparingCoursesKeepsTheLinkItHadInCourses() throws {
        #expect(app.registry.destination(named: "compare.courses")?.presentation == .push(hostTab: ChapterTab.lists))
        #expect(
            try app.registry.link(for: CompareRoute.courses(courses: [law, physics]).erased)
                == "chapter://compare?courses=\(law),\(physics)")
        #expect(
            try app.registry.link(for: CompareRoute.universities(ids: [UniversityID(2), UniversityID(1)]).erased)
                == "chapter://compare/universities?ids=2,1")
        let routes = [
            CompareRoute.courses(courses: [law, physics]).erased,
            CompareRoute.universities(ids: [UniversityID(1), UniversityID(3)]).erased, CompareRoute.pick.erased,
            CompareRoute.details(id: UniversityID(2)).erased,
        ]
        expectLinksRoundTrip(routes, in: app.registry)
        expectEveryLinkCovered(by: routes, feature: "compare", in: app.registry)
    }

    @Test(arguments: ["1", "1,2,3,4,5", "1,x", "1,,2", "01,2", "-1,2"])
    func universitiesAreTwoToFourIds(ids: String) async {
        let links = await app.linkHandler()
        let outcome = await links.open("chapter://compare/universities?ids=\(ids)")
        guard case .rejected(.invalidParameter(name: "ids", _, type: "universityList")) = outcome else {
            Issue.record("'\(ids)' gave \(outcome)")
            return
        }
    }

    @Test func aComparisonWithSomethingMissingIsMissingContent() async {
        let links = await app.linkHandler()
        #expect(await links.open("chapter://compare/universities?ids=1,9") == .contentMissing("university"))
        #expect(await links.open("chapter://compare/university/9") == .contentMissing("university"))
        let missing = UUID(uuidString: "00000000-0000-4000-8000-000000000000")!
        #expect(await links.open("chapter://compare?courses=\(physics),\(missing)") == .contentMissing("course"))
        #expect(
            await links.open("chapter://compare?courses=\(physics)")
                == .rejected(
                    .invalidParameter(
                        name: "courses", value: physics.description, type: "courseList")))
    }

    @Test func theScreensLeadWhereTheySay() async throws {
        let router = Router()
        let screens = CompareScreens(service: Sample(), router: router)
        let courses = try #require(await screens.screen(for: CompareRoute.courses(courses: [law, physics]).erased))
        #expect(courses.lines == ["Law at Southmoor: 3 years", "Physics at Southmoor: 3 years"])
        await courses.actions[1].perform()
        let universities = try #require(
            await screens.screen(for: CompareRoute.universities(ids: [UniversityID(1), UniversityID(2)]).erased))
        await universities.actions[0].perform()
        #expect(universities.actions.last?.title == "Choose universities")
        #expect(router.calls.calls == [.course(physics), .university(UniversityID(1))])
    }

    @Test func theUniversitiesChosenGoBackToTheComparisonThatAsked() async throws {
        let router = Router(app: app)
        let screens = CompareScreens(service: Sample(), router: router)
        let asked = CompareRoute.universities(ids: [UniversityID(1), UniversityID(2)])
        app.perform(.selectTab(ChapterTab.lists), .push(asked.erased))
        let asker = try #require(app.entryOnTop)
        let comparison = try #require(await screens.screen(for: asked.erased, showing: asker))
        try await #require(comparison.actions.last).perform()
        let sheet = try #require(app.entryOnTop)
        var pick = try #require(await screens.screen(for: CompareRoute.pick.erased, showing: sheet))
        #expect(pick.picker?.items == ["U1", "U2", "U3"] && pick.picker?.allowed == 2...4)
        // It starts from what the comparison shows; nothing to give while fewer than two are chosen.
        #expect(pick.picker?.chosen == [0, 1] && pick.done != nil)
        try pick.picker?.choose([0])
        pick = try #require(await screens.screen(for: CompareRoute.pick.erased, showing: sheet))
        #expect(pick.picker?.chosen == [0] && pick.done == nil)
        try pick.picker?.choose([2, 0])
        pick = try #require(await screens.screen(for: CompareRoute.pick.erased, showing: sheet))
        #expect(pick.picker?.chosen == [2, 0])
        try await #require(pick.done).perform()
        #expect(app.state.modals.isEmpty && app.state.awaiting.isEmpty)
        #expect(
            app.state.stack(of: ChapterTab.lists) == [
                CompareRoute.universities(ids: [UniversityID(3), UniversityID(1)]).erased
            ])
        #expect(app.state.entries(of: ChapterTab.lists) == [asker.id])
        #expect(router.calls.calls == [.choose, .give([UniversityID(3), UniversityID(1)])])
    }

    @Test func aPickerChoiceIsTheSheetsOwnAndOutlivesTheSheetNotAtAll() async throws {
        let screens = CompareScreens(service: Sample(), router: Router(app: app))
        app.perform(.push(CompareRoute.universities(ids: [UniversityID(1), UniversityID(2)]).erased))
        app.perform(.askForResult(CompareRoute.pick.erased))
        let sheet = try #require(app.entryOnTop)
        let pick = try #require(await screens.screen(for: CompareRoute.pick.erased, showing: sheet))
        try pick.picker?.choose([2])
        app.perform(.dismissTop)
        #expect(app.router.entriesWithScreenState.contains(sheet.id), "Kept while the sheet animates away")
        app.router.releaseScreenStates()
        #expect(!app.router.entriesWithScreenState.contains(sheet.id))
        app.perform(.askForResult(CompareRoute.pick.erased))
        let again = try #require(await screens.screen(for: CompareRoute.pick.erased, showing: app.entryOnTop))
        #expect(app.entryOnTop?.id != sheet.id, "Another sheet")
        #expect(again.picker?.chosen == [0, 1], "It starts from the comparison, not from the sheet before")
    }

    @Test func aUniversitysDetailsAreAnInspectorWithAStackOfItsOwn() async throws {
        let router = Router(app: app)
        let screens = CompareScreens(service: Sample(), router: router)
        let compared = CompareRoute.universities(ids: [UniversityID(1), UniversityID(2)])
        app.perform(.selectTab(ChapterTab.lists), .push(compared.erased))
        let comparison = try #require(await screens.screen(for: compared.erased))
        #expect(comparison.actions.map(\.title).filter { $0.hasPrefix("Details") } == ["Details: U1", "Details: U2"])
        try await #require(comparison.actions.first { $0.title == "Details: U2" }).perform()
        #expect(app.state.modals.map(\.style) == [.inspector])
        #expect(app.state.modals.first?.root == CompareRoute.details(id: UniversityID(2)).erased)
        #expect(app.state.stack(of: ChapterTab.lists) == [compared.erased], "The comparison stays beside it")
        let details = try #require(await screens.screen(for: CompareRoute.details(id: UniversityID(2)).erased))
        #expect(details.title == "U2" && details.lines == ["C", "2 courses"])
        await details.actions[0].perform()
        #expect(router.calls.calls == [.details(UniversityID(2)), .university(UniversityID(2))])
        // Another university's details while these are open replace them: one inspector.
        try await #require(comparison.actions.first { $0.title == "Details: U1" }).perform()
        #expect(app.state.modals.map(\.root) == [CompareRoute.details(id: UniversityID(1)).erased])
    }

    @Test func aLinkOpensTheDetailsInspectorOverWhateverIsShown() async {
        let links = await app.linkHandler()
        #expect(await links.open("chapter://compare/university/3") == .opened)
        #expect(app.state.modals.map(\.style) == [.inspector])
        #expect(app.state.modals.first?.source == nil, "No view on screen led to it")
    }
}
