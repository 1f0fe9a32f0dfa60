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

/// One modal layer: the destination that was presented, and the screens pushed inside it, each an
/// entry (``StackEntry``) with its identity beside its route.
///
/// The root is a separate, non-optional entry rather than the first element of an array, so a
/// layer can never be empty: popping its root dismisses the layer instead. This mirrors SwiftUI,
/// where the presented item is the sheet's root and a `NavigationStack(path:)` inside it holds
/// the pushes.
///
/// A layer written by hand with routes (``init(style:root:path:detent:source:)``) holds
/// `EntryID.unassigned` entries until a state takes it in and gives them identities.
public struct ModalLayer: Hashable, Sendable, Codable {
    /// How the layer is presented; the root destination's registered presentation decides it.
    public var style: ModalStyle
    /// The destination that was presented, as an entry.
    package internal(set) var rootEntry: StackEntry
    /// The screens pushed inside the layer, above its root, as entries.
    var pathEntries: [StackEntry]
    /// The sheet's size, one of those its root destination declares; `nil` when it declares none
    /// (and for a full-screen cover). A layer opens at the first declared size.
    public var detent: SheetDetent?
    /// The view on the screen below that the layer was opened from, while that screen stays below
    /// it: a popover is anchored to it. `nil` for a layer a link, a notification or a restoration
    /// opened, which no view on screen led to; never saved, so a restored popover is a sheet.
    public var source: PresentationSource?

    /// A layer of routes, not yet in a state: its entries are `EntryID.unassigned` until a state
    /// takes the layer in (`NavigationState.init(selectedTab:stacks:modals:returnPoint:held:notice:dialog:)`).
    public init(
        style: ModalStyle, root: AnyRoute, path: [AnyRoute] = [], detent: SheetDetent? = nil,
        source: PresentationSource? = nil
    ) {
        self.init(
            style: style, rootEntry: StackEntry(id: .unassigned, route: root),
            pathEntries: path.map { StackEntry(id: .unassigned, route: $0) }, detent: detent, source: source)
    }

    init(
        style: ModalStyle, rootEntry: StackEntry, pathEntries: [StackEntry], detent: SheetDetent?,
        source: PresentationSource?
    ) {
        self.style = style
        self.rootEntry = rootEntry
        self.pathEntries = pathEntries
        self.detent = detent
        self.source = source
    }

    private enum CodingKeys: String, CodingKey {
        case style, root, path, detent
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            style: try container.decode(ModalStyle.self, forKey: .style),
            rootEntry: try container.decode(StackEntry.self, forKey: .root),
            pathEntries: try container.decode([StackEntry].self, forKey: .path),
            detent: try container.decodeIfPresent(SheetDetent.self, forKey: .detent), source: nil)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(style, forKey: .style)
        try container.encode(rootEntry, forKey: .root)
        try container.encode(pathEntries, forKey: .path)
        try container.encodeIfPresent(detent, forKey: .detent)
    }

    /// The destination that was presented. Setting it changes the root's route, never its identity.
    public var root: AnyRoute {
        get { rootEntry.route }
        set { rootEntry.route = newValue }
    }

    /// The routes of the screens pushed inside the layer, above its root. Setting them keeps the
    /// entries of the screens the old and new paths share from the bottom; the others are
    /// `EntryID.unassigned`, as in a picture of the screen: a state changes its layers' paths
    /// through its intents, which give identities.
    public var path: [AnyRoute] {
        get { pathEntries.map(\.route) }
        set {
            let shared = zip(pathEntries, newValue).prefix { $0.route == $1 }.count
            pathEntries =
                Array(pathEntries.prefix(shared))
                + newValue.dropFirst(shared).map { StackEntry(id: .unassigned, route: $0) }
        }
    }

    /// The root followed by the pushed screens, as entries, bottom first: everything the layer
    /// shows, as a tab's stack is its entries (`NavigationState.stacks`).
    public var entries: [StackEntry] {
        [rootEntry] + pathEntries
    }

    /// The routes of ``entries``, as `NavigationState.stack(of:)` gives a tab's.
    public var stack: [AnyRoute] {
        entries.map(\.route)
    }

    /// The screen on top of the layer.
    var top: AnyRoute {
        pathEntries.last?.route ?? rootEntry.route
    }
}
