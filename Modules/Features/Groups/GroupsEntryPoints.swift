import ChapterKit
import Waymark

/// The ways into Groups that other teams' wiring may use: a small, stable interface, so that
/// renaming or reshaping a case of `GroupsRoute` breaks only this team's files. Another
/// team's file in the composition root goes through these, never through the route's cases.
public enum GroupsEntryPoints {
    /// A group's chat, scrolled to `message` when one is given.
    public static func chat(_ group: GroupID, at message: MessageID? = nil) -> AnyRoute {
        GroupsRoute.chat(id: group, message: message).erased
    }
}
