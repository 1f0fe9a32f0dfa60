#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
// Compiled only where SwiftUI and UIKit exist, and on Linux against the stand-ins of their declared
// API in Tools/SwiftUICheck. It reports what UIKit tells a screen's controller; what a report
// means is the presenter's (WaymarkPresentation).
import Foundation
import SwiftUI
import UIKit
@_spi(FrontEnd) import Waymark
@_spi(FrontEnd) import WaymarkPresentation

/// Tells the presenter when the user's finger begins swiping a screen back or dragging its sheet
/// down, and how that ended. SwiftUI has no hook for either; UIKit tells the leaving screen's view
/// controllers (`viewWillDisappear(_:)` with a transition coordinator whose transition began
/// interactive, `initiallyInteractive`, which stays so after the finger lifts, where `isInteractive`
/// does not; its completion says whether it was cancelled), so a screen carries this invisible
/// controller.
struct InteractiveTransitionReporter: UIViewControllerRepresentable {
    let presenter: ScreenPresenter
    let stack: StackTarget

    func makeUIViewController(context: Context) -> TransitionReportingController {
        TransitionReportingController(presenter: presenter, stack: stack)
    }

    func updateUIViewController(_ controller: TransitionReportingController, context: Context) {
        controller.stack = stack
    }
}

/// The controller of ``InteractiveTransitionReporter``: it draws nothing and only listens.
final class TransitionReportingController: UIViewController {
    let presenter: ScreenPresenter
    var stack: StackTarget

    init(presenter: ScreenPresenter, stack: StackTarget) {
        self.presenter = presenter
        self.stack = stack
        super.init(nibName: nil, bundle: nil)
    }

    /// Never made from an archive: SwiftUI makes it from the representable.
    required init?(coder: NSCoder) {
        return nil
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        guard let coordinator = transitionCoordinator, coordinator.initiallyInteractive,
            let gesture = gesture(coordinator)
        else { return }
        do {
            try presenter.userBegan(gesture)
        } catch {
            return
        }
        _ = coordinator.animate(alongsideTransition: nil) { [presenter] context in
            // Only the gesture this report began: the stack's writes or the screen's departure may
            // have ended it already.
            guard presenter.gesture == gesture else { return }
            if context.isCancelled {
                try? presenter.userCancelledGesture()
            } else {
                try? presenter.userFinishedGesture()
            }
        }
    }

    /// The gesture an interactive transition over this screen is: a navigation controller's pop
    /// (no modal style) swipes its stack back; a modal one drags the screen's layer down.
    private func gesture(_ coordinator: any UIViewControllerTransitionCoordinator) -> InteractiveGesture? {
        if coordinator.presentationStyle == .none { return .swipingBack(stack) }
        guard case .layer(let index) = stack else { return nil }
        return .draggingDown(layer: index)
    }
}
#endif
