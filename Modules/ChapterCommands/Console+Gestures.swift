import ChapterApp
@_spi(FrontEnd) import Waymark
@_spi(FrontEnd) import WaymarkPresentation

/// What the user does directly on the screen, handed to the presenter exactly as the SwiftUI
/// adapter hands it: the back gesture, swiping a sheet down, dragging its size, answering a dialog.
extension Console {
    /// The back button: as SwiftUI's writes its stack's path, the path without its top screen
    /// goes to the presenter, one act with one cause (a swipe back's). On a modal's first screen,
    /// the modal's own close (``dismiss()``).
    func back() -> CommandOutcome {
        // While a finger holds the screen, a command acts on the state and the screen catches up
        // when it lifts: the pop is written as the back button writes it, on the state's stack.
        if presenter.gesture != nil { return backUnderAFinger() }
        // A screen holding unsaved work: the adapter's own back button, which asks first.
        if case .unsavedWork? = presenter.refusal(toBegin: .swipingBack(.top)) { return begin(.swipingBack(.top)) }
        let path = presenter.shownPath(of: .top)
        guard !path.isEmpty else {
            guard !presenter.displayed.modals.isEmpty else { return .rejected("There is nothing to go back to.") }
            return dismiss()
        }
        return writeBack { () throws(ScreenRefusal) in try presenter.userSetPath(Array(path.dropLast()), of: .top) }
    }

    /// ``back()`` while a gesture holds the screen: the state's top stack loses its top screen,
    /// with the back button's cause; on a modal's first screen, the modal closes.
    private func backUnderAFinger() -> CommandOutcome {
        let state = app.navigation.state
        let pushed = state.modals.last.map { $0.path.count } ?? state.stack(of: state.selectedTab).count
        guard pushed > 0 else {
            return state.modals.isEmpty ? .rejected("There is nothing to go back to.") : apply(.dismissTop)
        }
        do {
            try app.navigation.userDid(.swipedBack(.top, toDepth: pushed - 1))
            return .applied
        } catch {
            return .rejected(error.description)
        }
    }

    /// The top modal's close: a sheet the user may swipe away closes as SwiftUI's dismiss action
    /// closes it (its item written back, as a swipe down), a full-screen cover or a sheet that
    /// cannot be swiped away by its own close button, a tap on its screen; under a finger, that tap
    /// on the state's top layer, which the screen shows when the finger lifts.
    func dismiss() -> CommandOutcome {
        guard !app.navigation.state.modals.isEmpty else { return .rejected("No modal is presented.") }
        let displayed = presenter.displayed
        guard let top = displayed.modals.indices.last, presenter.refusal(toBegin: .draggingDown(layer: top)) == nil
        else { return apply(.dismissTop) }
        return writeBack { () throws(ScreenRefusal) in
            try presenter.userSetLayer(nil, at: top, style: displayed.modals[top].hostingStyle)
        }
    }

    /// The interactive pop of the top stack, made at once: the screen the user dragged away is
    /// already gone.
    func swipeBack() -> CommandOutcome {
        switch presenter.refusal(toBegin: .swipingBack(.top)) {
        case .unsavedWork?: return begin(.swipingBack(.top))  // The attempt asks.
        case let refusal?: return .rejected(words(for: refusal))
        case nil: break
        }
        // The top stack as a front end without stacks names it: its write is the pop, made at once.
        return writeBack { () throws(ScreenRefusal) in
            try presenter.userSetPath(Array(presenter.shownPath(of: .top).dropLast()), of: .top)
        }
    }

    /// The user's finger begins `gesture` and stays down: what changes meanwhile reaches the state
    /// at once and the screen only when the gesture ends.
    func begin(_ gesture: InteractiveGesture) -> CommandOutcome {
        do {
            try presenter.userBegan(gesture)
            return .applied
        } catch {
            return .rejected(words(for: error))
        }
    }

    /// The finger lifts: the gesture under way takes effect, or is cancelled and changes nothing.
    func endGesture(finished: Bool) -> CommandOutcome {
        do {
            if finished { try presenter.userFinishedGesture() } else { try presenter.userCancelledGesture() }
        } catch {
            return .rejected(words(for: error))
        }
        return .applied
    }

    /// Why the screen refused what the user did, in the terminal's words: navigation's own, or the
    /// terminal's for a gesture.
    func words(for refusal: ScreenRefusal) -> String {
        switch refusal {
        case .navigation(let error):
            error.description
        case .gestureInProgress:
            "A gesture is already under way: end it with gesture finish or gesture cancel first."
        case .noGestureInProgress:
            "No gesture is under way: begin one with swipe-back begin or swipe-down begin."
        case .nothingToSwipeBack(.layer):
            "There is nothing to swipe back to in this modal; swipe it down instead."
        case .nothingToSwipeBack:
            "There is nothing to swipe back to: this tab shows its first screen."
        case .noSuchLayer:
            "No modal is presented."
        case .unsavedWork:
            "This screen holds changes you have not saved: answer the question first."
        case .notDraggable(_, let style):
            style == .sheet
                ? "This sheet cannot be swiped down; it closes with its own buttons."
                : "A full-screen cover cannot be swiped down."
        }
    }

    /// While a dialog is up, `tap` chooses one of its buttons and `dismiss`, `back` and
    /// `swipe-down` its cancel button; the feature that asked carries out the answer. `nil` for a
    /// command the dialog does not take, which then runs as usual (a link closes it first).
    func answer(_ dialog: Dialog, to command: Command) async -> CommandOutcome? {
        let position: Int
        switch command {
        case .tap(let number):
            guard (1...dialog.buttons.count).contains(number) else {
                return .rejected("'\(number)' is not a button of the dialog (1 to \(dialog.buttons.count)).")
            }
            position = number - 1
        case .dismiss, .back, .swipeDown:
            position = dialog.cancelButton
        default:
            return nil
        }
        // As the SwiftUI adapter does: the presenter hears the answer, and the feature that
        // asked carries out the button's action.
        do {
            if let action = try presenter.userAnswered(button: position) { await app.carryOut(action) }
        } catch {
            return .rejected(words(for: error))
        }
        return .applied
    }

    /// The user drags the top sheet to `size`, one of the sizes its screen takes.
    func resize(to size: SheetDetent) -> CommandOutcome {
        // A drag of its own: one gesture at a time, as for the swipes.
        if let under = presenter.gesture { return .rejected(words(for: .gestureInProgress(under))) }
        let modals = presenter.displayed.modals
        guard let top = modals.last, top.style == .sheet else { return .rejected("No sheet is presented.") }
        let index = modals.count - 1
        let sizes = presenter.parts.sheetSizes(ofLayer: index).declared
        guard sizes.contains(size) else {
            guard !sizes.isEmpty else { return .rejected("This sheet has one size only.") }
            let names = sizes.map(\.description).joined(separator: ", ")
            return .rejected("This sheet cannot take the size '\(size)'; its sizes are \(names).")
        }
        guard presenter.parts.sheetSizes(ofLayer: index).current != size else { return .applied }
        return writeBack { () throws(ScreenRefusal) in try presenter.userSetDetent(size, ofLayer: index) }
    }

    /// The interactive dismissal of the top modal layer, where the presenter allows it: never a
    /// full-screen cover, nor a sheet that declares it cannot be swiped away.
    func swipeDown() -> CommandOutcome {
        let displayed = presenter.displayed
        let top = displayed.modals.count - 1
        switch presenter.refusal(toBegin: .draggingDown(layer: top)) {
        case .unsavedWork?: return begin(.draggingDown(layer: top))  // The attempt asks.
        case let refusal?: return .rejected(words(for: refusal))
        case nil: break
        }
        // As the presentation that hosts the layer writes it: a popover with no view to anchor to
        // is a sheet's item.
        return writeBack { () throws(ScreenRefusal) in
            try presenter.userSetLayer(nil, at: top, style: displayed.modals[top].hostingStyle)
        }
    }

    /// Hands the presenter what the user did on screen, through `writing`, and says whether
    /// navigation took it.
    func writeBack(writing: () throws(ScreenRefusal) -> Void) -> CommandOutcome {
        do {
            try writing()
        } catch {
            return .rejected(words(for: error))
        }
        return .applied
    }
}
