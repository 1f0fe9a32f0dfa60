#if canImport(SwiftUI)
// Compiled only where SwiftUI exists, and on Linux against the stand-in of SwiftUI's declared API in
// Tools/SwiftUICheck. It binds the presenter's reads to SwiftUI and hands back what SwiftUI writes;
// every decision is the presenter's (WaymarkPresentation), where Linux tests reach it.
import SwiftUI
@_spi(FrontEnd) import Waymark
@_spi(FrontEnd) import WaymarkPresentation

/// A split-view tab on a wide window: its root screen in the first column, its pushed screens in
/// the detail column's `NavigationStack` (the first at the stack's root), the columns the user
/// chose. On a compact width the tab is a `StackView` instead, the same screens in one stack.
struct SplitColumns<Screen: View, Placeholder: View>: View {
    let presenter: ScreenPresenter
    let tab: TabID
    let screen: ViewMaker<AnyRoute, Screen>
    let placeholder: ViewMaker<TabID, Placeholder>

    var body: some View {
        NavigationSplitView(columnVisibility: columnVisibility) {
            ScreenContainer(
                presenter: presenter, shows: .root(presenter.root(of: tab)), on: .tab(tab), reportsLeaving: false,
                screen: screen)
        } detail: {
            if let first = presenter.shownPath(of: .tab(tab)).first {
                NavigationStack(path: detailPath) {
                    ScreenContainer(
                        presenter: presenter, shows: .pushed(first), on: .tab(tab), reportsLeaving: false,
                        screen: screen
                    )
                    .navigationDestination(for: ShownEntry.self) { shown in
                        ScreenContainer(
                            presenter: presenter, shows: .pushed(shown), on: .tab(tab), reportsLeaving: false,
                            screen: screen)
                    }
                }
            } else {
                placeholder(tab)
            }
        }
    }

    /// The detail column's screens above its root: the tab's entries after the first. Written
    /// back as the tab's path, the column's root first.
    private var detailPath: Binding<[ShownEntry]> {
        Binding(
            get: { @MainActor [presenter, tab] in Array(presenter.shownPath(of: .tab(tab)).dropFirst()) },
            set: { @MainActor [presenter, tab] path in
                try? presenter.userSetPath(Array(presenter.shownPath(of: .tab(tab)).prefix(1)) + path, of: .tab(tab))
            })
    }

    private var columnVisibility: Binding<NavigationSplitViewVisibility> {
        Binding(
            get: { @MainActor [presenter, tab] in NavigationSplitViewVisibility(presenter.columnVisibility(of: tab)) },
            set: { @MainActor [presenter, tab] visibility in
                presenter.userSetColumnVisibility(ColumnVisibility(visibility), of: tab)
            })
    }
}

extension NavigationSplitViewVisibility {
    /// SwiftUI's name for the columns the presenter says to show: the split view has two columns
    /// (sidebar and detail), for which "both" is `.doubleColumn` (`.all` names three).
    init(_ visibility: ColumnVisibility) {
        switch visibility {
        case .automatic: self = .automatic
        case .all: self = .doubleColumn
        case .detailOnly: self = .detailOnly
        }
    }
}

extension ColumnVisibility {
    /// The columns SwiftUI shows, in the presenter's terms: a two-column split view shows both
    /// columns for `.all` and `.doubleColumn` alike.
    init(_ visibility: NavigationSplitViewVisibility) {
        switch visibility {
        case .detailOnly: self = .detailOnly
        case .automatic: self = .automatic
        default: self = .all
        }
    }
}
#endif
