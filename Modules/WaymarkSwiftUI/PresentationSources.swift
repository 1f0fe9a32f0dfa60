#if canImport(SwiftUI)
// Compiled only where SwiftUI exists, and on Linux against the stand-in of SwiftUI's declared API in
// Tools/SwiftUICheck. Which popover a view anchors and what a screen zooms from are the
// presenter's to say (WaymarkPresentation); these views only attach them.
import SwiftUI
@_spi(FrontEnd) import Waymark
@_spi(FrontEnd) import WaymarkPresentation

extension View {
    /// Marks this view as `source`, the view a user's action on it comes from: a popover it opens
    /// points at it (on a regular width), a screen it opens that zooms from it
    /// (`DestinationDeclaration.Case.zooms(from:)`) zooms out of it (iOS 18), and VoiceOver's focus
    /// comes back to it when a sheet, popover, inspector or dialog it opened is dismissed. Run the view's action
    /// inside `PresentationSource.withSource(source)`, so navigation hears where it came from.
    /// `nil` marks nothing.
    public func presentationSource(_ source: PresentationSource?) -> some View {
        SourceView(content: self, source: source)
    }
}

/// A view marked as a presentation source: the popover of the layer above anchored to it, and the
/// view SwiftUI's zoom transition matches by the source.
struct SourceView<Content: View>: View {
    let content: Content
    let source: PresentationSource?
    @Environment(\.waymarkLayerHost) private var host
    @Environment(\.waymarkZoomNamespace) private var namespace
    @Environment(\.waymarkScreenPlace) private var place

    @ViewBuilder var body: some View {
        if let source {
            if #available(iOS 18, macOS 15, tvOS 18, visionOS 2, watchOS 11, *), let namespace {
                anchored(source).matchedTransitionSource(id: source, in: namespace)
                    .modifier(ArrivalFocusing(source: source))
            } else {
                anchored(source).modifier(ArrivalFocusing(source: source))
            }
        } else {
            content
        }
    }

    @ViewBuilder private func anchored(_ source: PresentationSource) -> some View {
        #if os(tvOS) || os(watchOS)
        content
        #else
        if let host, let place {
            // Only the view on the screen directly below the layer presents it; the host presents
            // a popover whose view is not on display, so none is left unshown.
            let placed = PlacedSource(source, on: place.stack, entry: place.entry)
            content
                .popover(item: host.popover(anchoredTo: placed)) { host.content($0) }
                .onAppear { host.presenter.source(placed, isOnDisplay: true) }
                .onDisappear { host.presenter.source(placed, isOnDisplay: false) }
        } else {
            content
        }
        #endif
    }
}

/// A screen that came zooming out of a view, with SwiftUI's zoom transition from it (iOS 18; not
/// on macOS), so it also zooms back into the view when it goes. Other screens keep the ordinary
/// transition, as the plan said.
struct ZoomedScreen: ViewModifier {
    let source: PresentationSource?
    let namespace: Namespace.ID?

    @ViewBuilder func body(content: Content) -> some View {
        #if os(macOS)
        content
        #else
        if #available(iOS 18, tvOS 18, visionOS 2, watchOS 11, *), let source, let namespace {
            content.navigationTransition(.zoom(sourceID: source, in: namespace))
        } else {
            content
        }
        #endif
    }
}

/// What the screens under modal layer `index` need to present it from a view of theirs: its
/// popover's item, and its content.
///
/// Equal when made of the same presenter, index and builders: its content closure is made anew
/// whenever the layers' body is evaluated, and without this every marked view under it would be
/// drawn again for each presentation (docs/swiftui.md, "What a view reads").
struct LayerHost: Equatable {
    let presenter: ScreenPresenter
    let index: Int
    /// The objects `content` is made of (the app's view builders), by identity.
    let builders: [ObjectIdentifier]
    let content: @MainActor (PresentedLayer) -> AnyView

    static func == (lhs: LayerHost, rhs: LayerHost) -> Bool {
        lhs.presenter === rhs.presenter && lhs.index == rhs.index && lhs.builders == rhs.builders
    }

    /// The item of the popover `placed` anchors, written back as ``ModalLayers`` writes its items.
    func popover(anchoredTo placed: PlacedSource) -> Binding<PresentedLayer?> {
        Binding(
            get: { @MainActor [presenter, index] in presenter.popover(index, anchoredTo: placed) },
            set: { @MainActor [presenter, index] value in try? presenter.userSetLayer(value, at: index, style: .popover)
            })
    }
}

private struct LayerHostKey: EnvironmentKey {
    static var defaultValue: LayerHost? { nil }
}

/// The screen a view is on: the stack it shows on, and its entry (`nil` for a tab's root).
struct ScreenPlace {
    let stack: StackTarget
    let entry: EntryID?
}

private struct ScreenPlaceKey: EnvironmentKey {
    static var defaultValue: ScreenPlace? { nil }
}

private struct ZoomNamespaceKey: EnvironmentKey {
    static var defaultValue: Namespace.ID? { nil }
}

extension EnvironmentValues {
    /// The layer the screens here present from their views.
    var waymarkLayerHost: LayerHost? {
        get { self[LayerHostKey.self] }
        set { self[LayerHostKey.self] = newValue }
    }

    /// The screen the views here are on.
    var waymarkScreenPlace: ScreenPlace? {
        get { self[ScreenPlaceKey.self] }
        set { self[ScreenPlaceKey.self] = newValue }
    }

    /// The namespace a scene's zoom transitions match their views in.
    var waymarkZoomNamespace: Namespace.ID? {
        get { self[ZoomNamespaceKey.self] }
        set { self[ZoomNamespaceKey.self] = newValue }
    }
}
#endif
