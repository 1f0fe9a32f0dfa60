import ChapterKit
import Waymark

/// The ways into Feed that other teams' wiring may use: a small, stable interface, so that
/// renaming or reshaping a case of `FeedRoute` breaks only this team's files. Another
/// team's file in the composition root goes through these, never through the route's cases.
public enum FeedEntryPoints {
    /// A post.
    public static func post(_ id: PostID) -> AnyRoute {
        FeedRoute.post(id: id).erased
    }
}
