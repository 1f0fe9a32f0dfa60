/// How a modal layer covers what is under it.
public enum ModalStyle: String, Hashable, Sendable, Codable, CaseIterable {
    /// A card over the current screen (SwiftUI's `.sheet(item:)`).
    case sheet
    /// A cover over the whole screen, tab bar included (SwiftUI's `.fullScreenCover(item:)`).
    case fullScreenCover
    /// A bubble anchored to the view it was opened from on the screen below (SwiftUI's
    /// `.popover(item:)`): a sheet on a compact width, and wherever that view is not on screen.
    case popover
    /// A trailing column beside the screen below on a regular width, a sheet on a compact one
    /// (SwiftUI's `.inspector(isPresented:)`).
    case inspector
}

/// One modal layer: the destination that was presented, and the screens pushed inside it.
///
/// The root is a separate, non-optional field rather than the first element of an array, so a
/// layer can never be empty: popping its root dismisses the layer instead. This mirrors SwiftUI,
/// where the presented item is the sheet's root and a `NavigationStack(path:)` inside it holds
/// the pushes.
public struct ModalLayer: Hashable, Sendable, Codable {
    /// How the layer is presented; the root destination's registered presentation decides it.
    public var style: ModalStyle
    /// The destination that was presented.
    public var root: AnyRoute
    /// The screens pushed inside the layer, above its root.
    public var path: [AnyRoute]
    /// The sheet's size, one of those its root destination declares; `nil` when it declares none
    /// (and for a full-screen cover). A layer opens at the first declared size.
    public var detent: SheetDetent?
    /// The view on the screen below that the layer was opened from, while that screen stays below
    /// it: a popover is anchored to it. `nil` for a layer a link, a notification or a restoration
    /// opened, which no view on screen led to; never saved, so a restored popover is a sheet.
    public var source: PresentationSource?

    public init(
        style: ModalStyle, root: AnyRoute, path: [AnyRoute] = [], detent: SheetDetent? = nil,
        source: PresentationSource? = nil
    ) {
        self.style = style
        self.root = root
        self.path = path
        self.detent = detent
        self.source = source
    }

    private enum CodingKeys: String, CodingKey {
        case style, root, path, detent
    }

    /// The root followed by the pushed screens: everything the layer shows, bottom first.
    public var stack: [AnyRoute] {
        [root] + path
    }

    /// The screen on top of the layer.
    public var top: AnyRoute {
        path.last ?? root
    }
}
