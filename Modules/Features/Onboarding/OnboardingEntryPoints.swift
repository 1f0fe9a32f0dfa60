import ChapterKit
import Waymark

/// The ways into Onboarding that other teams' wiring may use: a small, stable interface, so that
/// renaming or reshaping a case of `OnboardingRoute` breaks only this team's files. Another team's
/// file in the composition root goes through these, never through the route's cases.
public enum OnboardingEntryPoints {
    /// The start of the first-run flow (a settings screen offering to finish setting up).
    public static var start: AnyRoute {
        OnboardingRoute.start.erased
    }
}
