import ChapterKit
import Foundation
import Testing
import Universities
import Waymark
import WaymarkTesting

private let course = CourseID(UUID(uuidString: "0b9e4f3a-1c2d-4e5f-8a9b-0c1d2e3f4a5b")!)

private struct Catalog: UniversitiesService {
    func university(_ id: UniversityID) async -> UniversityProfile? {
        id == UniversityID(1)
            ? UniversityProfile(id: id, name: "Northbridge", city: "North", courses: [(course, "Physics")]) : nil
    }
}

@MainActor
private final class Router: UniversitiesRouting {
    enum Call: Equatable {
        case course(CourseID)
        case accommodation(UniversityID)
    }
    let calls = CallRecorder<Call>()
    func showCourse(_ id: CourseID) { calls.record(.course(id)) }
    func showAccommodation(near university: UniversityID) { calls.record(.accommodation(university)) }
}

@MainActor
@Suite("Universities")
struct UniversitiesTests {
    let app: NavigationHarness

    init() throws {
        app = try NavigationHarness(
            tabs: ChapterTab.all, links: LinkConfiguration(schemes: ["chapter"]),
            feature: UniversitiesFeature(service: Catalog()))
    }

    @Test func registersItsDestination() throws {
        let detail = try #require(app.registry.destination(named: "universities.detail"))
        #expect(detail.presentation == .push(hostTab: ChapterTab.search))
        #expect(detail.access == .public && detail.tabBar == .hidden)
        #expect(
            try app.registry.link(for: UniversitiesRoute.detail(id: UniversityID(12)).erased)
                == "chapter://university/12")
    }

    @Test func linksRoundTrip() {
        let routes = [UniversitiesRoute.detail(id: UniversityID(1)).erased]
        expectLinksRoundTrip(routes, in: app.registry)
        expectEveryLinkCovered(by: routes, feature: "universities", in: app.registry)
    }

    @Test func theDetailScreenLeadsToCoursesAndAccommodation() async throws {
        let router = Router()
        let screens = UniversitiesScreens(service: Catalog(), router: router)
        let screen = try #require(await screens.screen(for: UniversitiesRoute.detail(id: UniversityID(1)).erased))
        #expect(screen.title == "Northbridge")
        #expect(screen.actions.map(\.title) == ["Course: Physics", "Accommodation near Northbridge"])
        for action in screen.actions { await action.perform() }
        #expect(router.calls.calls == [.course(course), .accommodation(UniversityID(1))])
    }

    @Test func aLinkToAMissingUniversityLandsOnSearch() async {
        let links = await app.linkHandler()
        #expect(await links.open("chapter://university/99") == .contentMissing("university"))
        app.expectState(app.state(tab: ChapterTab.search, notice: .contentMissing("university")))
    }
}
