@_spi(FrontEnd) import Waymark

/// One change a UI makes to its screen. The steps of one update are applied together; the next
/// update waits for the UI to report the previous one done.
@_spi(FrontEnd) public enum PresentationStep: Hashable, Sendable, CustomStringConvertible {
    /// Dismisses modal layer `layer` (from 0, the bottom) and every layer above it.
    case dismiss(layer: Int)
    /// Selects a tab.
    case select(TabID)
    /// Sets a tab's pushed screens (its `NavigationStack` path).
    case setTabPath(TabID, [AnyRoute])
    /// Sets the detail column of a tab shown as a split view: the tab's pushed screens, the first
    /// of them the column's root. A tab that shows columns has no stack of its own to set, and
    /// one that does not has no detail column.
    case setDetailColumn(TabID, [AnyRoute])
    /// Sets the pushed screens of presented layer `layer`, above its root.
    case setLayerPath(Int, [AnyRoute])
    /// Presents `modal` as layer `layer`, with its whole stack.
    case present(layer: Int, ModalLayer)
    /// Shows an alert or a confirmation dialog over whatever is on top. Never in the same update as
    /// a modal layer's presentation or dismissal: SwiftUI cannot do both at once.
    case presentDialog(Dialog)
    /// Takes the dialog away; before a modal change that needs it gone, in an earlier update.
    case dismissDialog
    /// `step` (a push, or a cover's presentation) whose new screen zooms out of `source` on the
    /// screen on top, as SwiftUI's `navigationTransition(.zoom(sourceID:in:))` does; every step not
    /// wrapped so plays the ordinary transition. The plan decides, so a UI never guesses whether
    /// the source is on screen.
    indirect case zoomed(PresentationStep, from: PresentationSource)

    /// The step without its transition.
    var change: PresentationStep {
        if case .zoomed(let step, _) = self { step.change } else { self }
    }

    @_spi(FrontEnd) public var description: String {
        switch self {
        case .dismiss(let layer): "dismiss layer \(layer)"
        case .select(let tab): "select \(tab)"
        case .setTabPath(let tab, let routes): "set tab \(tab) to \(routes.map(\.destinationName.rawValue))"
        case .setDetailColumn(let tab, let routes):
            "set the detail column of tab \(tab) to \(routes.map(\.destinationName.rawValue))"
        case .setLayerPath(let layer, let routes): "set layer \(layer) to \(routes.map(\.destinationName.rawValue))"
        case .present(let layer, let modal): "present layer \(layer): \(modal.stack.map(\.destinationName.rawValue))"
        case .presentDialog(let dialog): "present the \(dialog.style.rawValue) '\(dialog.title)'"
        case .dismissDialog: "dismiss the dialog"
        case .zoomed(let step, let source): "\(step), zooming from \(source)"
        }
    }
}

/// One update: steps applied together, then a wait for the UI's completion signal.
package struct PresentationUpdate: Hashable, Sendable {
    /// Which update this is, so a completion signal names the update it completes.
    package let id: Int
    /// The steps, applied together.
    let steps: [PresentationStep]
}
