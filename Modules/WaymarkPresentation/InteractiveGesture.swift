import Waymark

/// A gesture under the user's finger: begun, and not yet finished or cancelled.
///
/// While one is in progress the finger wins: navigation still changes the state at once (a link,
/// a notification, a tab selected by code, sign-out), but nothing reaches the screen until the
/// gesture ends, and then the plan starts from what the screen shows. UIKit refuses or garbles a
/// presentation made over a screen that is mid-swipe; a driver that waits cannot make one.
public enum InteractiveGesture: Hashable, Sendable, CustomStringConvertible {
    /// Swiping back on this stack (a tab's or a modal layer's): finished, its top screen is gone.
    case swipingBack(StackTarget)
    /// Dragging down the sheet of the modal layer at this index: finished, the layer and every
    /// layer above it are gone.
    case draggingDown(layer: Int)

    public var description: String {
        switch self {
        case .swipingBack(let stack): "swiping back on \(stack)"
        case .draggingDown(let layer): "dragging down modal layer \(layer)"
        }
    }

    /// What the gesture did to `displayed` if it finished there: the pop of the stack's top screen
    /// or the dismissal of the layer; `nil` when `displayed` has no such screen.
    func finished(over displayed: DisplayedState) -> Gesture? {
        switch self {
        case .swipingBack(let stack):
            let depth = displayed.path(of: stack).count
            return depth > 0 ? .poppedStack(stack, toDepth: depth - 1) : nil
        case .draggingDown(let layer):
            return displayed.modals.indices.contains(layer) ? .swipedDown(layer: layer) : nil
        }
    }
}

/// Why a gesture's beginning or end means nothing where it was reported: the screen has no such
/// gesture to make, or the report does not fit the gesture under way. A front end shows it as a
/// refused line (the terminal) or ignores it (SwiftUI reports only what the screen allows).
public enum GestureRefusal: Error, Hashable, Sendable, CustomStringConvertible {
    /// A gesture is already under the user's finger; one ends before the next begins.
    case alreadyInProgress(InteractiveGesture)
    /// No gesture is under way to finish or cancel.
    case noneInProgress
    /// This stack shows its first screen: there is nothing to swipe back to.
    case nothingToSwipeBack(StackTarget)
    /// No modal layer is presented at this index.
    case noSuchLayer(Int)
    /// The layer at this index cannot be dragged down: a full-screen cover, or a sheet whose
    /// destination declares that it closes with its own buttons.
    case notDraggable(layer: Int, style: ModalStyle)

    public var description: String {
        switch self {
        case .alreadyInProgress(let gesture): "A gesture is already under way (\(gesture)); finish or cancel it first."
        case .noneInProgress: "No gesture is under way."
        case .nothingToSwipeBack(let stack): "There is nothing to swipe back to on \(stack)."
        case .noSuchLayer(let index): "No modal layer \(index) is presented."
        case .notDraggable(let layer, let style):
            style == .sheet
                ? "The sheet of modal layer \(layer) cannot be dragged down; it closes with its own buttons."
                : "Modal layer \(layer) is a full-screen cover, which cannot be dragged down."
        }
    }
}

extension DisplayedState {
    /// The pushed screens of `stack` as shown: a tab's, a layer's (empty for a layer not shown), or
    /// those of the stack on top.
    public func path(of stack: StackTarget) -> [AnyRoute] {
        switch stack {
        case .tab(let tab): self.stack(of: tab)
        case .layer(let index): modals.indices.contains(index) ? modals[index].path : []
        case .top: modals.last?.path ?? self.stack(of: selectedTab)
        }
    }
}
