import ChapterKit
import Waymark
import WaymarkMacros

/// The screens of the Feed feature.
@Routes(feature: "feed")
public enum FeedRoute {
    @Destination(.tabRoot, tab: ChapterTab.feed, link: "feed")
    case home

    @Destination(.push, tab: ChapterTab.feed, tabBar: .hidden, link: "post/{id:uuid}")
    case post(id: PostID)

    /// What readers said, over the post.
    @Destination(.push, tab: ChapterTab.feed, tabBar: .hidden, link: "post/{id:uuid}/comments")
    case comments(id: PostID)

    /// Sharing a post, in a half-height sheet.
    @Destination(.sheet, detents: [.medium], link: "post/{id:uuid}/share")
    case share(id: PostID)

    /// The posts the student saved: signed in, since the list is theirs.
    @Destination(.push, tab: ChapterTab.feed, requires: .signedIn, link: "feed/saved")
    case saved
}

/// Registers the Feed feature.
public struct FeedFeature: NavigationFeature {
    public let name = FeedRoute.feature
    let service: any FeedService

    public init(service: any FeedService) {
        self.service = service
    }

    public func register(into registrar: inout FeatureRegistrar) {
        let service = service
        registrar.register(FeedRoute.self) { feed in
            feed.post.requiresContent("post") { id in await service.post(id) != nil }
            feed.comments.requiresContent("post") { id in
                await service.post(id) == nil ? nil : FeedRoute.post(id: id).erased
            }
            feed.share.requiresContent("post") { id in await service.post(id) != nil }
        }
    }
}

/// Where the Feed feature's screens lead.
@MainActor
public protocol FeedRouting: AnyObject, Sendable {
    func showPost(_ id: PostID)
    func showComments(on id: PostID)
    func showSharing(_ id: PostID)
    /// Closes the sharing sheet.
    func closeSharing()
    func showSaved()
    /// Leads into another feature: this feature names what it needs; the app decides the screen.
    func showProfile(_ id: UserID)
}

/// The posts the feed shows.
public protocol FeedService: Sendable {
    func posts() async -> [FeedPost]
    func post(_ id: PostID) async -> FeedPost?
    /// A post's comments, oldest first.
    func comments(on id: PostID) async -> [(author: UserID, name: String, text: String)]
    /// The posts the student saved.
    func saved() async -> [FeedPost]
}

/// One post.
public struct FeedPost: Hashable, Sendable {
    public let id: PostID
    public let title: String
    public let body: String
    public let author: UserID
    public let authorName: String

    public init(id: PostID, title: String, body: String, author: UserID, authorName: String) {
        self.id = id
        self.title = title
        self.body = body
        self.author = author
        self.authorName = authorName
    }
}

/// Builds the Feed feature's screens.
public struct FeedScreens: ScreenProvider {
    let service: any FeedService
    let router: any FeedRouting

    public init(service: any FeedService, router: any FeedRouting) {
        self.service = service
        self.router = router
    }

    public func registerScreens(into views: inout ViewRegistry<ScreenContent>.Builder) {
        views.register(FeedRoute.self) { route in ScreenContent { await self.screen(for: route) } }
    }

    @MainActor
    func screen(for route: FeedRoute) async -> Screen {
        let router = router
        switch route {
        case .home:
            let posts = await service.posts()
            return Screen(
                title: "Feed",
                lines: ["\(posts.count) posts"],
                actions: posts.map { post in ScreenAction(post.title) { router.showPost(post.id) } }
                    + [ScreenAction("Saved posts") { router.showSaved() }])
        case .post(let id):
            guard let post = await service.post(id) else {
                return Screen(title: "Post", lines: ["This post is no longer available."])
            }
            return Screen(
                title: post.title,
                lines: [post.body, "By \(post.authorName)"],
                actions: [
                    ScreenAction("Author: \(post.authorName)") { router.showProfile(post.author) },
                    ScreenAction("Comments") { router.showComments(on: id) },
                    ScreenAction("Share") { router.showSharing(id) },
                ])
        case .comments(let id):
            let comments = await service.comments(on: id)
            return Screen(
                title: "Comments", lines: comments.isEmpty ? ["No comments yet."] : comments.map(\.text),
                actions: comments.map { comment in ScreenAction(comment.name) { router.showProfile(comment.author) } })
        case .share(let id):
            let title = await service.post(id)?.title ?? "this post"
            return Screen(
                title: "Share \u{201C}\(title)\u{201D}", lines: ["Anyone with the link can read it, signed in or not."],
                actions: [ScreenAction("Done") { router.closeSharing() }])
        case .saved:
            let saved = await service.saved()
            return Screen(
                title: "Saved posts", lines: saved.isEmpty ? ["Nothing saved yet."] : [],
                actions: saved.map { post in ScreenAction(post.title) { router.showPost(post.id) } })
        }
    }
}
