import ChapterKit
import Waymark

/// The ways into Match that other teams' wiring may use: a small, stable interface, so that
/// renaming or reshaping a case of `MatchRoute` breaks only this team's files. Another team's
/// file in the composition root goes through these, never through the route's cases.
public enum MatchEntryPoints {
    /// The matching quiz.
    public static var quiz: AnyRoute {
        MatchRoute.quiz.erased
    }
}
