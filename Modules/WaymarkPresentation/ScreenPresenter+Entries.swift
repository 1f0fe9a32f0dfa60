import Foundation
import Waymark

/// A screen on a stack as the UI shows it: its route, and the state's entry it shows.
///
/// What a SwiftUI `NavigationStack`'s path holds, so the same route pushed twice is two screens
/// with a state each, and a screen animating away keeps its entry until it has gone.
public struct ShownEntry: Hashable, Sendable {
    /// The screen's route.
    public let route: AnyRoute
    /// The entry it shows, when the presenter made this value; `nil` for one the UI made
    /// (``init(pushing:)``), whose entry ``ScreenPresenter/entry(of:on:)`` finds, and for a
    /// screen an update shows that the state has already left (it reads no state of its own).
    public let id: EntryID?
    /// What tells apart the values the UI made, so each keeps its identity once pushed.
    let token: UUID?

    public init(route: AnyRoute, id: EntryID?) {
        self.route = route
        self.id = id
        token = nil
    }

    /// A screen for a `NavigationLink(value:)` to push: once the push is written back, the stack
    /// keeps showing this very value, and its screen the entry the push made.
    public init(pushing route: AnyRoute) {
        self.route = route
        id = nil
        token = UUID()
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

    /// The entry `shown` shows on `stack`: its own, or for a value the UI made, the entry its
    /// push made.
    public func entry(of shown: ShownEntry, on stack: StackTarget) -> EntryID? {
        if let id = shown.id { return id }
        guard let token = shown.token else { return nil }
        _ = shownEntries(of: stack)
        return pushedEntries[token]
    }

    /// The stack wrote `path` (a SwiftUI `NavigationStack`'s path binding): the values it holds
    /// are kept as it wrote them, so a screen a `NavigationLink` pushed keeps the value SwiftUI
    /// gave it; the routes mean what ``stackWrotePath(_:of:)`` says.
    public func stackWrote(_ path: [ShownEntry], of stack: StackTarget) {
        let stack = fixed(stack)
        let kept = shownEntries(of: stack)
        if case .layer = stack {
            knownEntries[stack] = Array(kept.prefix(1)) + path
        } else {
            knownEntries[stack] = path
        }
        stackWrotePath(path.map(\.route), of: stack)
    }

    /// The entry of the screen the user sees (``routeOnTop``); `nil` for a tab's root.
    public var entryOnTop: EntryID? {
        let stack = fixed(.top)
        return shownEntries(of: stack).last.flatMap { entry(of: $0, on: stack) }
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
            let entry = agreesWithState ? inState[position].id : nil
            if agreesWithKnown, let token = known[position].token {
                // A value the UI made stays as it is; its entry is the push's.
                if let entry, pushedEntries[token] == nil { pushedEntries[token] = entry }
                shown.append(known[position])
            } else {
                shown.append(ShownEntry(route: route, id: (agreesWithKnown ? known[position].id : nil) ?? entry))
            }
        }
        knownEntries[stack] = shown
        let tokens = Set(knownEntries.values.joined().compactMap(\.token))
        if pushedEntries.keys.contains(where: { !tokens.contains($0) }) {
            pushedEntries = pushedEntries.filter { tokens.contains($0.key) }
        }
        return shown
    }
}
