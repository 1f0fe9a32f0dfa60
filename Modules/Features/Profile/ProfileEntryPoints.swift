import ChapterKit
import Waymark

/// The ways into Profile that other teams' wiring may use: a small, stable interface, so that
/// renaming or reshaping a case of `ProfileRoute` breaks only this team's files. Another
/// team's file in the composition root goes through these, never through the route's cases.
public enum ProfileEntryPoints {
    /// A person's profile (it needs a signed-in user, as the route declares).
    public static func profile(of user: UserID) -> AnyRoute {
        ProfileRoute.user(id: user).erased
    }
}
