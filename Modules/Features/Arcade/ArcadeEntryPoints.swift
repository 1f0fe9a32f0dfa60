import ChapterKit
import Waymark

/// The ways into Arcade that other teams' wiring may use: a small, stable interface, so that
/// renaming or reshaping a case of `ArcadeRoute` breaks only this team's files.
public enum ArcadeEntryPoints {
    /// The careers list, where a career path's page stands (Careers' parent for its links).
    public static var careers: AnyRoute {
        ArcadeRoute.careers.erased
    }
}
