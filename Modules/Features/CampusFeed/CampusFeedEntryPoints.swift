import ChapterKit
import Waymark

/// The ways into CampusFeed that other teams' wiring may use: a small, stable interface, so that
/// renaming or reshaping a case of `CampusFeedRoute` breaks only this team's files.
public enum CampusFeedEntryPoints {
    /// The campus feed of the student's university.
    public static var campusFeed: AnyRoute {
        CampusFeedRoute.home.erased
    }
}
