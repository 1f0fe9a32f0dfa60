import ChapterKit
import Feed
import Foundation
import Testing
import Waymark
import WaymarkTesting

private let hello = PostID(UUID(uuidString: "0b9e4f3a-1c2d-4e5f-8a9b-0c1d2e3f4a5b")!)
private let author = UserID(UUID(uuidString: "6f1c2b3a-4d5e-4f60-8a7b-9c0d1e2f3a4b")!)

private struct Catalog: FeedService {
    let post = FeedPost(id: hello, title: "Hello", body: "First post.", author: author, authorName: "Sam")
    func posts() async -> [FeedPost] { [post] }
    func post(_ id: PostID) async -> FeedPost? { id == hello ? post : nil }
}

@MainActor
private final class Router: FeedRouting {
    enum Call: Equatable {
        case post(PostID)
        case profile(UserID)
    }
    let calls = CallRecorder<Call>()
    func showPost(_ id: PostID) { calls.record(.post(id)) }
    func showProfile(_ id: UserID) { calls.record(.profile(id)) }
}

@MainActor
@Suite("Feed")
struct FeedTests {
    let app: NavigationHarness

    init() throws {
        app = try NavigationHarness(
            tabs: ChapterTab.all, links: LinkConfiguration(schemes: ["chapter"]),
            feature: FeedFeature(service: Catalog()))
    }

    @Test func linksRoundTrip() {
        let routes = [FeedRoute.home.erased, FeedRoute.post(id: hello).erased]
        expectLinksRoundTrip(routes, in: app.registry)
        expectEveryLinkCovered(by: routes, feature: "feed", in: app.registry)
    }

    @Test func aPostLeadsToItsAuthor() async throws {
        let router = Router()
        let screen = try #require(
            await FeedScreens(service: Catalog(), router: router).screen(for: FeedRoute.post(id: hello).erased))
        #expect(screen.lines == ["First post.", "By Sam"])
        await screen.actions[0].perform()
        #expect(router.calls.calls == [.profile(author)])
    }
}
