import ChapterKit
import Waymark

/// The ways into Checklist that other teams' wiring may use: a small, stable interface, so that
/// renaming or reshaping a case of `ChecklistRoute` breaks only this team's files.
public enum ChecklistEntryPoints {
    /// The student's checklist.
    public static var checklist: AnyRoute {
        ChecklistRoute.home.erased
    }
}
