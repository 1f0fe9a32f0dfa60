import ChapterKit
import Foundation
import Shortlist
import Testing
import Waymark
import WaymarkTesting

private let first = CourseID(UUID(uuidString: "0b9e4f3a-1c2d-4e5f-8a9b-0c1d2e3f4a5b")!)
private let second = CourseID(UUID(uuidString: "6f1c2b3a-4d5e-4f60-8a7b-9c0d1e2f3a4b")!)

private struct Catalog: ShortlistService {
    let courses: [(id: CourseID, title: String)]
    func shortlisted() async -> [(id: CourseID, title: String)] { courses }
}

@MainActor
private final class Router: ShortlistRouting {
    enum Call: Equatable {
        case course(CourseID)
        case compare([CourseID])
    }
    let calls = CallRecorder<Call>()
    func showCourse(_ id: CourseID) { calls.record(.course(id)) }
    func compare(_ courses: [CourseID]) { calls.record(.compare(courses)) }
}

@MainActor
@Suite("Shortlist")
struct ShortlistTests {
    @Test func isTheRootOfTheListsTab() throws {
        let app = try NavigationHarness(
            tabs: ChapterTab.all, links: LinkConfiguration(schemes: ["chapter"]), feature: ShortlistFeature())
        #expect(app.registry.destination(named: "shortlist.home")?.presentation == .tabRoot(ChapterTab.lists))
        expectLinksRoundTrip([ShortlistRoute.home.erased], in: app.registry)
        expectEveryLinkCovered(by: [ShortlistRoute.home.erased], feature: "shortlist", in: app.registry)
    }

    @Test func offersCompareOnlyForTwoToFourCourses() async throws {
        let router = Router()
        let one = try #require(
            await ShortlistScreens(service: Catalog(courses: [(first, "A")]), router: router)
                .screen(for: ShortlistRoute.home.erased))
        #expect(one.actions.map(\.title) == ["Course: A"])
        let two = try #require(
            await ShortlistScreens(service: Catalog(courses: [(first, "A"), (second, "B")]), router: router)
                .screen(for: ShortlistRoute.home.erased))
        #expect(two.actions.map(\.title) == ["Course: A", "Course: B", "Compare all"])
        await two.actions[2].perform()
        #expect(router.calls.calls == [.compare([first, second])])
        let none = try #require(
            await ShortlistScreens(service: Catalog(courses: []), router: router).screen(
                for: ShortlistRoute.home.erased))
        #expect(none.lines == ["Your shortlist is empty."])
    }
}
