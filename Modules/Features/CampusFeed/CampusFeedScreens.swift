import ChapterKit
import Waymark

/// Builds the CampusFeed feature's screens.
public struct CampusFeedScreens: ScreenProvider {
    let service: any CampusFeedService
    let router: any CampusFeedRouting

    public init(service: any CampusFeedService, router: any CampusFeedRouting) {
        self.service = service
        self.router = router
    }

    public func registerScreens(into views: inout ViewRegistry<ScreenContent>.Builder) {
        views.register(CampusFeedRoute.self) { route in ScreenContent { await self.screen(for: route) } }
    }

    @MainActor
    func screen(for route: CampusFeedRoute) async -> Screen {
        let router = router
        switch route {
        case .home:
            let posts = await service.posts()
            return Screen(
                title: "On campus", lines: posts.isEmpty ? ["Nobody has posted yet."] : [],
                actions: posts.map { post in
                    ScreenAction("\(post.authorName): \(post.text)") { router.showPost(post.id) }
                }
                    + [
                        ScreenAction("Write a post") { router.showComposer() },
                        ScreenAction("Trending") { router.showTrending() },
                    ])
        case .trending:
            let posts = await service.posts()
            return Screen(
                title: "Trending",
                actions: posts.prefix(2).map { post in ScreenAction(post.text) { router.showPost(post.id) } })
        case .reply:
            return Screen(
                title: "Reply",
                actions: [
                    ScreenAction("Send") { router.closeComposer() }, ScreenAction("Cancel") { router.closeComposer() },
                ])
        case .post(let id):
            guard let post = await service.post(id) else {
                return Screen(title: "Post", lines: ["This post is no longer available."])
            }
            return Screen(
                title: post.authorName, lines: [post.text],
                actions: [
                    ScreenAction("\(post.authorName)'s profile") { router.showProfile(post.author) },
                    ScreenAction("See the university") { router.showUniversity(post.university) },
                    ScreenAction("Reply") { router.showReply(to: post.id) },
                ])
        case .compose:
            return Screen(
                title: "New post", lines: ["Share something with your campus."],
                actions: [
                    ScreenAction("Post") { router.closeComposer() }, ScreenAction("Cancel") { router.closeComposer() },
                ])
        }
    }
}
