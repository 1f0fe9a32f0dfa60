@_spi(FrontEnd) import Waymark

extension ModalLayer {
    /// The presentation that hosts the layer in a UI: its style, except a popover with no view to
    /// anchor to (`source`), which a sheet hosts.
    ///
    /// It changes only with the state, never with the width: a popover and an inspector adapt
    /// to a compact width by themselves (SwiftUI shows both as sheets there), so a window resized
    /// under them keeps the same presentation on screen, and no update of a plan re-presents it.
    @_spi(FrontEnd) public var hostingStyle: ModalStyle {
        style == .popover && source == nil ? .sheet : style
    }

    /// What the user sees the layer as at `width`: a popover anchored to its source only on a
    /// regular width, an inspector as a column only on a regular width, a sheet otherwise; a
    /// sheet and a cover as themselves; where `rules` have no inspector, a sheet. The state says
    /// `style`, whatever the width.
    func shownStyle(at width: WindowWidth, under rules: PlatformRules = .iOS17) -> ModalStyle {
        switch hostingStyle {
        case .inspector where !rules.hasInspectors: .sheet
        case .popover, .inspector: width == .regular ? hostingStyle : .sheet
        case .sheet, .fullScreenCover: hostingStyle
        }
    }

    /// Whether the layer is a column beside the screen below at `width` (an inspector on a
    /// regular width), not a presentation: showing or hiding it starts no transition UIKit must
    /// finish, so it may share an update with one.
    func isColumn(at width: WindowWidth, under rules: PlatformRules = .iOS17) -> Bool {
        shownStyle(at: width, under: rules) == .inspector
    }

    /// Whether the UI shows `other` where it shows this layer: the same root in the same
    /// presentation. One that differs is dismissed and presented anew.
    func hostsLike(_ other: ModalLayer) -> Bool {
        root == other.root && hostingStyle == other.hostingStyle
    }
}

/// A screen that should zoom out of a view on the screen below it: the user opened `route` from
/// `source`, and its destination declares that it zooms from there
/// (`DestinationDeclaration.Case.zooms(from:)`). The plan zooms only while that screen is the one the
/// screen shows on top; otherwise the ordinary transition plays.
struct ZoomTransition: Hashable, Sendable {
    /// The view it zooms out of.
    let source: PresentationSource
    /// The screen that zooms in.
    let route: AnyRoute
}
