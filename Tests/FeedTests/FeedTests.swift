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
    func comments(on id: PostID) async -> [(author: UserID, name: String, text: String)] {
        id == hello ? [(reader, "Jo", "Thanks.")] : []
    }
    func saved() async -> [FeedPost] { [post] }
}

private let reader = UserID(UUID(uuidString: "7a2d3c4b-5e6f-4071-8b8c-9d0e1f2a3b4c")!)

@MainActor
private final class Router: FeedRouting {
    enum Call: Equatable {
        case post(PostID)
        case profile(UserID)
        case comments(PostID)
        case share(PostID)
        case closeSharing
        case saved
    }
    let calls = CallRecorder<Call>()
    func showPost(_ id: PostID) { calls.record(.post(id)) }
    func showProfile(_ id: UserID) { calls.record(.profile(id)) }
    func showComments(on id: PostID) { calls.record(.comments(id)) }
    func showSharing(_ id: PostID) { calls.record(.share(id)) }
    func closeSharing() { calls.record(.closeSharing) }
    func showSaved() { calls.record(.saved) }
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
        let routes = [FeedRoute.home, .post(id: hello), .comments(id: hello), .share(id: hello), .saved].map(\.erased)
        #expect(app.registry.destination(named: "feed.saved")?.requirements == [.signedIn])
        #expect(app.registry.destination(named: "feed.share")?.detents == [.medium])
        expectLinksRoundTrip(routes, in: app.registry)
        expectEveryLinkCovered(by: routes, feature: "feed", in: app.registry)
    }

    @Test func aPostLeadsToItsAuthor() async throws {
        let router = Router()
        let screen = try #require(
            await FeedScreens(service: Catalog(), router: router).screen(for: FeedRoute.post(id: hello).erased))
        #expect(screen.lines == ["First post.", "By Sam"])
        for action in screen.actions { await action.perform() }
        #expect(router.calls.calls == [.profile(author), .comments(hello), .share(hello)])
    }

    @Test func commentsSharingAndSavedPostsLeadOn() async throws {
        let router = Router()
        let screens = FeedScreens(service: Catalog(), router: router)
        let home = try #require(await screens.screen(for: FeedRoute.home.erased))
        #expect(home.actions.map(\.title) == ["Hello", "Saved posts"])
        await home.actions[1].perform()
        let comments = try #require(await screens.screen(for: FeedRoute.comments(id: hello).erased))
        #expect(comments.lines == ["Thanks."])
        await comments.actions[0].perform()
        let share = try #require(await screens.screen(for: FeedRoute.share(id: hello).erased))
        await share.actions[0].perform()
        let saved = try #require(await screens.screen(for: FeedRoute.saved.erased))
        await saved.actions[0].perform()
        #expect(router.calls.calls == [.saved, .profile(reader), .closeSharing, .post(hello)])
    }

    @Test func aLinkToCommentsStandsOnItsPost() async {
        let links = await app.linkHandler()
        #expect(await links.open("chapter://post/\(hello)/comments") == .opened)
        #expect(
            app.state.stack(of: ChapterTab.feed) == [
                FeedRoute.post(id: hello).erased, FeedRoute.comments(id: hello).erased,
            ])
        let missing = "chapter://post/00000000-0000-4000-8000-000000000009/share"
        #expect(await links.open(missing) == .contentMissing("post"))
    }
}
