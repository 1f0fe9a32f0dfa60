// expect: first-screen names
// The first screen as it cost before the short door: every part made by hand. concept-count must
// refuse it; Tools/check-swiftui checks that it does.
import SwiftUI
import Waymark
import WaymarkMacros
import WaymarkPresentation
import WaymarkSwiftUI

// BEGIN SNIPPET first-screen: at most 5 concepts, 25 lines
@MainActor
func firstScreen(registry: NavigationRegistry) throws -> some View {
    let router = NavigationRouter(session: NavigationSession(registry: registry))
    let presenter = ScreenPresenter(
        router: router, links: LinkHandler(router: router), tabRoots: try TabRoots(registry: registry),
        layout: TabLayout(), host: .swiftUI())
    return NavigationStackRoot(presenter: presenter) { route in Text(String(describing: route)) }
}
// END SNIPPET first-screen
