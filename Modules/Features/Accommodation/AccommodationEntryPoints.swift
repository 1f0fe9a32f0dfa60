import ChapterKit
import Waymark

/// The ways into Accommodation that other teams' wiring may use: a small, stable interface, so that
/// renaming or reshaping a case of `AccommodationRoute` breaks only this team's files. Another
/// team's file in the composition root goes through these, never through the route's cases.
public enum AccommodationEntryPoints {
    /// The accommodation list, near `university` when one is given.
    public static func accommodation(near university: UniversityID? = nil) -> AnyRoute {
        AccommodationRoute.list(university: university).erased
    }
}
