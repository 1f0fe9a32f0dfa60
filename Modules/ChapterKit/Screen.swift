import Waymark

/// A screen as data: what it shows and what the user can do on it.
///
/// Features build screens from their data services; a UI renders them (SwiftUI on Apple
/// platforms, text in the `chapter` command). Every action calls the feature's router protocol,
/// so the screen never knows what other feature it leads to.
public struct Screen: Sendable {
    /// The title.
    public var title: String
    /// The content, one line each.
    public var lines: [String]
    /// What the user can do, in order; the terminal numbers them from 1.
    public var actions: [ScreenAction]

    public init(title: String, lines: [String] = [], actions: [ScreenAction] = []) {
        self.title = title
        self.lines = lines
        self.actions = actions
    }
}

/// One thing the user can do on a screen.
public struct ScreenAction: Sendable {
    /// What the action is called on screen.
    public let title: String
    /// What it does: a call on the feature's router protocol (or its data service).
    public let perform: @MainActor @Sendable () async -> Void

    public init(_ title: String, perform: @escaping @MainActor @Sendable () async -> Void) {
        self.title = title
        self.perform = perform
    }
}

/// Builds the screen a route shows. Each feature provides one for its own routes; the
/// composition root asks the one whose routes are on top.
public protocol ScreenProvider: Sendable {
    /// The screen of `route`, or `nil` when the route belongs to another feature.
    @MainActor func screen(for route: AnyRoute) async -> Screen?
}
