#if canImport(SwiftUI)
// Compiled only where SwiftUI exists, and on Linux against the stand-in of SwiftUI's declared API in
// Tools/SwiftUICheck. Every decision is the presenter's (WaymarkPresentation).
import SwiftUI
@_spi(FrontEnd) import Waymark
@_spi(FrontEnd) import WaymarkPresentation

/// Modal layer `index` over the view it modifies, and, inside it, the layers above: a sheet, a
/// full-screen cover and an inspector, of which the presenter shows at most one; a popover is
/// presented by the view it is anchored to (``SourceView``), which finds the layer here.
struct ModalLayers<Screen: View>: ViewModifier {
    let presenter: ScreenPresenter
    let index: Int
    let screen: ViewMaker<AnyRoute, Screen>
    let answering: DialogAnswering
    /// Where a cover that zooms finds the view it zooms out of.
    let namespace: Namespace.ID?

    func body(content: Content) -> some View {
        content
            .environment(
                \.waymarkLayerHost,
                LayerHost(
                    presenter: presenter, index: index,
                    builders: [ObjectIdentifier(screen), ObjectIdentifier(answering)],
                    content: { presented in AnyView(layer(presented)) })
            )
            .sheet(item: item(.sheet)) { layer($0) }
            #if os(macOS)
        // macOS has no full-screen cover: a cover is shown as a sheet there.
        .sheet(item: item(.fullScreenCover)) { layer($0) }
            #else
        .fullScreenCover(item: item(.fullScreenCover)) { layer($0) }
            #endif
            #if os(tvOS) || os(watchOS) || os(visionOS)
        // No inspector here (and no popover on tvOS and watchOS): the layer is a sheet.
        .sheet(item: item(.inspector)) { layer($0) }
        #else
        // A trailing column on a regular width, a sheet on a compact one: SwiftUI adapts it.
        .inspector(isPresented: inspectorShown) {
            if let presented = presenter.parts.presentedLayer(index, style: .inspector) { layer(presented) }
        }
        #endif
        #if os(tvOS) || os(watchOS)
        .sheet(item: item(.popover)) { layer($0) }
        #else
        // A popover whose view is not on display points at the screen below instead.
        .popover(item: popoverWithoutItsView) { layer($0) }
        #endif
    }

    /// Layer `index`, a popover whose view is not on display; `nil` written back when tapped away.
    private var popoverWithoutItsView: Binding<PresentedLayer?> {
        Binding(
            get: { @MainActor [presenter, index] in presenter.popover(index, anchoredTo: nil) },
            set: { @MainActor [presenter, index] value in try? presenter.userSetLayer(value, at: index, style: .popover)
            })
    }

    /// Whether layer `index` is an inspector; `false` written back when the user closed it.
    private var inspectorShown: Binding<Bool> {
        Binding(
            get: { @MainActor [presenter, index] in presenter.parts.presentedLayer(index, style: .inspector) != nil },
            set: { @MainActor [presenter, index] shown in
                if !shown { try? presenter.userSetLayer(nil, at: index, style: .inspector) }
            })
    }

    private func item(_ style: ModalStyle) -> Binding<PresentedLayer?> {
        Binding(
            get: { @MainActor [presenter, index] in presenter.parts.presentedLayer(index, style: style) },
            set: { @MainActor [presenter, index] value in try? presenter.userSetLayer(value, at: index, style: style) })
    }

    private func layer(_ presented: PresentedLayer) -> some View {
        StackView(presenter: presenter, stack: .layer(presented.index), root: presented.root, screen: screen)
            .modifier(
                ZoomedScreen(
                    source: presenter.zoomSource(of: presenter.shownRootEntry(of: .layer(presented.index))),
                    namespace: namespace)
            )
            .onAppear { presenter.uiSignalled(.appeared(presented)) }
            .onDisappear { presenter.uiSignalled(.disappeared(presented)) }
            .modifier(HeldSwipeDown(presenter: presenter, layer: presented))
            .modifier(SheetSizeBinding(presenter: presenter, index: presented.index))
            .modifier(DialogHost(presenter: presenter, level: presented.index + 1, answering: answering))
            // Type-erased: each layer nests the next, which a concrete type could not express.
            .modifier(
                NextLayers(
                    presenter: presenter, index: presented.index + 1, screen: screen, answering: answering,
                    namespace: namespace))
    }
}

/// ``ModalLayers`` for the next layer up, behind `AnyView` to end the type's recursion.
struct NextLayers<Screen: View>: ViewModifier {
    let presenter: ScreenPresenter
    let index: Int
    let screen: ViewMaker<AnyRoute, Screen>
    let answering: DialogAnswering
    let namespace: Namespace.ID?

    func body(content: Content) -> some View {
        AnyView(
            content.modifier(
                ModalLayers(
                    presenter: presenter, index: index, screen: screen, answering: answering, namespace: namespace)))
    }
}
#endif
