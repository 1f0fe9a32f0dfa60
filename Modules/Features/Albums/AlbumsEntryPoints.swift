import ChapterKit
import Waymark

/// The ways into Albums that other teams' wiring may use: a small, stable interface, so that
/// renaming or reshaping a case of `AlbumsRoute` breaks only this team's files.
public enum AlbumsEntryPoints {
    /// A group's albums.
    public static func albums(of group: GroupID) -> AnyRoute {
        AlbumsRoute.groupAlbums(group: group).erased
    }
}
