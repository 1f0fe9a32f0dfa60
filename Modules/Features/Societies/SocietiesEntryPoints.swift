import ChapterKit
import Waymark

/// The ways into Societies that other teams' wiring may use: a small, stable interface, so that
/// renaming or reshaping a case of `SocietiesRoute` breaks only this team's files. Another team's
/// file in the composition root goes through these, never through the route's cases.
public enum SocietiesEntryPoints {
    /// A university's societies and sports clubs.
    public static func societies(at university: UniversityID) -> AnyRoute {
        SocietiesRoute.list(university: university).erased
    }

    /// One society's page.
    public static func society(_ id: SocietyID) -> AnyRoute {
        SocietiesRoute.detail(id: id).erased
    }
}
