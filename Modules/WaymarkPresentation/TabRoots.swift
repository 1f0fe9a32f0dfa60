@_spi(FrontEnd) import Waymark

/// The root screen of every tab: the one rule every front end and the composition root read, so a
/// terminal, a SwiftUI window and the app's own words (the journal's screen titles) can never
/// disagree on what a tab shows at its root.
///
/// Each root comes from `overrides` or else from the registry, which builds it from the
/// destination a feature registered as the tab's root, by its route type from no values; a tab
/// the app does not have shows the first tab's root.
public struct TabRoots: Sendable {
    private let roots: [TabID: AnyRoute]
    private let firstRoot: AnyRoute

    /// Every tab's root in `registry`.
    ///
    /// - Throws: ``PresentationError/tabWithoutRoot(_:)`` when the registry cannot build a tab's
    ///   root screen, ``PresentationError/noTabs`` when it has no tab: the app stops at start-up
    ///   rather than show a blank tab.
    public init(registry: NavigationRegistry, overrides: [TabID: AnyRoute] = [:]) throws(PresentationError) {
        var roots = overrides
        for tab in registry.tabs where roots[tab] == nil {
            guard let root = registry.rootRoute(of: tab) else { throw .tabWithoutRoot(tab) }
            roots[tab] = root
        }
        guard let firstTab = registry.tabs.first, let firstRoot = roots[firstTab] else { throw .noTabs }
        self.roots = roots
        self.firstRoot = firstRoot
    }

    /// The route of `tab`'s root screen; the first tab's for a tab the app does not have.
    public func root(of tab: TabID) -> AnyRoute {
        roots[tab] ?? firstRoot
    }
}
