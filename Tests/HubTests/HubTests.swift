import ChapterKit
import Foundation
import Hub
import Testing
import Waymark
import WaymarkTesting

private let event = EventID(UUID(uuidString: "0b9e4f3a-1c2d-4e5f-8a9b-0c1d2e3f4a5b")!)
private let post = PostID(UUID(uuidString: "6f1c2b3a-4d5e-4f60-8a7b-9c0d1e2f3a4b")!)

private struct Catalog: HubService {
    func highlights() async -> HubHighlights {
        HubHighlights(
            universities: [(UniversityID(4), "Westhaven")], nextEvent: (event, "Open day"), latestPost: (post, "Hello"))
    }
}

@MainActor
private final class Router: HubRouting {
    enum Call: Equatable {
        case university(UniversityID)
        case event(EventID)
        case post(PostID)
    }
    let calls = CallRecorder<Call>()
    func showUniversity(_ id: UniversityID) { calls.record(.university(id)) }
    func showEvent(_ id: EventID) { calls.record(.event(id)) }
    func showPost(_ id: PostID) { calls.record(.post(id)) }
}

@MainActor
@Suite("Hub")
struct HubTests {
    @Test func isTheRootOfTheHubTab() throws {
        let app = try NavigationHarness(
            tabs: ChapterTab.all, links: LinkConfiguration(schemes: ["chapter"]), feature: HubFeature())
        #expect(app.registry.destination(named: "hub.home")?.presentation == .tabRoot(ChapterTab.hub))
        expectLinksRoundTrip([HubRoute.home.erased], in: app.registry)
        expectEveryLinkCovered(by: [HubRoute.home.erased], feature: "hub", in: app.registry)
    }

    @Test func highlightsLeadIntoOtherFeaturesThroughTheRouter() async throws {
        let router = Router()
        let screen = try #require(
            await HubScreens(service: Catalog(), router: router).screen(for: HubRoute.home.erased))
        for action in screen.actions { await action.perform() }
        #expect(router.calls.calls == [.university(UniversityID(4)), .event(event), .post(post)])
    }
}
