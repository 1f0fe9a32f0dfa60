@_spi(FrontEnd) import Waymark

/// A presented modal layer as a UI's sheet or cover item sees it: which layer, in what style, with
/// what root.
///
/// Its identity leaves out the layer's pushed screens, so pushing inside a sheet keeps the sheet
/// where it is, while a layer whose root or style changes is a new item (SwiftUI dismisses the old
/// one and presents the new). It is what the completion signals of a presentation or a dismissal
/// name, so a late signal from a layer that has since been replaced completes nothing. Outside
/// this package it is opaque: a front end writes back `nil` when the user dismissed the layer
/// (``ScreenPresenter/userSetLayer(_:at:style:)``).
public struct PresentedLayer: Identifiable, Hashable, Sendable, CustomStringConvertible {
    /// The layer's index, from 0 at the bottom.
    @_spi(FrontEnd) public let index: Int
    /// What presents the layer (`ModalLayer.hostingStyle`): the item of which presentation it is.
    let style: ModalStyle
    /// The destination the layer was presented with.
    @_spi(FrontEnd) public let root: AnyRoute

    init(index: Int, style: ModalStyle, root: AnyRoute) {
        self.index = index
        self.style = style
        self.root = root
    }

    /// Layer `index` of `screen`, if it has one.
    init?(_ index: Int, of screen: DisplayedState) {
        guard screen.modals.indices.contains(index) else { return nil }
        let layer = screen.modals[index]
        self.init(index: index, style: layer.hostingStyle, root: layer.root)
    }

    public var id: Self { self }

    public var description: String {
        "layer \(index) (\(style.rawValue) \(root.destinationName))"
    }
}

extension NavigationRegistry {
    /// Whether the user may swipe `layer` away, as its destination declares: never a full-screen
    /// cover, nor a sheet declared with `interactiveDismissDisabled()`.
    @_spi(FrontEnd) public func allowsSwipeDown(_ layer: PresentedLayer) -> Bool {
        layer.style != .fullScreenCover && destination(for: layer.root)?.allowsInteractiveDismissal == true
    }
}
