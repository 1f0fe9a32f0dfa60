import ChapterKit
import Waymark

/// The ways into Universities that other teams' wiring may use: a small, stable interface, so that
/// renaming or reshaping a case of `UniversitiesRoute` breaks only this team's files. Another
/// team's file in the composition root goes through these, never through the route's cases.
public enum UniversitiesEntryPoints {
    /// A university's page.
    public static func university(_ id: UniversityID) -> AnyRoute {
        UniversitiesRoute.detail(id: id).erased
    }
}
