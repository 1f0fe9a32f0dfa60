@_spi(FrontEnd) import Waymark

/// Gestures with a lifetime (docs/presentation.md, "Interrupted transitions"): while the finger is
/// down, navigation changes the state at once and the screen waits.
extension ScreenPresenter {
    /// The gesture under the user's finger, if any: until it ends, the screen holds back the rest.
    @_spi(FrontEnd) public var gesture: InteractiveGesture? { driver.gesture }

    /// Why the screen would not let the user begin `gesture` now: the one rule every front end asks.
    @_spi(FrontEnd) public func refusal(toBegin gesture: InteractiveGesture) -> ScreenRefusal? {
        if let under = lifetime.gesture { return .gestureInProgress(under) }
        let fixed = parts.fixed(gesture)
        return fixed.refusal(over: displayed, allowsDragDown: router.registry.allowsSwipeDown)
            ?? (parts.holdsTheFinger(from: fixed, for: router) ? .unsavedWork(fixed) : nil)
    }

    /// The user's finger began `gesture` (`.top`: the stack on top as the screen shows it); on a
    /// screen holding unsaved work, the attempt asks instead (``ScreenRefusal/unsavedWork(_:)``).
    public func userBegan(_ gesture: InteractiveGesture) throws(ScreenRefusal) {
        // The swipe a stack's pop implied, now reported: the UI ends it from here on.
        if lifetime.isInferred, lifetime.gesture == parts.fixed(gesture) {
            lifetime = lifetime.reportedNow()
            return
        }
        if case .unsavedWork(let fixed)? = refusal(toBegin: gesture) {
            return try ScreenRefusal.navigating { () throws(NavigationError) in _ = try router.perform(fixed.intent) }
        }
        if let refusal = refusal(toBegin: gesture) { throw refusal }
        hold(.reported(parts.fixed(gesture), takes: entry(takenBy: parts.fixed(gesture))))
    }

    /// The gesture under way finished: written back while the state still has the screen it took
    /// where the user saw it; otherwise the plan takes the screen from there to the state.
    public func userFinishedGesture() throws(ScreenRefusal) {
        guard let gesture = lifetime.gesture else { throw .noGestureInProgress }
        let taken = lifetime.takes
        lifetime = .idle
        guard let done = gesture.finished(over: displayed) else { return apply(driver.gestureCancelled()) }
        // Written as the finger lifts: a drag takes exactly its layer, not what came over it meanwhile.
        let refusal =
            displayed.stillHas(screenTakenBy: done, entry: taken, in: router.state)
            ? writingBack(andShow: true) { () throws(NavigationError) in _ = try router.userFinished(done) } : nil
        let update = driver.gestureFinished(as: done, answered: router.state)
        displayed = displayed.applying(done)
        apply(update)
        if let refusal { throw refusal }
    }

    /// The gesture under way was cancelled: nothing is written; only what changed meanwhile shows.
    public func userCancelledGesture() throws(ScreenRefusal) {
        guard lifetime != .idle else { throw .noGestureInProgress }
        lifetime = .idle
        apply(driver.gestureCancelled())
    }

    /// The screen of `route` on `stack` left the display: the swipe taking it, its pop written, ended.
    @_spi(FrontEnd) public func screenLeft(_ route: AnyRoute, of stack: StackTarget) throws(ScreenRefusal) {
        guard let popped = lifetime.poppedStack, popped == parts.fixed(stack), displayed.path(of: popped).last == route
        else { return }
        try userFinishedGesture()
    }

    /// Whether `path`, written to `stack`, is the swipe's under way (``GestureLifetime/reading(_:on:shown:)``).
    func gestureTook(_ path: [AnyRoute], of stack: StackTarget) -> Bool {
        guard let next = lifetime.reading(path, on: stack, shown: displayed.path(of: stack)) else { return false }
        lifetime = next
        if next == .idle { apply(driver.gestureCancelled()) }
        return true
    }

    /// The swipe back `stack` wrote the pop of, which no one reported: held like any gesture, and
    /// finished by the watchdog if nothing else ends it.
    func beginInferredSwipe(on stack: StackTarget) {
        inferredSwipes += 1
        let serial = inferredSwipes
        hold(.inferred(stack, takes: entry(takenBy: .swipingBack(stack)), serial: serial))
        host.startWatchdog(completion.watchdogTimeout) { [weak self] in
            guard case .inferred(_, _, serial)? = self?.lifetime else { return }
            try? self?.userFinishedGesture()
        }
    }

    /// Ends an inferred swipe as finished: the user doing anything else means the pop stands.
    func settleInferredSwipe() {
        if lifetime.isInferred { try? userFinishedGesture() }
    }

    private func hold(_ lifetime: GestureLifetime) {
        self.lifetime = lifetime
        if let gesture = lifetime.gesture { driver.gestureBegan(gesture) }
    }

    private func entry(takenBy gesture: InteractiveGesture) -> EntryID? {
        switch gesture {
        case .swipingBack(let stack): shownPath(of: stack).last.flatMap(entries.entry(of:))
        case .draggingDown(let layer): shownRootEntry(of: .layer(layer))
        }
    }
}
