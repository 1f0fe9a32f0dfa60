import CampusFeed
import ChapterKit
import Foundation
import Testing
import Waymark
import WaymarkTesting

private struct Sample: CampusFeedService {
    static let post = CampusPostSummary(
        id: CampusPostID(1), text: "Library open late",
        author: UserID(UUID(uuidString: "3f1b2c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d")!),
        authorName: "Sam", university: UniversityID(1))
    func posts() async -> [CampusPostSummary] { [Self.post] }
    func post(_ id: CampusPostID) async -> CampusPostSummary? { id == Self.post.id ? Self.post : nil }
}

@MainActor
private final class Router: CampusFeedRouting {
    enum Call: Equatable {
        case post(CampusPostID)
        case compose, close, trending
        case reply(CampusPostID)
        case profile(UserID)
        case university(UniversityID)
    }
    let calls = CallRecorder<Call>()
    func showPost(_ id: CampusPostID) { calls.record(.post(id)) }
    func showComposer() { calls.record(.compose) }
    func showTrending() { calls.record(.trending) }
    func showReply(to id: CampusPostID) { calls.record(.reply(id)) }
    func closeComposer() { calls.record(.close) }
    func showProfile(_ user: UserID) { calls.record(.profile(user)) }
    func showUniversity(_ id: UniversityID) { calls.record(.university(id)) }
}

@MainActor
@Suite("CampusFeed")
struct CampusFeedTests {
    static let home = CampusFeedRoute.home.erased
    static let post = CampusFeedRoute.post(id: CampusPostID(1)).erased

    func app(met: Set<Requirement> = [.signedIn]) throws -> NavigationHarness {
        try NavigationHarness(
            tabs: ChapterTab.all, links: LinkConfiguration(schemes: ["chapter"]),
            features: [CampusFeedFeature(service: Sample())], met: met)
    }

    @Test func registersItsDestinationsAndTheirLinksRoundTrip() throws {
        let app = try app()
        #expect(app.registry.destination(named: "campusfeed.home")?.presentation == .push(hostTab: ChapterTab.feed))
        let routes = [
            Self.home, Self.post, CampusFeedRoute.compose.erased, CampusFeedRoute.trending.erased,
            CampusFeedRoute.reply(id: CampusPostID(1)).erased,
        ]
        expectLinksRoundTrip(routes, in: app.registry)
        expectEveryLinkCovered(by: routes, feature: "campusfeed", in: app.registry)
    }

    @Test func aLinkToAPostWaitsForSignInThenOpensOverTheFeed() async throws {
        let app = try app(met: [])
        let links = await app.linkHandler()
        #expect(await links.open("chapter://campus/1") == .held(.signedIn))
        await app.session.meet(.signedIn)
        #expect(app.state.stack(of: ChapterTab.feed) == [Self.home, Self.post])
        #expect(await links.open("chapter://campus/8") == .contentMissing("post"))
    }

    @Test func theScreensLeadWhereTheySay() async throws {
        let router = Router()
        let screens = CampusFeedScreens(service: Sample(), router: router)
        let home = try #require(await screens.screen(for: Self.home))
        #expect(home.actions.map(\.title) == ["Sam: Library open late", "Write a post", "Trending"])
        for action in home.actions { await action.perform() }
        let post = try #require(await screens.screen(for: Self.post))
        for action in post.actions { await action.perform() }
        let compose = try #require(await screens.screen(for: CampusFeedRoute.compose.erased))
        await compose.actions[1].perform()
        #expect(
            router.calls.calls == [
                .post(CampusPostID(1)), .compose, .trending, .profile(Sample.post.author), .university(UniversityID(1)),
                .reply(CampusPostID(1)), .close,
            ])
    }
}
