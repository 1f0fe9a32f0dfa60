@_spi(FrontEnd) import Waymark

/// Why the screen refused what the user did on it: the one error every presenter call that can be
/// refused throws, so a front end says why (the terminal's refused line) or lets it be (SwiftUI
/// reports only what the screen allows, and the plan takes the screen back to the state).
///
/// A gesture that means nothing where it was reported says so in its own case; what navigation
/// refused (a size the sheet does not take, a push behind sign-in) carries navigation's reason.
public enum ScreenRefusal: Error, Hashable, Sendable, CustomStringConvertible {
    /// Navigation refused the change; the screen was taken back to the state.
    case navigation(NavigationError)
    /// A gesture is already under the user's finger; one ends before the next begins.
    case gestureInProgress(InteractiveGesture)
    /// No gesture is under way to finish or cancel.
    case noGestureInProgress
    /// This stack shows its first screen: there is nothing to swipe back to.
    case nothingToSwipeBack(StackTarget)
    /// No modal layer is presented at this index.
    case noSuchLayer(Int)
    /// The layer at this index cannot be dragged down: a full-screen cover, or a sheet whose
    /// destination declares that it closes with its own buttons.
    case notDraggable(layer: Int, style: ModalStyle)
    /// The gesture would take a screen holding unsaved work: the finger may not, so the platform's
    /// own gesture is held (`interactiveDismissDisabled`, the back button replaced) and beginning
    /// it asks the user instead (``ScreenPresenter/userBegan(_:)``).
    case unsavedWork(InteractiveGesture)

    public var description: String {
        switch self {
        case .navigation(let error): error.description
        case .gestureInProgress(let gesture): "A gesture is already under way (\(gesture)); finish or cancel it first."
        case .noGestureInProgress: "No gesture is under way."
        case .nothingToSwipeBack(let stack): "There is nothing to swipe back to on \(stack)."
        case .noSuchLayer(let index): "No modal layer \(index) is presented."
        case .notDraggable(let layer, let style):
            style == .sheet
                ? "The sheet of modal layer \(layer) cannot be dragged down; it closes with its own buttons."
                : "Modal layer \(layer) is a full-screen cover, which cannot be dragged down."
        case .unsavedWork(let gesture): "\(gesture) would take a screen holding unsaved work; the user is asked first."
        }
    }
}

extension ScreenRefusal {
    /// Runs `body`, throwing navigation's refusal of it as the screen's.
    static func navigating<Value>(_ body: () throws(NavigationError) -> Value) throws(ScreenRefusal) -> Value {
        do { return try body() } catch { throw .navigation(error) }
    }
}
