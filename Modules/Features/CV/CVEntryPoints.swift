import ChapterKit
import Waymark

/// The ways into CV that other teams' wiring may use: a small, stable interface, so that renaming
/// or reshaping a case of `CVRoute` breaks only this team's files.
public enum CVEntryPoints {
    /// The student's CV.
    public static var cv: AnyRoute {
        CVRoute.home.erased
    }
}
