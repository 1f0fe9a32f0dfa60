import ChapterKit
import Search
import Testing
import Waymark
import WaymarkTesting

private struct Catalog: SearchService {
    func universities() async -> [(id: UniversityID, name: String, city: String)] {
        [(UniversityID(1), "Northbridge", "North"), (UniversityID(2), "Eastfield", "East")]
    }
}

@MainActor
private final class Router: SearchRouting {
    let calls = CallRecorder<UniversityID>()
    func showUniversity(_ id: UniversityID) { calls.record(id) }
}

@MainActor
@Suite("Search")
struct SearchTests {
    @Test func isTheRootOfTheSearchTab() throws {
        let app = try NavigationHarness(
            tabs: ChapterTab.all, links: LinkConfiguration(schemes: ["chapter"]), feature: SearchFeature())
        #expect(app.registry.destination(named: "search.home")?.presentation == .tabRoot(ChapterTab.search))
        expectLinksRoundTrip([SearchRoute.home.erased], in: app.registry)
        expectEveryLinkCovered(by: [SearchRoute.home.erased], feature: "search", in: app.registry)
    }

    @Test func listsUniversitiesThatOpenWhenTapped() async throws {
        let router = Router()
        let screen = try #require(
            await SearchScreens(service: Catalog(), router: router).screen(for: SearchRoute.home.erased))
        #expect(screen.actions.map(\.title) == ["Northbridge, North", "Eastfield, East"])
        await screen.actions[1].perform()
        #expect(router.calls.calls == [UniversityID(2)])
    }
}
