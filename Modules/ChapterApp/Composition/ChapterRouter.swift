import ChapterKit
import Waymark

/// The one app router: every feature's router protocol, implemented on the Waymark router.
///
/// Features ask for what they need ("show university", "open chat"); the app router knows which
/// feature's screen answers and how it is presented. It is assembled from the features' files: each
/// `Features/<Name>.swift` conforms it to that feature's router protocol and implements what leads
/// into the feature (`showCourse` is in `Courses.swift`), so a protocol of another feature that asks
/// for the same thing is answered by the same method, written once, by the team that owns the
/// destination.
///
/// Access is not checked here: the engine's guard holds any navigation to a screen the user may
/// not see yet, shows sign-in, and completes it once the user has signed in.
@MainActor
final class ChapterRouter {
    let navigation: NavigationRouter
    /// The app's data, for what a screen's action changes (the shortlist).
    let services: CatalogServices

    init(navigation: NavigationRouter, services: CatalogServices) {
        self.navigation = navigation
        self.services = services
    }

    /// Pushes `route` on the stack the user sees; screens push inside the modal they are in, as
    /// SwiftUI does.
    func push(_ route: some Route) {
        perform(.push(AnyRoute(route)))
    }

    /// Applies the intents as the user's transaction. A screen's action that cannot be applied is
    /// a defect of that screen; the user is told it did not work rather than shown nothing.
    func perform(_ intents: NavigationIntent...) {
        do {
            try navigation.apply(NavigationTransaction(intents, cause: .user))
        } catch {
            _ = try? navigation.perform(.showNotice(.app(ChapterNotice.navigationFailed)))
        }
    }
}
