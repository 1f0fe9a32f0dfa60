import Waymark

extension ScreenPresenter {
    // MARK: - Dialogs

    /// The alert or confirmation dialog the screen shows: the binding of `.alert` or
    /// `.confirmationDialog` is presented while this is not `nil`.
    public var shownDialog: Dialog? { displayed.dialog }

    /// The dialog the view at `level` presents: the tab view is level 0 and layer k's content level
    /// k + 1. UIKit presents a dialog from the top-most presented view only, so only that level
    /// gets it; every other level's binding reads `nil`.
    public func dialog(atLevel level: Int) -> Dialog? {
        level == parts.layerCount ? parts.dialog : nil
    }

    /// The user chose the shown dialog's button at `position` (from 0); SwiftUI takes the dialog
    /// away itself. Navigation hears it first; the button's action is returned for the app to carry
    /// out through the feature that asked.
    ///
    /// While a gesture is under way, the state's dialog is answered (a front end such as a
    /// terminal takes commands meanwhile), and the screen follows when the gesture ends.
    ///
    /// - Returns: The button's action, or `nil` for a button without one, or when no dialog is shown
    ///   or navigation refused the answer (``lastRefusal`` says why).
    @discardableResult
    public func userAnswered(button position: Int) -> DialogAction? {
        lastRefusal = nil
        if driver.gesture != nil {
            // A finger holds the screen: the state's dialog, which may not be drawn yet, is the
            // one answered, at once; the screen follows when the gesture ends.
            guard router.state.dialog != nil else { return nil }
            do {
                return try router.answerDialog(button: position)
            } catch {
                lastRefusal = error
                return nil
            }
        }
        guard displayed.dialog != nil else { return nil }
        isWritingBack = true
        let action: DialogAction?
        do {
            action = try router.answerDialog(button: position)
        } catch {
            action = nil
            lastRefusal = error
        }
        isWritingBack = false
        let update = driver.userClosedDialog(answered: router.state)
        displayed.dialog = nil
        apply(update)
        return action
    }

    /// The dialog's binding was set to not presented without a button: the user tapped outside
    /// it. That chooses its cancel button; after an answer it means nothing.
    public func userDismissedDialog() {
        lastRefusal = nil
        // While a finger holds the screen, the dialog answered is the state's (``userAnswered(button:)``).
        guard let dialog = driver.gesture == nil ? displayed.dialog : router.state.dialog else { return }
        userAnswered(button: dialog.cancelButton)
    }

    // MARK: - Sheet sizes

    /// The sizes layer `index`'s sheet takes, smallest first; empty when its destination declares
    /// none, so the adapter leaves the sheet at the platform's size.
    public func detents(ofLayer index: Int) -> [SheetDetent] {
        parts.layer(index).sizes?.declared ?? []
    }

    /// Layer `index`'s current size, as the state records it.
    public func detent(ofLayer index: Int) -> SheetDetent? {
        parts.layer(index).sizes?.current
    }

    /// The user dragged layer `index`'s sheet to `size`: written back as the gesture. A size the
    /// sheet does not take is refused (``lastRefusal``) and the state keeps its size.
    public func userResized(layer index: Int, to size: SheetDetent) {
        lastRefusal = nil
        guard detent(ofLayer: index) != size else { return }
        do {
            try router.userDid(.resizedSheet(layer: index, to: size))
        } catch {
            lastRefusal = error
        }
    }
}
