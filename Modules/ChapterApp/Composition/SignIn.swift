import ChapterKit
import Waymark

/// Who signs in: the app's one rule for what signing in meets, used by the sign-in screen, the
/// profile's sign-out, the terminal and the SwiftUI sample alike.
public enum ChapterUser: Sendable {
    /// The sample user, who has finished onboarding.
    case sample
    /// A new user, who has not: screens that need onboarding wait for it.
    case new
}

extension NavigationSession {
    /// Signs `user` in. The sample user meets sign-in and onboarding at once, so what waited for
    /// both opens in one step; a new user meets sign-in only, so what also needs onboarding waits
    /// for the onboarding cover next. A new user replacing a signed-in one loses the finished
    /// onboarding first.
    package func signIn(_ user: ChapterUser) async {
        switch user {
        case .sample:
            await meet(.signedIn, .onboarded)
        case .new:
            if met.contains(.onboarded) { revoke(.onboarded) }
            await meet(.signedIn)
        }
    }

    /// Signs out: every screen that needs a signed-in or onboarded user goes, in one step.
    package func signOut() {
        revoke(.signedIn, .onboarded)
    }
}
