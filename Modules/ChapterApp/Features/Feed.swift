import ChapterKit
import Feed
import Profile
import Waymark

// The Feed feature as the app wires it in: the feed tab and a post's page.

extension AppFeature {
    static let feed = AppFeature { app in
        WiredFeature(
            FeedFeature(service: app.services),
            sampleRoutes: app.catalog.posts.prefix(1).map { FeedRoute.post(id: $0.id).erased }
        ) { router in FeedScreens(service: app.services, router: FeedRouter(router)) }
    }
}

/// Where the Feed screens lead, in the app: every method of `FeedRouting`, answered here and
/// nowhere else, so a change to the protocol touches this file only.
@MainActor
final class FeedRouter: FeedRouting {
    private let app: ChapterRouter

    init(_ app: ChapterRouter) {
        self.app = app
    }

    func showPost(_ id: PostID) { app.push(FeedRoute.post(id: id)) }
    func showProfile(_ id: UserID) { app.push(ProfileEntryPoints.profile(of: id)) }
}

extension CatalogServices: FeedService {
    func posts() async -> [FeedPost] {
        catalog.posts.compactMap(feedPost)
    }

    func post(_ id: PostID) async -> FeedPost? {
        catalog.posts.first { $0.id == id }.flatMap(feedPost)
    }

    private func feedPost(_ post: ChapterCatalog.Post) -> FeedPost? {
        catalog.user(post.author).map {
            FeedPost(id: post.id, title: post.title, body: post.body, author: post.author, authorName: $0.name)
        }
    }
}
