import ChapterApp
import Waymark
import WaymarkPresentation

/// What the user does directly on the screen, handed to the presenter exactly as the SwiftUI
/// adapter hands it: the back gesture, swiping a sheet down, dragging its size, answering a dialog.
extension Console {
    func back() -> CommandOutcome {
        let state = app.navigation.state
        guard !state.modals.isEmpty || !state.stack(of: state.selectedTab).isEmpty else {
            return .rejected("There is nothing to go back to.")
        }
        return apply(.pop())
    }

    /// The interactive pop of the top stack, made at once: the screen the user dragged away is
    /// already gone.
    func swipeBack() -> CommandOutcome {
        if let refusal = presenter.refusal(toBegin: .swipingBack(.top)) { return .rejected(words(for: refusal)) }
        return writeBack {
            presenter.userSetPath(Array(presenter.path(of: .top).dropLast()), of: .top)
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
        if let refusal = presenter.lastRefusal { return .rejected(refusal.description) }
        return .applied
    }

    /// Why the screen refused a gesture, in the terminal's words.
    func words(for refusal: GestureRefusal) -> String {
        switch refusal {
        case .alreadyInProgress:
            "A gesture is already under way: end it with gesture finish or gesture cancel first."
        case .noneInProgress:
            "No gesture is under way: begin one with swipe-back begin or swipe-down begin."
        case .nothingToSwipeBack(.layer):
            "There is nothing to swipe back to in this modal; swipe it down instead."
        case .nothingToSwipeBack:
            "There is nothing to swipe back to: this tab shows its first screen."
        case .noSuchLayer:
            "No modal is presented."
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
        let action = presenter.userAnswered(button: position)
        if let refusal = presenter.lastRefusal { return .rejected(refusal.description) }
        if let action { await app.carryOut(action) }
        return .applied
    }

    /// The user drags the top sheet to `size`, one of the sizes its screen takes.
    func resize(to size: SheetDetent) -> CommandOutcome {
        // A drag of its own: one gesture at a time, as for the swipes.
        if let under = presenter.gestureInProgress { return .rejected(words(for: .alreadyInProgress(under))) }
        let modals = presenter.displayed.modals
        guard let top = modals.last, top.style == .sheet else { return .rejected("No sheet is presented.") }
        let index = modals.count - 1
        let sizes = presenter.detents(ofLayer: index)
        guard sizes.contains(size) else {
            guard !sizes.isEmpty else { return .rejected("This sheet has one size only.") }
            let names = sizes.map(\.description).joined(separator: ", ")
            return .rejected("This sheet cannot take the size '\(size)'; its sizes are \(names).")
        }
        guard presenter.detent(ofLayer: index) != size else { return .applied }
        return writeBack { presenter.userResized(layer: index, to: size) }
    }

    /// The interactive dismissal of the top modal layer, where the presenter allows it: never a
    /// full-screen cover, nor a sheet that declares it cannot be swiped away.
    func swipeDown() -> CommandOutcome {
        let displayed = presenter.displayed
        let top = displayed.modals.count - 1
        if let refusal = presenter.refusal(toBegin: .draggingDown(layer: top)) { return .rejected(words(for: refusal)) }
        // As the presentation that hosts the layer writes it: a popover with no view to anchor to
        // is a sheet's item.
        return writeBack {
            presenter.userSetLayer(nil, at: top, style: displayed.modals[top].hostingStyle)
        }
    }

    /// Hands the presenter what the user did on screen, through `writing`, and says whether
    /// navigation took it.
    func writeBack(writing: () -> Void) -> CommandOutcome {
        writing()
        if let refusal = presenter.lastRefusal { return .rejected(refusal.description) }
        return .applied
    }
}
