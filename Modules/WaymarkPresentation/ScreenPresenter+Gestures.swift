import Waymark

/// Gestures with a lifetime: the user's finger begins a swipe back or a sheet's drag, and the
/// gesture then finishes or is cancelled. The finger wins: while it is down, navigation changes
/// the state at once and the screen waits (docs/presentation.md, "Interrupted transitions").
extension ScreenPresenter {
    /// The gesture under the user's finger, if any: until it ends, no update reaches the screen.
    public var gestureInProgress: InteractiveGesture? { driver.gesture }

    /// The user's finger began `gesture` (`.top` means the stack on top as the screen shows it).
    ///
    /// - Throws: ``GestureRefusal`` when a gesture is already under way, or the screen has no such
    ///   gesture to make: a stack at its first screen, a layer not presented, a full-screen cover
    ///   or a sheet that closes with its own buttons.
    public func userBegan(_ gesture: InteractiveGesture) throws(GestureRefusal) {
        lastRefusal = nil
        if gestureLifetime?.isInferred == true, driver.gesture == fixed(gesture) {
            // The swipe a stack's pop implied, now reported: the UI ends it from here on.
            gestureLifetime?.start = .reported
            return
        }
        if let refusal = refusal(toBegin: gesture) { throw refusal }
        holdGesture(fixed(gesture), start: .reported)
    }

    /// Holds the screen for `gesture` (on a stack named for good), remembering the entry it takes.
    func holdGesture(_ gesture: InteractiveGesture, start: GestureLifetime.Start) {
        let takes: EntryID? =
            switch gesture {
            case .swipingBack(let stack): shownPath(of: stack).last.flatMap { entry(of: $0, on: stack) }
            case .draggingDown(let layer): shownRootEntry(of: .layer(layer))
            }
        gestureLifetime = GestureLifetime(takes: takes, start: start)
        driver.gestureBegan(gesture)
    }

    /// Why the screen would not let the user begin `gesture` now, or `nil` when it would: the one
    /// rule every front end asks, for a gesture made at once as for one with a lifetime.
    public func refusal(toBegin gesture: InteractiveGesture) -> GestureRefusal? {
        if let under = driver.gesture { return .alreadyInProgress(under) }
        switch fixed(gesture) {
        case .swipingBack(let stack):
            if case .layer(let index) = stack, !displayed.modals.indices.contains(index) {
                return .noSuchLayer(index)
            }
            return displayed.path(of: stack).isEmpty ? .nothingToSwipeBack(stack) : nil
        case .draggingDown(let index):
            guard let layer = PresentedLayer(index, of: displayed) else { return .noSuchLayer(index) }
            return allowsSwipeDown(layer) ? nil : .notDraggable(layer: index, style: layer.style)
        }
    }

    /// The gesture under way finished: the screen it swiped back or dragged down is gone.
    ///
    /// It is written back as one transaction caused by the gesture, as a gesture made at once is,
    /// when the state still has that screen where the user saw it. When the state took it away
    /// meanwhile (signed out mid-swipe, a link that replaced the stack), nothing is written: the
    /// state already says where the user is, and the plan takes the screen there from what the
    /// gesture left.
    ///
    /// - Throws: ``GestureRefusal/noneInProgress`` when no gesture is under way.
    public func userFinishedGesture() throws(GestureRefusal) {
        lastRefusal = nil
        guard let gesture = driver.gesture else { throw .noneInProgress }
        let taken = gestureLifetime?.takes
        gestureLifetime = nil
        guard let done = gesture.finished(over: displayed) else {
            apply(driver.gestureCancelled())
            return
        }
        if stateStillHas(screenTakenBy: done, entry: taken) {
            isWritingBack = true
            do {
                try router.userDid(done)
            } catch {
                lastRefusal = error
            }
            isWritingBack = false
        }
        let update = driver.gestureFinished(as: done, answered: router.state)
        displayed = displayed.applying(done)
        apply(update)
    }

    /// The gesture under way was cancelled: the screen is as it was, nothing is written, and only
    /// what the state changed meanwhile reaches the screen.
    ///
    /// - Throws: ``GestureRefusal/noneInProgress`` when no gesture is under way.
    public func userCancelledGesture() throws(GestureRefusal) {
        lastRefusal = nil
        guard driver.gesture != nil else { throw .noneInProgress }
        gestureLifetime = nil
        apply(driver.gestureCancelled())
    }

    /// What a path written during a swipe back on the same stack means, if it is the gesture's:
    /// the system writes the pop when the swipe starts (iOS 18 and later), and the same screen
    /// back when it is cancelled. The pop is the gesture under way, not a step of its own; the
    /// screen written back after it is the cancellation, never a pop and a push. `false` for a
    /// path that is not the gesture's, which is then handled as any other.
    func gestureTook(_ path: [AnyRoute], of stack: StackTarget) -> Bool {
        guard case .swipingBack(let swiped) = driver.gesture, swiped == fixed(stack) else { return false }
        let shown = displayed.path(of: swiped)
        if path == Array(shown.dropLast()) {
            gestureLifetime?.systemWrotePop = true
            return true
        }
        if path == shown, gestureLifetime?.systemWrotePop == true {
            gestureLifetime = nil
            apply(driver.gestureCancelled())
            return true
        }
        return false
    }

    /// Whether the sheet binding's `nil` for layer `index` ends the drag under way: SwiftUI writes
    /// it when the dragged sheet is gone, which is the gesture finishing.
    func dragFinished(byClosing index: Int) -> Bool {
        guard case .draggingDown(let dragged) = driver.gesture, dragged == index else { return false }
        try? userFinishedGesture()
        return true
    }

    /// `gesture` on the stack the screen shows, named for good: `.top` becomes the top layer's
    /// stack or the selected tab's, so a state that changes under the finger cannot move it.
    private func fixed(_ gesture: InteractiveGesture) -> InteractiveGesture {
        guard case .swipingBack(let stack) = gesture else { return gesture }
        return .swipingBack(fixed(stack))
    }

    func fixed(_ stack: StackTarget) -> StackTarget {
        guard case .top = stack else { return stack }
        return parts.layerCount == 0 ? .tab(parts.selectedTab) : .layer(parts.layerCount - 1)
    }

    /// Whether the router's state still has the screen `gesture` takes away, where the screen
    /// shows it: the very `entry` the finger took (not another opened meanwhile on the same
    /// route), with the same screens up to it on the same stack, or the same layer.
    private func stateStillHas(screenTakenBy gesture: Gesture, entry: EntryID?) -> Bool {
        if let entry, !router.state.entryIDs.contains(entry) { return false }
        let state = DisplayedState(router.state)
        switch gesture {
        case .poppedStack(let stack, let depth):
            if case .layer(let index) = stack, !sameLayer(index, in: state) { return false }
            let seen = displayed.path(of: stack).prefix(depth + 1)
            return state.path(of: stack).starts(with: seen)
        case .swipedDown(let index):
            return sameLayer(index, in: state)
        default:
            return true
        }
    }

    private func sameLayer(_ index: Int, in state: DisplayedState) -> Bool {
        guard state.modals.indices.contains(index), displayed.modals.indices.contains(index) else { return false }
        return state.modals[index].root == displayed.modals[index].root
            && state.modals[index].style == displayed.modals[index].style
    }
}
