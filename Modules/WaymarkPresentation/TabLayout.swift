@_spi(FrontEnd) import Waymark

/// How wide the scene's window is, as SwiftUI's horizontal size class tells it: a phone, or an
/// iPad window in Slide Over, is compact; a full-screen iPad or a Mac window is regular.
///
/// The width changes how the state is shown and planned, never the state: an iPad window resized
/// mid-session keeps every screen, only their arrangement changes.
public enum WindowWidth: String, CaseIterable, Hashable, Sendable {
    /// One column: every tab's stack is one `NavigationStack`, tabs in a tab bar.
    case compact
    /// Room for columns: a split-view tab shows its root beside its pushed screens, and tabs may
    /// show as a sidebar.
    case regular
}

/// How an app arranges its tabs when the window is wide, declared once by the composition root.
///
/// A split-view tab keeps one stack in the state. On a regular width its root screen is the first
/// column of a `NavigationSplitView` and its pushed screens the detail column (the first of them
/// the column's root); on a compact width the split view collapses to that one stack, as
/// `NavigationSplitView` itself does on a phone. So the same state reads the same on both widths.
public struct TabLayout: Hashable, Sendable {
    /// The tabs shown as a split view on a regular width.
    public var splitViewTabs: Set<TabID>
    /// Whether tabs show as a sidebar on a regular width (iOS 18's sidebar-adaptable tab view);
    /// on a compact width, and before iOS 18, they stay in the tab bar.
    public var sidebarOnRegularWidth: Bool

    /// - Parameters:
    ///   - splitViewTabs: The tabs shown as a split view on a regular width.
    ///   - sidebarOnRegularWidth: Whether tabs show as a sidebar on a regular width.
    public init(splitViewTabs: Set<TabID> = [], sidebarOnRegularWidth: Bool = false) {
        self.splitViewTabs = splitViewTabs
        self.sidebarOnRegularWidth = sidebarOnRegularWidth
    }

    /// Whether `tab` shows columns at `width`: only a split-view tab, only on a regular width.
    func showsColumns(_ tab: TabID, at width: WindowWidth) -> Bool {
        width == .regular && splitViewTabs.contains(tab)
    }

    /// Whether tabs show as a sidebar at `width`.
    func showsSidebar(at width: WindowWidth) -> Bool {
        width == .regular && sidebarOnRegularWidth
    }
}

/// Which columns of a split view the user sees: SwiftUI's `NavigationSplitViewVisibility` for a
/// split view of two columns.
///
/// It is the user's arrangement, not navigation: it never enters the state, and the screens in
/// the columns are the same whichever is chosen.
@_spi(FrontEnd) public enum ColumnVisibility: Hashable, Sendable {
    /// The platform decides (on an iPad in portrait, the detail column with the first over it on
    /// demand).
    case automatic
    /// Both columns side by side.
    case all
    /// The detail column alone; the first column is one tap away.
    case detailOnly
}
