// The stand-in renderer's reads and acts, in Waymark's terms: tabs are `TabID`s, paths are routes.
import SwiftUI
import Waymark
import WaymarkPresentation

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

    /// SwiftUI sets the path of `stack` to `routes`: the values it holds for the screens it keeps,
    /// and new ones (a `NavigationLink(value: ShownEntry(pushing:))`'s) for the others.
    package func setPath(_ routes: [AnyRoute], of stack: RenderedStack) {
        let held = stack.path
        setPath(
            routes.enumerated().map { position, route in
                if held.indices.contains(position), stack.routes[position] == route { return held[position] }
                return AnyHashable(ShownEntry(pushing: route))
            }, of: stack)
    }
}

extension RenderedStack {
    /// The stack's path, as routes.
    package var routes: [AnyRoute] {
        path.compactMap { ($0.base as? ShownEntry)?.route ?? $0.base as? AnyRoute }
    }

    /// The values of the stack's path.
    package var shown: [ShownEntry] {
        path.compactMap { $0.base as? ShownEntry }
    }
}
