// The stand-in renderer's reads and acts, in Waymark's terms: tabs are `TabID`s, paths are routes.
import SwiftUI
import Waymark

extension ViewRenderer {
    /// The tab the tab view shows as selected.
    package var selectedTabID: TabID? {
        selectedTab?.base as? TabID
    }

    /// The stack of `tab`.
    package func stack(of tab: TabID) -> RenderedStack? {
        stack(ofTab: AnyHashable(tab))
    }

    /// The user taps `tab` in the tab bar.
    package func select(_ tab: TabID) {
        selectTab(AnyHashable(tab))
    }

    /// SwiftUI sets the path of `stack` to `routes`.
    package func setPath(_ routes: [AnyRoute], of stack: RenderedStack) {
        setPath(routes.map(AnyHashable.init), of: stack)
    }
}

extension RenderedStack {
    /// The stack's path, as routes.
    package var routes: [AnyRoute] {
        path.compactMap { $0.base as? AnyRoute }
    }
}
