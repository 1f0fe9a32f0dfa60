#if canImport(SwiftUI)
@_spi(FrontEnd) import Waymark
@_spi(FrontEnd) import WaymarkPresentation
import SwiftUI

// The finger and unsaved work (docs/swiftui.md, "Unsaved work and the finger"): where a gesture
// would take a screen holding unsaved work, the platform's own gesture is held and the attempt
// asks instead. The presenter decides (`ScreenPresenter.refusal(toBegin:)`); this file only binds.

extension ScreenPresenter {
    /// Whether the platform's own `gesture` is held because it would take a screen holding
    /// unsaved work: a sheet's drag down, a stack's swipe back.
    func holdsTheFinger(from gesture: InteractiveGesture) -> Bool {
        if case .unsavedWork? = refusal(toBegin: gesture) { true } else { false }
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
        let held = isPushed && presenter.holdsTheFinger(from: .swipingBack(stack))
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
