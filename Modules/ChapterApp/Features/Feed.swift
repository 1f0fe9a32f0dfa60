import ChapterKit
import Feed
import Profile
import Waymark

// The Feed feature as the app wires it in: the feed tab and a post's page.

extension AppFeature {
    static let feed = AppFeature { app in
        let service = FeedCatalog(catalog: app.catalog)
        return WiredFeature(
            FeedFeature(service: service),
            sampleRoutes: app.catalog.posts.prefix(1).flatMap {
                [FeedRoute.post(id: $0.id), .comments(id: $0.id), .share(id: $0.id)]
            }
            .map(\.erased) + [FeedRoute.saved.erased]
        ) { router in FeedScreens(service: service, router: FeedRouter(router)) }
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
    func showComments(on id: PostID) { app.push(FeedRoute.comments(id: id)) }
    func showSharing(_ id: PostID) { app.perform(.present(FeedRoute.share(id: id).erased)) }
    func closeSharing() { app.dismissLayer { $0.base is FeedRoute } }
    func showSaved() { app.push(FeedRoute.saved) }
    func showProfile(_ id: UserID) { app.push(ProfileEntryPoints.profile(of: id)) }
}

/// The Feed feature's data: its own service over the app's catalog,
/// so no other team's protocol is met by the same object.
struct FeedCatalog: FeedService {
    let catalog: ChapterCatalog

    func posts() async -> [FeedPost] {
        catalog.posts.compactMap(feedPost)
    }

    func post(_ id: PostID) async -> FeedPost? {
        catalog.posts.first { $0.id == id }.flatMap(feedPost)
    }

    /// Two comments on each post, by the students listed after its author, the same on every run.
    func comments(on id: PostID) async -> [(author: UserID, name: String, text: String)] {
        guard let post = catalog.posts.first(where: { $0.id == id }),
            let index = catalog.users.firstIndex(where: { $0.id == post.author })
        else { return [] }
        let texts = ["Thanks, this helped.", "Same here: the modules decided it for me."]
        return texts.enumerated().map { offset, text in
            let user = catalog.users[(index + offset + 1) % catalog.users.count]
            return (user.id, user.name, text)
        }
    }

    /// The sample user saved the posts written by others.
    func saved() async -> [FeedPost] {
        catalog.posts.filter { $0.author != catalog.sampleUser }.prefix(2).compactMap(feedPost)
    }

    private func feedPost(_ post: ChapterCatalog.Post) -> FeedPost? {
        catalog.user(post.author).map {
            FeedPost(id: post.id, title: post.title, body: post.body, author: post.author, authorName: $0.name)
        }
    }
}
