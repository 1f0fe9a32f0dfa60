import Waymark

/// What a navigation stack writes to its path binding, read as what it means: a UI whose stack
/// writes the pop of its top screen before that screen has left (SwiftUI's `NavigationStack`, which
/// on iOS 18 and later writes it as a swipe back begins, and writes the screen back when the swipe
/// is cancelled) reports here, and reports the screen's departure with ``screenLeft(_:of:)``
/// (docs/presentation.md, "Interrupted transitions").
extension ScreenPresenter {
    /// The stack `stack` wrote `path` to its binding.
    ///
    /// The pop of exactly its top screen is taken as that screen leaving, not as gone: a swipe back
    /// under way, inferred where the UI did not report one, until the screen has left
    /// (``screenLeft(_:of:)``, written back then as one transaction), the same screen is written
    /// back (the swipe was cancelled: nothing is written), the user does something else on screen,
    /// or the watchdog expires (the system said the screen went; what it says last stands). Any
    /// other path is what ``userSetPath(_:of:)`` takes it for.
    public func stackWrotePath(_ path: [AnyRoute], of stack: StackTarget) {
        lastRefusal = nil
        if case .layer(let index) = stack, !displayed.modals.indices.contains(index) { return }
        if gestureTook(path, of: stack) { return }
        settleInferredGesture()
        let stack = fixed(stack)
        let shown = displayed.path(of: stack)
        if driver.gesture == nil, !shown.isEmpty, path == Array(shown.dropLast()) {
            beginInferredSwipe(on: stack)
            return
        }
        userSetPath(path, of: stack)
    }

    /// The screen of `route` on `stack` has left the display (SwiftUI's `onDisappear`). When it is
    /// the screen a swipe back is taking, and the stack already wrote its pop, the swipe finished.
    public func screenLeft(_ route: AnyRoute, of stack: StackTarget) {
        guard case .swipingBack(let swiped) = driver.gesture, swiped == fixed(stack),
            gestureLifetime?.systemWrotePop == true,
            displayed.path(of: swiped).last == route
        else { return }
        try? userFinishedGesture()
    }

    /// The swipe back `stack` wrote the pop of, which no one reported beginning: held like any
    /// gesture, and finished by the watchdog if nothing else ends it.
    private func beginInferredSwipe(on stack: StackTarget) {
        inferredSwipes += 1
        let serial = inferredSwipes
        holdGesture(.swipingBack(stack), start: .inferred(serial: serial))
        gestureLifetime?.systemWrotePop = true
        host.startWatchdog(completion.watchdogTimeout) { [weak self] in self?.inferredGestureOverdue(serial) }
    }

    private func inferredGestureOverdue(_ serial: Int) {
        guard gestureLifetime?.start == .inferred(serial: serial), driver.gesture != nil else { return }
        try? userFinishedGesture()
    }

    /// Ends the inferred swipe under way, if any, as finished: the user doing anything else on
    /// screen means the pop the stack wrote stands.
    func settleInferredGesture() {
        guard gestureLifetime?.isInferred == true, driver.gesture != nil else { return }
        try? userFinishedGesture()
    }
}
