import ChapterKit
import Waymark

/// The ways into Calendar that other teams' wiring may use: a small, stable interface, so that
/// renaming or reshaping a case of `CalendarRoute` breaks only this team's files. Another
/// team's file in the composition root goes through these, never through the route's cases.
public enum CalendarEntryPoints {
    /// An event's page.
    public static func event(_ id: EventID) -> AnyRoute {
        CalendarRoute.event(id: id).erased
    }
}
