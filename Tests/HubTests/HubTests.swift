import ChapterKit
import Foundation
import Hub
import Testing
import Waymark
import WaymarkTesting

private let event = EventID(UUID(uuidString: "0b9e4f3a-1c2d-4e5f-8a9b-0c1d2e3f4a5b")!)
private let post = PostID(UUID(uuidString: "6f1c2b3a-4d5e-4f60-8a7b-9c0d1e2f3a4b")!)
private let westhaven = HubArticle(
    id: HubArticleID(2), title: "A week at Westhaven", body: "A tour.", university: UniversityID(4))

private struct Catalog: HubService {
    func highlights() async -> HubHighlights {
        HubHighlights(
            universities: [(UniversityID(4), "Westhaven")], nextEvent: (event, "Open day"), latestPost: (post, "Hello"))
    }
    func articles() async -> [HubArticle] { [westhaven] }
    func article(_ id: HubArticleID) async -> HubArticle? { id == westhaven.id ? westhaven : nil }
}

@MainActor
private final class Router: HubRouting {
    enum Call: Equatable {
        case university(UniversityID)
        case event(EventID)
        case post(PostID)
        case article(HubArticleID)
        case deadlines
        case whatsNew
        case closeWhatsNew
        case checklist
        case quiz
    }
    let calls = CallRecorder<Call>()
    func showUniversity(_ id: UniversityID) { calls.record(.university(id)) }
    func showEvent(_ id: EventID) { calls.record(.event(id)) }
    func showPost(_ id: PostID) { calls.record(.post(id)) }
    func showArticle(_ id: HubArticleID) { calls.record(.article(id)) }
    func showDeadlines() { calls.record(.deadlines) }
    func showWhatsNew() { calls.record(.whatsNew) }
    func closeWhatsNew() { calls.record(.closeWhatsNew) }
    func showChecklist() { calls.record(.checklist) }
    func showMatchingQuiz() { calls.record(.quiz) }
}

@MainActor
@Suite("Hub")
struct HubTests {
    let app: NavigationHarness

    init() throws {
        app = try NavigationHarness(
            tabs: ChapterTab.all, links: LinkConfiguration(schemes: ["chapter"]),
            feature: HubFeature(service: Catalog()))
    }

    @Test func isTheRootOfTheHubTabAndItsLinksRoundTrip() throws {
        #expect(app.registry.destination(named: "hub.home")?.presentation == .tabRoot(ChapterTab.hub))
        #expect(app.registry.destination(named: "hub.whatsNew")?.detents == [.medium])
        let routes = [HubRoute.home, .article(id: westhaven.id), .deadlines, .whatsNew].map(\.erased)
        expectLinksRoundTrip(routes, in: app.registry)
        expectEveryLinkCovered(by: routes, feature: "hub", in: app.registry)
    }

    @Test func anArticleOpensOnTheHubTabAndAMissingOneLandsThere() async {
        let links = await app.linkHandler()
        #expect(await links.open("chapter://news/2") == .opened)
        #expect(app.state.selectedTab == ChapterTab.hub)
        #expect(app.state.stack(of: ChapterTab.hub) == [HubRoute.article(id: westhaven.id).erased])
        #expect(await links.open("chapter://news/9") == .contentMissing("article"))
        #expect(await links.open("chapter://news/latest") == .rejected(.noMatch("news/latest")))
    }

    @Test func thePostersLinkToTheSitesRootOpensTheHub() async throws {
        let app = try NavigationHarness(
            tabs: ChapterTab.all, links: LinkConfiguration(schemes: ["chapter"], universalLinkHosts: ["chapter.app"]),
            feature: HubFeature(service: Catalog()))
        let links = await app.linkHandler()
        try app.router.perform(.selectTab(ChapterTab.search))
        #expect(await links.open("https://chapter.app/?ref=poster") == .opened)
        #expect(app.state.selectedTab == ChapterTab.hub)
        #expect(
            await links.open("https://chapter.app/") == .rejected(.noMatch("/")),
            "The site's home page stays the site's")
    }

    @Test func highlightsLeadIntoOtherFeaturesThroughTheRouter() async throws {
        let router = Router()
        let screens = HubScreens(service: Catalog(), router: router)
        let home = try #require(await screens.screen(for: HubRoute.home.erased))
        for action in home.actions { await action.perform() }
        #expect(
            router.calls.calls == [
                .university(UniversityID(4)), .event(event), .post(post), .article(westhaven.id), .deadlines, .whatsNew,
            ])
    }

    @Test func anArticleDeadlinesAndWhatsNewLeadOn() async throws {
        let router = Router()
        let screens = HubScreens(service: Catalog(), router: router)
        let page = try #require(await screens.screen(for: HubRoute.article(id: westhaven.id).erased))
        #expect(page.title == westhaven.title && page.lines == [westhaven.body])
        #expect(page.actions.map(\.title) == ["See the university"], "The article names a university")
        let gone = try #require(await screens.screen(for: HubRoute.article(id: HubArticleID(99)).erased))
        #expect(
            gone.title == "Article" && gone.lines == ["This article is no longer available."] && gone.actions.isEmpty)
        await page.actions[0].perform()
        let deadlines = try #require(await screens.screen(for: HubRoute.deadlines.erased))
        await deadlines.actions[0].perform()
        let whatsNew = try #require(await screens.screen(for: HubRoute.whatsNew.erased))
        for action in whatsNew.actions { await action.perform() }
        #expect(router.calls.calls == [.university(UniversityID(4)), .checklist, .quiz, .closeWhatsNew])
    }
}
