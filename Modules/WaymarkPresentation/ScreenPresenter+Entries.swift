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

    init(route: AnyRoute, id: EntryID?, token: UUID? = nil) {
        self.route = route
        self.id = id
        self.token = token
    }

    /// A screen for a `NavigationLink(value:)` to push: once the push is written back, the stack
    /// keeps showing this very value, and its screen the entry the push made.
    public init(pushing route: AnyRoute) {
        self.route = route
        id = nil
        token = UUID()
    }

    /// Values are the same screen when they are the same entry (or the same value the UI made),
    /// whatever its route: a value given back changes an entry's route, never which screen it is,
    /// so SwiftUI keeps the screen (its state, its scroll position) and draws the new route.
    public static func == (lhs: ShownEntry, rhs: ShownEntry) -> Bool {
        lhs.identity == rhs.identity
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(identity)
    }

    private enum Identity: Hashable {
        case made(UUID)
        case entry(EntryID)
        case route(AnyRoute)
    }

    private var identity: Identity {
        if let token { return .made(token) }
        if let id { return .entry(id) }
        return .route(route)
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
        remember(path, of: stack, above: stack.isLayer ? 1 : 0)
        stackWrotePath(path.map(\.route), of: stack)
    }

    /// The detail column of `tab` wrote `path` (its `NavigationStack`'s path, above the column's
    /// root, the tab's first screen): kept as written, as ``stackWrote(_:of:)`` keeps a stack's.
    public func detailWrote(_ path: [ShownEntry], of tab: TabID) {
        remember(path, of: .tab(tab), above: 1)
        userSetDetailPath(path.map(\.route), of: tab)
    }

    /// What `shown` shows on `stack` now: its route (a value given back changes an entry's route,
    /// never which screen it is) and its entry.
    public func resolve(_ shown: ShownEntry, on stack: StackTarget) -> (route: AnyRoute, entry: EntryID?) {
        let current = shownEntries(of: stack).first { $0 == shown } ?? shown
        return (current.route, entry(of: current, on: stack))
    }

    /// Keeps the values a UI wrote for `stack` above its first `rootCount` screens; the screens
    /// beyond them that the display still shows (leaving under the finger, or animating out) keep
    /// theirs until they have gone.
    private func remember(_ path: [ShownEntry], of stack: StackTarget, above rootCount: Int) {
        let kept = shownEntries(of: stack)
        knownEntries[stack] = Array(kept.prefix(rootCount)) + path + Array(kept.dropFirst(rootCount + path.count))
    }

    /// The entry of the screen the user sees (``routeOnTop``); `nil` for a tab's root.
    public var entryOnTop: EntryID? {
        let stack = fixed(.top)
        return shownEntries(of: stack).last.flatMap { entry(of: $0, on: stack) }
    }

    /// Every screen of `stack` (a layer's root first), remembered for the next read.
    private func shownEntries(of stack: StackTarget) -> [ShownEntry] {
        let stack = fixed(stack)
        // Only this stack's parts: a view that matches its screens depends on its own stack.
        guard stack != .top else { return [] }
        let (routes, inState) = parts.screens(of: stack)
        let known = knownEntries[stack] ?? []
        func isInState(_ entry: EntryID) -> Bool {
            parts.entriesInState.contains(entry)
        }
        var agreesWithKnown = true
        var agreesWithState = true
        var shown: [ShownEntry] = []
        for (position, route) in routes.enumerated() {
            agreesWithState = agreesWithState && inState.indices.contains(position) && inState[position].route == route
            let entry = agreesWithState ? inState[position].id : nil
            // The screen shown here before is this one if its route is the same, or if it is the
            // very entry the state has here (a value given back changed its route).
            let before = agreesWithKnown && known.indices.contains(position) ? known[position] : nil
            agreesWithKnown = before.map { $0.route == route || ($0.id != nil && $0.id == entry) } ?? false
            guard agreesWithKnown, let before else {
                shown.append(ShownEntry(route: route, id: entry))
                continue
            }
            if let token = before.token {
                // A value the UI made stays the same value; its entry is the one its push made,
                // or the state's when that one has gone (the same route pushed again).
                if let entry, pushedEntries[token].map({ $0 != entry && !isInState($0) }) ?? true {
                    pushedEntries[token] = entry
                }
                shown.append(ShownEntry(route: route, id: nil, token: token))
            } else if let id = before.id, entry == nil || id == entry || isInState(id) {
                shown.append(ShownEntry(route: route, id: id))
            } else {
                shown.append(ShownEntry(route: route, id: entry))
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

extension StackTarget {
    /// Whether the stack is a modal layer's, whose first screen is an entry of its own.
    fileprivate var isLayer: Bool {
        if case .layer = self { true } else { false }
    }
}
