/// What the user did directly on screen, which the UI has already shown by the time navigation
/// hears of it: a swipe back, a sheet swiped down, a tab tapped, a link in a list that pushed its
/// screen.
///
/// A UI reports it with ``NavigationRouter/userDid(_:)`` so the state follows what the user
/// already sees; the transaction's cause is ``TransitionCause/gesture(_:)``, so a UI adapter knows
/// not to animate what is already on screen.
public enum Gesture: Hashable, Sendable, CustomStringConvertible {
    /// The user went back on a stack (a swipe from the edge, or the back button) until it held
    /// this many pushed screens. A modal layer's root is never popped this way: swiping the layer
    /// down dismisses it.
    case poppedStack(StackTarget, toDepth: Int)
    /// The user swiped the modal layer at this index (from 0, the bottom) down; the layers above
    /// it go with it.
    case swipedDown(layer: Int)
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
        case .poppedStack(let target, let depth): "popped \(target) to depth \(depth)"
        case .swipedDown(let layer): "swiped modal layer \(layer) down"
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
    ///   ``DestinationDeclaration/interactiveDismissDisabled()``), or why the target is unknown.
    @discardableResult
    public func userDid(_ gesture: Gesture) throws(NavigationError) -> NavigationEvent {
        let intents: [NavigationIntent]
        switch gesture {
        case .poppedStack(let target, let depth):
            let pushed = try pushedCount(on: target)
            guard depth >= 0, depth < pushed else { throw .nothingToPop(state.selectedTab) }
            intents = Array(repeating: .pop(target), count: pushed - depth)
        case .swipedDown(let index):
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
            _ = try pushedCount(on: target)
            intents = routes.map { .push($0, on: target) }
        case .resizedSheet(let layer, let detent):
            intents = [.resizeSheet(layer: layer, to: detent)]
        }
        return try apply(NavigationTransaction(intents, cause: .gesture(gesture)))
    }

    /// How many screens are pushed on `target` (a modal layer's root not counted).
    private func pushedCount(on target: StackTarget) throws(NavigationError) -> Int {
        switch target {
        case .top:
            return state.modals.last?.path.count ?? state.stack(of: state.selectedTab).count
        case .tab(let tab):
            guard state.stacks[tab] != nil else { throw .unknownTab(tab) }
            return state.stack(of: tab).count
        case .layer(let index):
            guard state.modals.indices.contains(index) else { throw .noSuchLayer(index) }
            return state.modals[index].path.count
        }
    }
}
