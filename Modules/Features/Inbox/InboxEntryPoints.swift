import ChapterKit
import Waymark

/// The ways into Inbox that other teams' wiring may use: a small, stable interface, so that
/// renaming or reshaping a case of `InboxRoute` breaks only this team's files. Another
/// team's file in the composition root goes through these, never through the route's cases.
public enum InboxEntryPoints {
    /// The inbox.
    public static var inbox: AnyRoute {
        InboxRoute.home.erased
    }
}
