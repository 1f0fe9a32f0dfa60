import ChapterKit
import Waymark

/// The ways into Game that other teams' wiring may use: a small, stable interface, so that
/// renaming or reshaping a case of `GameRoute` breaks only this team's files. Another team's file
/// in the composition root goes through these, never through the route's cases.
public enum GameEntryPoints {
    /// The world's map.
    public static var world: AnyRoute {
        GameRoute.world.erased
    }
}
