// How the stand-in renders and acts on wide-screen views: the tabs of a builder-based tab view,
// a split view's columns and their visibility, the window's size class. Not SwiftUI's API.
import Foundation

/// `tabViewStyle(_:)`: the style's type name, for a test to read.
package struct TabStyle: ViewEffect {
    package let name: String
}

/// Tab content that shows as tabs: each a view tagged with its value and labelled, as a
/// `tabItem(_:)` and `tag(_:)` tab of the classic tab view is, so both forms read alike.
protocol TabRows {
    @MainActor var tabRows: [ViewPart] { get }
}

extension Tab: TabRows {
    @MainActor var tabRows: [ViewPart] {
        [ViewPart(name: "\(value)", view: content.tabItem { label }.tag(value))]
    }
}

extension ForEach: TabRows where Content: TabContent {
    @MainActor var tabRows: [ViewPart] {
        data.flatMap { element in (content(element) as? any TabRows)?.tabRows ?? [] }
    }
}

extension TabContentBuilder.Content: PrimitiveView {
    @MainActor package func parts(in renderer: ViewRenderer) -> [ViewPart] {
        (tabs as? any TabRows)?.tabRows ?? []
    }
}

/// A split view's column visibility, read and written through its binding.
protocol ColumnVisibilityHolding {
    @MainActor var visibility: NavigationSplitViewVisibility { get }
    @MainActor func setVisibility(_ visibility: NavigationSplitViewVisibility)
}

extension NavigationSplitView: PrimitiveView, ColumnVisibilityHolding {
    @MainActor package func parts(in renderer: ViewRenderer) -> [ViewPart] {
        [
            ViewPart(name: "sidebar", view: sidebar, source: .held),
            ViewPart(name: "detail", view: detail, source: .held),
        ]
    }

    @MainActor var visibility: NavigationSplitViewVisibility { columnVisibility.wrappedValue }
    @MainActor func setVisibility(_ visibility: NavigationSplitViewVisibility) {
        columnVisibility.wrappedValue = visibility
    }
}

/// A `NavigationSplitView` on screen.
@MainActor
package struct RenderedSplitView {
    let node: ViewNode
    let holder: any ColumnVisibilityHolding
    /// The tag of the tab the split view is in.
    package let tab: AnyHashable?
    /// Which columns it shows, as its binding reads.
    package var columnVisibility: NavigationSplitViewVisibility { holder.visibility }
    /// The texts of its first column.
    package var firstColumn: ViewNode? { node.children.first { $0.name == "sidebar" } }
    /// The texts of its detail column.
    package var detailColumn: ViewNode? { node.children.first { $0.name == "detail" } }
}

extension ViewRenderer {
    /// Every split view on screen, outermost first.
    package var splitViews: [RenderedSplitView] {
        nodes.compactMap { node in
            guard let holder = node.view as? any ColumnVisibilityHolding else { return nil }
            let tab = node.ancestors.lazy.compactMap { ($0.effect as? Tag)?.value }.first
            return RenderedSplitView(node: node, holder: holder, tab: tab)
        }
    }

    /// The style names set with `tabViewStyle(_:)`.
    package var tabViewStyles: [String] {
        nodes.compactMap { ($0.effect as? TabStyle)?.name }
    }

    /// The window's horizontal size class, as views read it from their environment.
    package var horizontalSizeClass: UserInterfaceSizeClass? { WindowEnvironment.values.horizontalSizeClass }

    /// The window is resized (an iPad window dragged wider or narrower, a device rotated): the
    /// size class views read changes, and the window renders again.
    package func resizeWindow(to sizeClass: UserInterfaceSizeClass?) {
        WindowEnvironment.set(\.horizontalSizeClass, to: sizeClass)
        render()
    }

    /// The user shows or hides a split view's first column: SwiftUI writes the visibility.
    package func setColumnVisibility(_ visibility: NavigationSplitViewVisibility, of splitView: RenderedSplitView) {
        splitView.holder.setVisibility(visibility)
        wrote(splitView.node)
        render()
    }
}
