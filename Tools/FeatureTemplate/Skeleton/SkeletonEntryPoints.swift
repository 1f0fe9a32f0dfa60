import ChapterKit
import Waymark

/// The ways into Skeleton that other teams' wiring may use: a small, stable interface, so that
/// renaming or reshaping a case of `SkeletonRoute` breaks only this team's files. Another team's
/// file in the composition root goes through these, never through the route's cases.
public enum SkeletonEntryPoints {
    /// A bone's page.
    public static func bone(_ id: BoneID) -> AnyRoute {
        SkeletonRoute.detail(id: id).erased
    }
}
