import Foundation
@_spi(FrontEnd) import Waymark

/// Which entry each shown screen is: the state's, matched by position while the routes agree, and
/// remembered once shown, since the screen can lag the state (a screen popping still shows).
///
/// A value the presenter keeps and brings up to date wherever what the screen shows or the state
/// changes (``follow(_:)``), so reading it never changes it.
struct ShownEntries {
    /// Every screen of each stack the display has (a layer's root first), as last followed.
    private var known: [StackTarget: [ShownEntry]] = [:]
    /// The entries the pushes of values the UI made (``ShownEntry/init(pushing:)``) made, by value.
    private var pushed: [UUID: EntryID] = [:]

    /// Every screen of `stack` (a tab's or a layer's, never `.top`), a layer's root first.
    func screens(of stack: StackTarget) -> [ShownEntry] {
        known[stack] ?? []
    }

    /// The screens of `stack` above its root (a layer's root left out), the first `count` of them.
    func path(of stack: StackTarget, count: Int) -> [ShownEntry] {
        var shown = screens(of: stack)[...]
        if case .layer = stack { shown = shown.dropFirst() }
        return Array(shown.prefix(count))
    }

    /// The entry of a layer's first screen; `nil` for a tab, whose root screen is no entry.
    func rootEntry(of stack: StackTarget) -> EntryID? {
        guard case .layer = stack else { return nil }
        return screens(of: stack).first?.id
    }

    /// What `shown` shows on `stack` now: its route (a value given back changes an entry's route,
    /// never which screen it is) and its entry.
    func resolve(_ shown: ShownEntry, on stack: StackTarget) -> (route: AnyRoute, entry: EntryID?) {
        let current = screens(of: stack).first { $0 == shown } ?? shown
        return (current.route, entry(of: current))
    }

    /// The entry `shown` shows: its own, or for a value the UI made, the entry its push made.
    func entry(of shown: ShownEntry) -> EntryID? {
        if let id = shown.id { return id }
        return shown.token.flatMap { pushed[$0] }
    }

    /// Keeps the values a UI wrote for `stack` above its root (a layer's first screen; a tab's root
    /// is no entry and not in its path); the screens
    /// beyond them that the display still shows (leaving under the finger, or animating out) keep
    /// theirs until they have gone. Matched with the screen at the next ``follow(_:)``, once the
    /// write has changed what the screen shows.
    mutating func remember(_ path: [ShownEntry], of stack: StackTarget) {
        let rootCount = if case .layer = stack { 1 } else { 0 }
        let kept = screens(of: stack)
        known[stack] = Array(kept.prefix(rootCount)) + path + Array(kept.dropFirst(rootCount + path.count))
    }

    /// Matches every stack `parts` shows with the state's entries again: a stack that no longer
    /// shows is forgotten.
    @MainActor mutating func follow(_ parts: DisplayedParts) {
        let stacks = parts.tabsWithParts.map(StackTarget.tab) + (0..<parts.layerCount).map(StackTarget.layer)
        for stack in Set(known.keys).subtracting(stacks) { known[stack] = nil }
        for stack in stacks { follow(stack, in: parts) }
        forgetPushesOffDisplay()
    }

    @MainActor private mutating func follow(_ stack: StackTarget, in parts: DisplayedParts) {
        let (routes, inState) = parts.screens(of: stack)
        let known = known[stack] ?? []
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
                if let entry, pushed[token].map({ $0 != entry && !isInState($0) }) ?? true {
                    pushed[token] = entry
                }
                shown.append(ShownEntry(route: route, id: nil, token: token))
            } else if let id = before.id, entry == nil || id == entry || isInState(id) {
                shown.append(ShownEntry(route: route, id: id))
            } else {
                shown.append(ShownEntry(route: route, id: entry))
            }
        }
        self.known[stack] = shown
    }

    /// Forgets the entries of values the UI made that no stack shows any more.
    private mutating func forgetPushesOffDisplay() {
        let tokens = Set(known.values.joined().compactMap(\.token))
        if pushed.keys.contains(where: { !tokens.contains($0) }) {
            pushed = pushed.filter { tokens.contains($0.key) }
        }
    }
}
