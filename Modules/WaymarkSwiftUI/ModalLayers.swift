#if canImport(SwiftUI)
// Compiled only where SwiftUI exists, and on Linux against the stand-in of SwiftUI's declared API in
// Tools/SwiftUICheck. Every decision is the presenter's (WaymarkPresentation).
import SwiftUI
import Waymark
import WaymarkPresentation

/// Modal layer `index` over the view it modifies, and, inside it, the layers above: a sheet and a
/// full-screen cover, of which the presenter gives an item to at most one.
struct ModalLayers<Screen: View>: ViewModifier {
    let presenter: ScreenPresenter
    let index: Int
    let screen: (AnyRoute) -> Screen
    let answering: @MainActor (DialogAction) async -> Void

    func body(content: Content) -> some View {
        content
            .sheet(item: item(.sheet)) { layer($0) }
            #if os(macOS)
        // macOS has no full-screen cover: a cover is shown as a sheet there.
        .sheet(item: item(.fullScreenCover)) { layer($0) }
            #else
        .fullScreenCover(item: item(.fullScreenCover)) { layer($0) }
            #endif
    }

    private func item(_ style: ModalStyle) -> Binding<PresentedLayer?> {
        Binding(
            get: { @MainActor [presenter, index] in presenter.presentedLayer(index, style: style) },
            set: { @MainActor [presenter, index] value in presenter.userSetLayer(value, at: index, style: style) })
    }

    private func layer(_ presented: PresentedLayer) -> some View {
        StackView(presenter: presenter, stack: .layer(presented.index), root: presented.root, screen: screen)
            .onAppear { presenter.layerAppeared(presented) }
            .onDisappear { presenter.layerDisappeared(presented) }
            .interactiveDismissDisabled(!presenter.allowsSwipeDown(presented))
            .modifier(SheetSizeBinding(presenter: presenter, index: presented.index))
            .modifier(DialogHost(presenter: presenter, level: presented.index + 1, answering: answering))
            // Type-erased: each layer nests the next, which a concrete type could not express.
            .modifier(
                NextLayers(presenter: presenter, index: presented.index + 1, screen: screen, answering: answering))
    }
}

/// ``ModalLayers`` for the next layer up, behind `AnyView` to end the type's recursion.
struct NextLayers<Screen: View>: ViewModifier {
    let presenter: ScreenPresenter
    let index: Int
    let screen: (AnyRoute) -> Screen
    let answering: @MainActor (DialogAction) async -> Void

    func body(content: Content) -> some View {
        AnyView(
            content.modifier(ModalLayers(presenter: presenter, index: index, screen: screen, answering: answering)))
    }
}
#endif
