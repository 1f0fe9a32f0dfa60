import Waymark

/// A screen on a stack as the UI shows it: its route, and the state's entry it shows.
///
/// What a SwiftUI `NavigationStack`'s path holds, so the same route pushed twice is two screens
/// with a state each, and a screen animating away keeps its entry until it has gone.
public struct ShownEntry: Hashable, Sendable {
    /// The screen's route.
    public let route: AnyRoute
    /// The entry it shows; `nil` only for a screen an update shows that the state has already
    /// left (it then reads no state of its own).
    public let id: EntryID?

    public init(route: AnyRoute, id: EntryID?) {
        self.route = route
        self.id = id
    }
}

/// Which entry each shown screen is: the state's, matched by position while the routes agree,
/// and remembered once shown, since the screen can lag the state (a screen popping still shows).
extension ScreenPresenter {
    /// The screens of `stack` above its root, as ``path(of:)`` gives them, with their entries.
    public func shownPath(of stack: StackTarget) -> [ShownEntry] {
        let stack = fixed(stack)
        let path = path(of: stack)
        var entries = shownEntries(of: stack)[...]
        if case .layer = stack { entries = entries.dropFirst() }
        return Array(entries.prefix(path.count))
    }

    /// The entry of the root of `stack`: a layer's first screen; `nil` for a tab, whose root
    /// screen is no entry, or a layer not shown.
    public func shownRootEntry(of stack: StackTarget) -> EntryID? {
        let stack = fixed(stack)
        guard case .layer = stack else { return nil }
        return shownEntries(of: stack).first?.id
    }

    /// The entry of the screen the user sees (``routeOnTop``); `nil` for a tab's root.
    public var entryOnTop: EntryID? {
        shownEntries(of: .top).last?.id
    }

    /// Every screen of `stack` (a layer's root first), remembered for the next read.
    private func shownEntries(of stack: StackTarget) -> [ShownEntry] {
        let stack = fixed(stack)
        let routes: [AnyRoute]
        let inState: [(route: AnyRoute, id: EntryID)]
        let state = router.state
        switch stack {
        case .tab(let tab):
            routes = displayed.stack(of: tab)
            inState = Array(zip(state.stack(of: tab), state.entries(of: tab)))
        case .layer(let index):
            routes = displayed.modals.indices.contains(index) ? displayed.modals[index].stack : []
            inState =
                state.modals.indices.contains(index)
                ? Array(zip(state.modals[index].stack, state.entries(ofLayer: index))) : []
        case .top:
            return []
        }
        let known = knownEntries[stack] ?? []
        var agreesWithKnown = true
        var agreesWithState = true
        var shown: [ShownEntry] = []
        for (position, route) in routes.enumerated() {
            agreesWithKnown = agreesWithKnown && known.indices.contains(position) && known[position].route == route
            agreesWithState = agreesWithState && inState.indices.contains(position) && inState[position].route == route
            let id = (agreesWithKnown ? known[position].id : nil) ?? (agreesWithState ? inState[position].id : nil)
            shown.append(ShownEntry(route: route, id: id))
        }
        knownEntries[stack] = shown
        return shown
    }
}
