import ChapterKit
import Waymark

/// The ways into Compare that other teams' wiring may use: a small, stable interface, so that
/// renaming or reshaping a case of `CompareRoute` breaks only this team's files.
public enum CompareEntryPoints {
    /// Two to four courses side by side.
    public static func comparison(of courses: [CourseID]) -> AnyRoute {
        CompareRoute.courses(courses: courses).erased
    }

    /// Two to four universities side by side.
    public static func comparison(of universities: [UniversityID]) -> AnyRoute {
        CompareRoute.universities(ids: universities).erased
    }
}
