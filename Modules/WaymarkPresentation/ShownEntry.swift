import Foundation
@_spi(FrontEnd) import Waymark

/// A screen on a stack as the UI shows it: its route, and the state's entry it shows.
///
/// What a SwiftUI `NavigationStack`'s path holds, so the same route pushed twice is two screens
/// with a state each, and a screen animating away keeps its entry until it has gone.
public struct ShownEntry: Hashable, Sendable {
    /// The screen's route.
    public let route: AnyRoute
    /// The entry it shows, when the presenter made this value; `nil` for one the UI made
    /// (``init(pushing:)``) or named by its route (``init(_:)``), whose entry
    /// the presenter finds, and for a screen an update shows that the state
    /// has already left (it reads no state of its own).
    public let id: EntryID?
    /// What tells apart the values the UI made, so each keeps its identity once pushed.
    let token: UUID?

    init(route: AnyRoute, id: EntryID?, token: UUID? = nil) {
        self.route = route
        self.id = id
        self.token = token
    }

    /// A screen of `route` as a front end that writes routes names it (a terminal, a test): it is
    /// the screen of that route at its position, and shows the state's entry there.
    public init(_ route: AnyRoute) {
        self.init(route: route, id: nil)
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
