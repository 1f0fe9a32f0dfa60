// expect: 'restoresASnapshot' is inaccessible due to 'package' protection level
// Chapter is an outside client (docs/architecture.md, "Proven from outside"): a feature's code, as
// any app's, sees Waymark's public API only; what Waymark's own modules share is `package`.
import Waymark

@MainActor
func followRestorations(of router: NavigationRouter) -> EventSubscription {
    router.observe { event in
        if event.restoresASnapshot { print("restored") }
    }
}
