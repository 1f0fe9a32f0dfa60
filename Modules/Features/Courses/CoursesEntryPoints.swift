import ChapterKit
import Waymark

/// The ways into Courses that other teams' wiring may use: a small, stable interface, so that
/// renaming or reshaping a case of `CoursesRoute` breaks only this team's files. Another
/// team's file in the composition root goes through these, never through the route's cases.
public enum CoursesEntryPoints {
    /// A course's page.
    public static func course(_ id: CourseID) -> AnyRoute {
        CoursesRoute.detail(id: id).erased
    }

}
