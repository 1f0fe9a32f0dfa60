/// What the UI already wrote on screen before navigation heard of it: a stack swiped back, a sheet
/// dragged down, a tab selected, screens a `NavigationLink` pushed, a sheet dragged to a size.
///
/// Not a gesture under way (that is `InteractiveGesture` in WaymarkPresentation, whose words these
/// cases share: swiping back ends as ``swipedBack(_:toDepth:)``, dragging down as
/// ``draggedDown(layer:)``), but its outcome, and writes no finger made (a tab's selection, a push).
/// A UI reports it with ``NavigationRouter/userDid(_:)`` so the state follows what the user
/// already sees; the transaction's cause is ``TransitionCause/gesture(_:)``, so a UI adapter knows
/// not to animate what is already on screen.
public enum ScreenWrite: Hashable, Sendable, CustomStringConvertible {
    /// The user swiped back on a stack (a swipe from the edge, or the back button) until it held
    /// this many pushed screens. A modal layer's root is never popped this way: swiping the layer
    /// down dismisses it.
    case swipedBack(StackTarget, toDepth: Int)
    /// The user dragged the modal layer at this index (from 0, the bottom) down; the layers above
    /// it go with it.
    case draggedDown(layer: Int)
    /// The user selected a tab in the tab bar.
    case selectedTab(TabID)
    /// The UI pushed these screens on a stack by itself (SwiftUI's `NavigationLink(value:)`
    /// appends to the path it is bound to). Written back like a tap, under the same guard: a
    /// screen that needs what the user lacks is held, and the plan takes the screen back.
    case pushed([AnyRoute], on: StackTarget)
    /// The user dragged the sheet of the modal layer at this index to this size.
    case resizedSheet(layer: Int, to: SheetDetent)

    public var description: String {
        switch self {
        case .swipedBack(let target, let depth): "popped \(target) to depth \(depth)"
        case .draggedDown(let layer): "swiped modal layer \(layer) down"
        case .selectedTab(let tab): "selected tab '\(tab)'"
        case .pushed(let routes, let target):
            "pushed \(routes.map(\.destinationName.rawValue).joined(separator: ", ")) on \(target)"
        case .resizedSheet(let layer, let detent): "resized the sheet of modal layer \(layer) to \(detent)"
        }
    }
}

extension NavigationRouter {
    /// Writes back a gesture the user already made: the state changes exactly as the matching
    /// intents would change it (popping back to where modals were left presents them again), in
    /// one transaction whose cause is the gesture.
    ///
    /// - Throws: ``NavigationError/nothingToPop(_:)`` when the stack is already at that depth or
    ///   shallower, ``NavigationError/nothingToNavigateTo`` for a push of no screen, why a pushed screen
    ///   cannot be on that stack, ``NavigationError/notInteractivelyDismissible(_:)`` for a layer that cannot be
    ///   swiped away (a full-screen cover, or a sheet declared with
    ///   ``DestinationDeclaration/Case/interactiveDismissDisabled()``), or why the target is unknown.
    @discardableResult
    public func userDid(_ gesture: ScreenWrite) throws(NavigationError) -> NavigationEvent {
        let intents: [NavigationIntent]
        switch gesture {
        case .swipedBack(let target, let depth):
            let pushed = try state.entries(in: state.resolve(target)).count
            guard depth >= 0, depth < pushed else { throw .nothingToPop(state.selectedTab) }
            intents = Array(repeating: .pop(target), count: pushed - depth)
        case .draggedDown(let index):
            guard state.modals.indices.contains(index) else { throw .noSuchLayer(index) }
            let root = state.modals[index].root
            guard registry.destination(for: root)?.allowsInteractiveDismissal == true else {
                throw .notInteractivelyDismissible(root.destinationName)
            }
            intents = [.dismiss(fromLayer: index)]
        case .selectedTab(let tab):
            intents = [.selectTab(tab)]
        case .pushed(let routes, let target):
            guard !routes.isEmpty else { throw .nothingToNavigateTo }
            _ = try state.resolve(target)
            intents = routes.map { .push($0, on: target) }
        case .resizedSheet(let layer, let detent):
            intents = [.resizeSheet(layer: layer, to: detent)]
        }
        return try apply(NavigationTransaction(intents, cause: .gesture(gesture)))
    }
}

extension NavigationRouter {
    /// Writes back what a gesture did as the finger lifts, as ``userDid(_:)`` does, except that a
    /// drag of layer `index` that finished while the state put layers over it that the screen never
    /// showed (a mode's screen, the sign-in cover a tap asked for meanwhile) takes only the dragged
    /// layer: what came over it stays, held navigation with it. The cause is the write either way.
    @discardableResult
    package func userFinished(_ write: ScreenWrite) throws(NavigationError) -> NavigationEvent {
        guard case .draggedDown(let index) = write, state.modals.indices.contains(index),
            index < state.modals.count - 1
        else { return try userDid(write) }
        let root = state.modals[index].root
        guard registry.destination(for: root)?.allowsInteractiveDismissal == true else {
            throw .notInteractivelyDismissible(root.destinationName)
        }
        return try apply(NavigationTransaction([.dismissOnly(layer: index)], cause: .gesture(write)))
    }
}
