import ChapterKit
import Waymark

/// The ways into WhatsOn that other teams' wiring may use: a small, stable interface, so that
/// renaming or reshaping a case of `WhatsOnRoute` breaks only this team's files.
public enum WhatsOnEntryPoints {
    /// What is on, in `category` or every one.
    public static func whatsOn(in category: String? = nil) -> AnyRoute {
        WhatsOnRoute.home(category: category).erased
    }
}
