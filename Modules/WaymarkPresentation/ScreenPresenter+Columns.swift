import Waymark

extension ScreenPresenter {
    // MARK: - Wide screens

    /// The window became `width` wide: an iPad window resized, a device rotated, a scene moved to
    /// another display. Nothing navigates: the same screens are shown, arranged for the width, and
    /// the plan goes on from what the screen shows, addressing the new width's columns.
    public func windowResized(to width: WindowWidth) {
        guard width != self.width else { return }
        self.width = width
        driver.windowResized(to: width)
    }

    /// What `layer` shows as now (`ModalLayer.shownStyle(at:under:)`): a popover or an inspector as
    /// itself on a regular width and as a sheet on a compact one. The one answer every front end
    /// draws and prints.
    public func shownStyle(of layer: ModalLayer) -> ModalStyle {
        layer.shownStyle(at: width, under: driver.rules)
    }

    /// Whether tabs show as a sidebar now.
    public var showsSidebar: Bool { layout.showsSidebar(at: width) }

    /// Whether `tab` shows as a split view now: its root in the first column, its pushed screens in
    /// the detail column. Otherwise its screens are one `NavigationStack`.
    public func showsColumns(_ tab: TabID) -> Bool {
        layout.showsColumns(tab, at: width)
    }

    /// The screen at the root of `tab`'s detail column: the tab's first pushed screen, or `nil`
    /// when the tab shows its root alone and the detail column shows the app's placeholder.
    public func detailRoot(of tab: TabID) -> AnyRoute? {
        parts.tab(tab).routes?.first
    }

    /// The screens pushed in `tab`'s detail column, above its root: the detail column's
    /// `NavigationStack` path.
    public func detailPath(of tab: TabID) -> [AnyRoute] {
        Array((parts.tab(tab).routes ?? []).dropFirst())
    }

    /// The UI set the path of `tab`'s detail column (above its root) to `path`: the user swiped
    /// back inside the column, or a `NavigationLink(value:)` pushed. Written back to the tab's one
    /// stack, as on a compact width; nothing when the column shows no screen.
    public func userSetDetailPath(_ path: [AnyRoute], of tab: TabID) {
        lastRefusal = nil
        guard let root = detailRoot(of: tab) else { return }
        userSetPath([root] + path, of: .tab(tab))
    }

    /// Which of `tab`'s columns to show. Both when the detail column shows nothing (a detail
    /// column alone would be the placeholder with no way to choose); the user's choice while the
    /// detail column shows the screen it was made over; otherwise the platform's, so a new screen
    /// in the detail column (a link, a tap in the first column) brings the columns back as the
    /// platform arranges them.
    public func columnVisibility(of tab: TabID) -> ColumnVisibility {
        guard let root = detailRoot(of: tab) else { return .all }
        guard let choice = columnChoices[tab], choice.detailRoot == root else { return .automatic }
        return choice.visibility
    }

    /// The user showed or hid `tab`'s first column. It is their arrangement, never navigation: the
    /// state does not change.
    public func userSetColumnVisibility(_ visibility: ColumnVisibility, of tab: TabID) {
        lastRefusal = nil
        guard let root = detailRoot(of: tab) else { return }
        columnChoices[tab] = ColumnChoice(visibility: visibility, detailRoot: root)
    }
}

/// The columns a user chose to see, and the detail screen they chose them over.
struct ColumnChoice: Hashable, Sendable {
    let visibility: ColumnVisibility
    let detailRoot: AnyRoute
}
