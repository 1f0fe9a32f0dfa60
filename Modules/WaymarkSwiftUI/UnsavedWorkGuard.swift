#if canImport(SwiftUI)
@_spi(FrontEnd) import Waymark
@_spi(FrontEnd) import WaymarkPresentation
import SwiftUI

// The finger and unsaved work (docs/swiftui.md, "Unsaved work and the finger"): where a gesture
// would take a screen holding unsaved work, the platform's own gesture is held and the attempt
// asks instead. The presenter decides (`DisplayedParts.holdsTheFinger(from:for:)`, the rule its
// presenter's `refusal(toBegin:)` follows); this file only binds.

/// A sheet the user may not swipe away: one its destination declares so, or one over a screen
/// holding unsaved work. A modifier of its own, so that the work's changes draw it again.
struct HeldSwipeDown: ViewModifier {
    let presenter: ScreenPresenter
    let layer: PresentedLayer

    func body(content: Content) -> some View {
        content.interactiveDismissDisabled(
            !presenter.router.registry.allowsSwipeDown(layer)
                || presenter.parts.holdsTheFinger(from: .draggingDown(layer: layer.index), for: presenter.router))
    }
}

#if !os(macOS)
/// On a pushed screen whose swipe back is held, the system's back button is hidden (which ends the
/// swipe back too: SwiftUI declares no other way to hold it) and a back button of the adapter's
/// stands in its place, which asks before the work is lost. Always applied, so that the screen's
/// own view keeps its identity (and its state) as the work comes and goes.
struct HeldBackButton: ViewModifier {
    let presenter: ScreenPresenter
    let stack: StackTarget
    let isPushed: Bool

    func body(content: Content) -> some View {
        let held = isPushed && presenter.parts.holdsTheFinger(from: .swipingBack(stack), for: presenter.router)
        content
            .navigationBarBackButtonHidden(held)
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    if held {
                        Button("Back") { [presenter, stack] in try? presenter.userBegan(.swipingBack(stack)) }
                    }
                }
            }
    }
}
#endif
#endif
