import ChapterKit
import Foundation
import Testing
import Waymark
import WaymarkTesting
import WhatsOn

private struct Sample: WhatsOnService {
    static let gig = HappeningSummary(
        id: HappeningID(1), title: "Freshers' gig", date: "3 October", category: "music",
        event: EventID(UUID(uuidString: "15b0b848-1373-58ae-ae51-a9b57e94be6f")!), university: UniversityID(2))
    func categories() async -> [String] { ["music", "sport"] }
    func happenings(in category: String?) async -> [HappeningSummary] {
        category == nil || category == "music" ? [Self.gig] : []
    }
    func happening(_ id: HappeningID) async -> HappeningSummary? { id == Self.gig.id ? Self.gig : nil }
    func saved() async -> [HappeningSummary] { [Self.gig] }
}

@MainActor
private final class Router: WhatsOnRouting {
    enum Call: Equatable {
        case happening(HappeningID)
        case categories
        case saved
        case category(String?)
        case event(EventID)
        case university(UniversityID)
    }
    let calls = CallRecorder<Call>()
    func showHappening(_ id: HappeningID) { calls.record(.happening(id)) }
    func showCategories() { calls.record(.categories) }
    func showSaved() { calls.record(.saved) }
    func showCategory(_ category: String?) { calls.record(.category(category)) }
    func showEvent(_ id: EventID) { calls.record(.event(id)) }
    func showUniversity(_ id: UniversityID) { calls.record(.university(id)) }
}

@MainActor
@Suite("WhatsOn")
struct WhatsOnTests {
    let app: NavigationHarness

    init() throws {
        app = try NavigationHarness(
            tabs: ChapterTab.all, links: LinkConfiguration(schemes: ["chapter"]),
            feature: WhatsOnFeature(service: Sample()))
    }

    @Test func registersItsDestinationsAndTheirLinksRoundTrip() throws {
        #expect(app.registry.destination(named: "whatson.home")?.presentation == .push(hostTab: ChapterTab.calendar))
        #expect(
            try app.registry.link(for: WhatsOnRoute.home(category: "music").erased)
                == "chapter://whats-on?category=music")
        #expect(try app.registry.link(for: WhatsOnRoute.home().erased) == "chapter://whats-on")
        let routes = [
            WhatsOnRoute.home().erased, WhatsOnRoute.home(category: "sport").erased,
            WhatsOnRoute.happening(id: HappeningID(1)).erased, WhatsOnRoute.categories.erased,
            WhatsOnRoute.saved.erased,
        ]
        expectLinksRoundTrip(routes, in: app.registry)
        expectEveryLinkCovered(by: routes, feature: "whatson", in: app.registry)
    }

    @Test func aCategoryThatIsNoSlugIsRefusedAndAMissingHappeningLandsOnTheTab() async {
        let links = await app.linkHandler()
        #expect(
            await links.open("chapter://whats-on?category=Live%20Music")
                == .rejected(.invalidParameter(name: "category", value: "Live Music", type: "slug")))
        #expect(await links.open("chapter://whats-on/99") == .contentMissing("event"))
        app.expectState(app.state(tab: ChapterTab.calendar, notice: .contentMissing("event")))
    }

    @Test func theScreensLeadWhereTheySay() async throws {
        let router = Router()
        let screens = WhatsOnScreens(service: Sample(), router: router)
        let music = try #require(await screens.screen(for: WhatsOnRoute.home(category: "music").erased))
        #expect(music.title == "What's on: music")
        #expect(music.actions.map(\.title) == ["Freshers' gig, 3 October", "Categories", "Saved"])
        for action in music.actions { await action.perform() }
        let saved = try #require(await screens.screen(for: WhatsOnRoute.saved.erased))
        #expect(saved.actions.map(\.title) == ["Freshers' gig"])
        let gig = try #require(await screens.screen(for: WhatsOnRoute.happening(id: HappeningID(1)).erased))
        for action in gig.actions { await action.perform() }
        let categories = try #require(await screens.screen(for: WhatsOnRoute.categories.erased))
        #expect(categories.actions.map(\.title) == ["Everything", "music", "sport"])
        await categories.actions[0].perform()
        await categories.actions[2].perform()
        #expect(
            router.calls.calls == [
                .happening(HappeningID(1)), .categories, .saved, .event(Sample.gig.event), .university(UniversityID(2)),
                .category(nil), .category("sport"),
            ])
    }
}
