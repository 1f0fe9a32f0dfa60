@_spi(FrontEnd) import Waymark

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

    /// Why `displayed` has no such gesture to make, or `nil` when it has: a stack at its first
    /// screen, a layer not presented, or one the user may not drag down (`allowsDragDown`).
    func refusal(over displayed: DisplayedState, allowsDragDown: (PresentedLayer) -> Bool) -> ScreenRefusal? {
        switch self {
        case .swipingBack(let stack):
            if case .layer(let index) = stack, !displayed.modals.indices.contains(index) { return .noSuchLayer(index) }
            return displayed.path(of: stack).isEmpty ? .nothingToSwipeBack(stack) : nil
        case .draggingDown(let index):
            guard let layer = PresentedLayer(index, of: displayed) else { return .noSuchLayer(index) }
            return allowsDragDown(layer) ? nil : .notDraggable(layer: index, style: layer.style)
        }
    }

    /// What the gesture asks of navigation, finished: the pop of its stack, or the dismissal of
    /// its layer and those above it.
    var intent: NavigationIntent {
        switch self {
        case .swipingBack(let stack): .pop(stack)
        case .draggingDown(let layer): .dismiss(fromLayer: layer)
        }
    }

    /// What the gesture did to `displayed` if it finished there: the pop of the stack's top screen
    /// or the dismissal of the layer; `nil` when `displayed` has no such screen.
    func finished(over displayed: DisplayedState) -> ScreenWrite? {
        switch self {
        case .swipingBack(let stack):
            let depth = displayed.path(of: stack).count
            return depth > 0 ? .swipedBack(stack, toDepth: depth - 1) : nil
        case .draggingDown(let layer):
            return displayed.modals.indices.contains(layer) ? .draggedDown(layer: layer) : nil
        }
    }
}

extension DisplayedState {
    /// The pushed screens of `stack` as shown: a tab's, a layer's (empty for a layer not shown), or
    /// those of the stack on top.
    package func path(of stack: StackTarget) -> [AnyRoute] {
        switch stack {
        case .tab(let tab): self.stack(of: tab)
        case .layer(let index): modals.indices.contains(index) ? modals[index].path : []
        case .top: modals.last?.path ?? self.stack(of: selectedTab)
        }
    }
}
