/// How a modal layer covers what is under it.
public enum ModalStyle: String, Hashable, Sendable, Codable, CaseIterable {
    /// A card over the current screen (SwiftUI's `.sheet(item:)`).
    case sheet
    /// A cover over the whole screen, tab bar included (SwiftUI's `.fullScreenCover(item:)`).
    case fullScreenCover
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

    public init(style: ModalStyle, root: AnyRoute, path: [AnyRoute] = [], detent: SheetDetent? = nil) {
        self.style = style
        self.root = root
        self.path = path
        self.detent = detent
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
