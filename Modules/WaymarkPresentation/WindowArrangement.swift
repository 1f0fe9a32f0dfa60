import Observation
@_spi(FrontEnd) import Waymark

/// How a scene's window arranges what it shows: its width as the UI last reported it, the app's
/// tab layout and the platform's rules. Nothing here navigates: the same screens are shown,
/// arranged for the width. Observable on its own, so a view that reads the layout is not drawn
/// again when only the width changes.
@MainActor
@Observable
public final class WindowArrangement {
    /// How the app arranges its tabs when the window is wide.
    public let layout: TabLayout
    /// The platform's rules.
    let rules: PlatformRules
    /// How wide the window is.
    public internal(set) var width: WindowWidth

    init(layout: TabLayout, rules: PlatformRules, width: WindowWidth) {
        self.layout = layout
        self.rules = rules
        self.width = width
    }

    /// Whether tabs show as a sidebar now.
    public var showsSidebar: Bool { layout.showsSidebar(at: width) }

    /// Whether `tab` shows as a split view now: its root in the first column, its pushed screens in
    /// the detail column. Otherwise its screens are one `NavigationStack`.
    public func showsColumns(_ tab: TabID) -> Bool {
        layout.showsColumns(tab, at: width)
    }

    /// What `layer` shows as now (`ModalLayer.shownStyle(at:under:)`): a popover or an inspector as
    /// itself on a regular width and as a sheet on a compact one. The one answer every front end
    /// draws and prints.
    public func shownStyle(of layer: ModalLayer) -> ModalStyle {
        layer.shownStyle(at: width, under: rules)
    }
}
