/// One thing a screen, a link or the app asks navigation to do.
///
/// Intents are data: a transaction is a list of them, applied together to produce exactly one new
/// state, so "dismiss the sheet, switch tab and push two screens" is one step the UI can animate
/// from the difference between two states, never a sequence of delayed calls.
public enum NavigationIntent: Hashable, Sendable {
    /// Pushes a screen (a destination presented by push) on a stack.
    case push(AnyRoute, on: StackTarget = .top)
    /// Removes the top screen of a stack. Popping the root of a modal layer dismisses the layer;
    /// popping a tab that shows its root fails.
    case pop(StackTarget = .top)
    /// Removes every pushed screen of a stack; a modal layer keeps its root.
    case popToRoot(StackTarget = .top)
    /// Pops until the topmost occurrence of the route is on top; fails if the stack lacks it.
    case popTo(AnyRoute, on: StackTarget = .top)
    /// Puts these screens in place of a stack's pushed screens (a modal layer keeps its root).
    case replaceStack([AnyRoute], on: StackTarget = .top)
    /// Shows a tab; what happens when it is already shown is up to `onReselect`.
    case selectTab(TabID, onReselect: TabReselection = .keepStack)
    /// Presents a modal destination as a new layer on top, with screens already pushed inside it.
    /// The layer's style is the destination's registered presentation. An inspector presented
    /// while an inspector is on top takes its place: a screen has one inspector column.
    case present(AnyRoute, path: [AnyRoute] = [])
    /// Dismisses the top modal layer; fails when none is presented.
    case dismissTop
    /// Dismisses the modal layer at this index (from 0, the bottom) and every layer above it;
    /// fails when no layer has that index.
    case dismiss(fromLayer: Int)
    /// Dismisses exactly the modal layer at this index (from 0, the bottom); the layers above it
    /// stay, one place lower: the sheet a finger dragged away while the state put a layer over it
    /// that the screen never showed. Fails when no layer has that index.
    case dismissOnly(layer: Int)
    /// Dismisses every modal layer; does nothing when none is presented.
    case dismissAll
    /// Leaves the modal layers to navigate on the selected tab: dismisses them all and pushes the
    /// screens on that tab's stack. With `rememberModals`, the layers are kept in the state's
    /// `NavigationState.returnPoint` and presented again when the user pops back to the screen
    /// they were left from. With no modal presented it is a plain push of the screens.
    case leaveModals(push: [AnyRoute], rememberModals: Bool)
    /// Forgets the held navigation (only the access guard holds navigation, see
    /// ``NavigationRouter/apply(_:)``).
    case clearHeld
    /// Shows a notice to the user.
    case showNotice(Notice)
    /// Removes the notice.
    case clearNotice
    /// Shows an alert or a confirmation dialog over whatever is on top; fails when one is shown
    /// already (the user answers one at a time).
    case showDialog(Dialog)
    /// Gives the sheet of the modal layer at this index (from 0, the bottom) this size; fails when
    /// its destination does not declare it (a full-screen cover declares none).
    case resizeSheet(layer: Int, to: SheetDetent)
    /// Closes the dialog without an answer, as if cancelled; fails when none is shown. The user's
    /// answer goes through ``NavigationRouter/answerDialog(button:)`` instead.
    case closeDialog
    /// Opens a destination for a value it gives back to the screen on top, which asks for it:
    /// pushed on the top stack or presented, as the destination is declared, with a
    /// ``ResultRequest`` in the state. Fails when the screen on top is a tab's root (not an
    /// entry) or does not declare that it asks this destination for a value.
    case askForResult(AnyRoute)
    /// The screen on top gives its value back: it closes (its layer, when it is a layer's root)
    /// and the screen that asked shows the route its destination makes from the value, in this
    /// one transaction. Fails when nobody asked the screen on top, or asked for another type.
    case giveResult(GivenResult)
    /// The system dismissed the search that selecting the search tab started (the user cancelled
    /// it): the tab selected before it is selected again, or the first other tab when none is
    /// remembered (a state restored or replaced with search selected). Fails when the search tab
    /// is not selected, or the app has none on this platform (``NavigationRegistry/searchTab``).
    case closeSearch
}

extension NavigationIntent {
    /// Whether applying it closes a shown dialog first, as if cancelled: every intent that moves
    /// the user, none that only tells them something or handles the dialog itself.
    var closesDialog: Bool {
        switch self {
        case .showNotice, .clearNotice, .clearHeld, .showDialog, .closeDialog, .resizeSheet: false
        default: true
        }
    }
}

/// Which stack an intent acts on.
public enum StackTarget: Hashable, Sendable, CustomStringConvertible {
    /// The stack the user sees: the top modal layer's, or the selected tab's when no modal is shown.
    case top
    /// A tab's own stack, whether or not it is selected or covered by a modal.
    case tab(TabID)
    /// The path of the modal layer at this index (from 0, the bottom), whether or not it is on top.
    case layer(Int)

    public var description: String {
        switch self {
        case .top: "the top stack"
        case .tab(let tab): "the stack of tab '\(tab)'"
        case .layer(let index): "the stack of modal layer \(index)"
        }
    }
}

/// What selecting the tab that is already selected does.
public enum TabReselection: Hashable, Sendable {
    /// Nothing: the tab keeps its stack.
    case keepStack
    /// The tab pops to its root, as tapping the selected tab does in most apps.
    case popToRoot
}
