import ChapterKit
import Courses
import Foundation
import Testing
import Waymark
import WaymarkTesting

private let physics = CourseID(UUID(uuidString: "0b9e4f3a-1c2d-4e5f-8a9b-0c1d2e3f4a5b")!)
private let law = CourseID(UUID(uuidString: "6f1c2b3a-4d5e-4f60-8a7b-9c0d1e2f3a4b")!)

private struct Catalog: CoursesService {
    var shortlisted: Set<CourseID> = []

    func course(_ id: CourseID) async -> CourseDetails? {
        guard id == physics || id == law else { return nil }
        return CourseDetails(
            id: id, title: id == physics ? "Physics" : "Law", university: UniversityID(3),
            universityName: "Southmoor", years: 3)
    }

    func alternatives(to id: CourseID) async -> [CourseID] { id == physics ? [law] : [] }
    func isShortlisted(_ id: CourseID) async -> Bool { shortlisted.contains(id) }
    func modules(of id: CourseID) async -> [[String]] { [["Mechanics", "Optics"], ["Dissertation"]] }
    func entryRequirements(of id: CourseID) async -> [String] { ["AAA at A level"] }
}

/// The parent a course's link gets: a stand-in for the university route the app supplies.
private enum Parent: LinkableRoute {
    case university(Int)
    static let typeKey = "parent"
    var destinationName: DestinationName { "parent.university" }
    init(destination: DestinationName, values: LinkValues) throws(LinkValueError) {
        self = .university(try values.int("id"))
    }
    var linkValues: LinkValues {
        switch self {
        case .university(let id): ["id": .int(id)]
        }
    }
}

private struct ParentFeature: NavigationFeature {
    let name = "parent"
    func register(into registrar: inout FeatureRegistrar) {
        registrar.register(
            Parent.self,
            destinations: [
                .init("parent.university", presentation: .push(hostTab: ChapterTab.search), link: "university/{id:int}")
            ])
    }
}

@MainActor
private final class Router: CoursesRouting {
    enum Call: Equatable {
        case university(UniversityID)
        case compare([CourseID])
        case shortlist(CourseID)
        case unlist(CourseID)
        case asked(Dialog)
        case modules(CourseID)
        case entryRequirements(CourseID)
        case apply(CourseID)
        case closeApplying
        case checklist
    }
    let calls = CallRecorder<Call>()
    func showUniversity(_ id: UniversityID) { calls.record(.university(id)) }
    func compare(_ courses: [CourseID]) { calls.record(.compare(courses)) }
    func addToShortlist(_ id: CourseID) async { calls.record(.shortlist(id)) }
    func removeFromShortlist(_ id: CourseID) async { calls.record(.unlist(id)) }
    func ask(_ dialog: Dialog) { calls.record(.asked(dialog)) }
    func showModules(of id: CourseID) { calls.record(.modules(id)) }
    func showEntryRequirements(of id: CourseID) { calls.record(.entryRequirements(id)) }
    func showApplying(to id: CourseID) { calls.record(.apply(id)) }
    func closeApplying() { calls.record(.closeApplying) }
    func showChecklist() { calls.record(.checklist) }
}

@MainActor
@Suite("Courses")
struct CoursesTests {
    let app: NavigationHarness

    init() throws {
        let courses = CoursesFeature(service: Catalog()) { Parent.university($0.rawValue).erased }
        app = try NavigationHarness(
            tabs: ChapterTab.all, links: LinkConfiguration(schemes: ["chapter"]),
            features: [courses, ParentFeature()])
    }

    @Test func linksRoundTrip() {
        let routes = [
            CoursesRoute.detail(id: physics), .modules(id: physics), .entryRequirements(id: physics),
            .apply(id: physics),
        ].map(\.erased)
        #expect(app.registry.destination(named: "courses.apply")?.requirements == [.signedIn])
        #expect(app.registry.destination(named: "courses.apply")?.detents == [.large])
        expectLinksRoundTrip(routes, in: app.registry)
        expectEveryLinkCovered(by: routes, feature: "courses", in: app.registry)
    }

    @Test func comparingIsNoLongerCourses() {
        // Compare took `courses.compare` over, its link unchanged (CompareTests).
        #expect(app.registry.destination(named: "courses.compare") == nil)
        #expect(throws: LinkRejection.self) {
            try app.registry.match("chapter://compare?courses=\(law.rawValue),\(physics.rawValue)").get()
        }
    }

    @Test func aCourseLinkOnItsOwnGetsItsUniversityInFront() async {
        let links = await app.linkHandler()
        #expect(await links.open("chapter://course/\(physics)") == .opened)
        app.expectState(
            app.state(
                tab: ChapterTab.search,
                stacks: [
                    ChapterTab.search: [Parent.university(3).erased, CoursesRoute.detail(id: physics).erased]
                ]))
    }

    @Test func theWebsitesFormWithTheCoursesNameOpensIt() async {
        let links = await app.linkHandler()
        #expect(await links.open("chapter://course/physics-bsc-\(physics)") == .opened)
        #expect(app.state.stack(of: ChapterTab.search).last == CoursesRoute.detail(id: physics).erased)
    }

    @Test func theDetailScreenOffersUniversityCompareAndShortlist() async throws {
        let router = Router()
        let screen = try #require(
            await CoursesScreens(service: Catalog(), router: router).screen(
                for: CoursesRoute.detail(id: physics).erased))
        #expect(
            screen.actions.map(\.title) == [
                "University: Southmoor", "Compare with another course", "Add to shortlist", "Modules",
                "Entry requirements", "Apply",
            ])
        for action in screen.actions { await action.perform() }
        #expect(
            router.calls.calls == [
                .university(UniversityID(3)), .compare([physics, law]), .shortlist(physics), .modules(physics),
                .entryRequirements(physics), .apply(physics),
            ])
    }

    @Test func modulesRequirementsAndApplyingLeadOn() async throws {
        let router = Router()
        let screens = CoursesScreens(service: Catalog(), router: router)
        let modules = try #require(await screens.screen(for: CoursesRoute.modules(id: physics).erased))
        #expect(modules.lines == ["Year 1: Mechanics, Optics", "Year 2: Dissertation"])
        await modules.actions[0].perform()
        let requirements = try #require(await screens.screen(for: CoursesRoute.entryRequirements(id: physics).erased))
        #expect(requirements.lines == ["AAA at A level"])
        await requirements.actions[0].perform()
        let apply = try #require(await screens.screen(for: CoursesRoute.apply(id: physics).erased))
        for action in apply.actions { await action.perform() }
        #expect(router.calls.calls == [.entryRequirements(physics), .apply(physics), .checklist, .closeApplying])
    }

    @Test func aLinkToACoursesModulesStandsOnTheCourseAndItsUniversity() async {
        let links = await app.linkHandler()
        #expect(await links.open("chapter://course/\(physics)/modules") == .opened)
        #expect(
            app.state.stack(of: ChapterTab.search) == [
                Parent.university(3).erased, CoursesRoute.detail(id: physics).erased,
                CoursesRoute.modules(id: physics).erased,
            ])
        #expect(await links.open("chapter://course/\(physics)/apply") == .held(.signedIn))
        let missing = "chapter://course/00000000-0000-4000-8000-000000000009/entry-requirements"
        #expect(await links.open(missing) == .contentMissing("course"))
    }

    @Test func aShortlistedCourseAsksBeforeItLeavesTheShortlist() async throws {
        let router = Router()
        let screen = try #require(
            await CoursesScreens(service: Catalog(shortlisted: [physics]), router: router).screen(
                for: CoursesRoute.detail(id: physics).erased))
        let removal = try #require(screen.actions.first { $0.title == "Remove from shortlist" })
        #expect(!screen.actions.contains { $0.title == "Add to shortlist" })
        await removal.perform()
        guard case .asked(let dialog) = router.calls.calls.last else {
            Issue.record("The removal asked nothing: \(router.calls.calls)")
            return
        }
        #expect(dialog.style == .confirmationDialog && dialog.title == "Remove Physics from your shortlist?")
        #expect(dialog.buttons.map(\.title) == ["Remove", "Cancel"] && dialog.cancelButton == 1)
        #expect(dialog.buttons[0].role == .destructive)
        let action = try #require(dialog.buttons[0].action?.as(CoursesDialogAction.self))
        await action.perform(with: router)
        #expect(router.calls.calls.last == .unlist(physics))
    }
}
