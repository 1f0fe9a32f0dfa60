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

/// A screen to build when it is shown: features read their data services, which are
/// asynchronous. The view type of Chapter's ``ViewRegistry``: a SwiftUI app and the terminal
/// both show it, through one generic view each.
public struct ScreenContent: Sendable {
    private let build: @MainActor @Sendable () async -> Screen

    public init(_ build: @escaping @MainActor @Sendable () async -> Screen) {
        self.build = build
    }

    /// The screen, built now.
    @MainActor
    public func make() async -> Screen {
        await build()
    }
}

/// A feature's screens. Each feature registers how every one of its destinations is shown; the
/// composition root builds one ``ViewRegistry`` from all of them, which refuses to start if any
/// destination has no screen.
public protocol ScreenProvider: Sendable {
    /// Registers the builder of the feature's screens, one per route type.
    func registerScreens(into views: inout ViewRegistry<ScreenContent>.Builder)
}

extension ScreenProvider {
    /// The screen of `route` through what this feature registers, or `nil` for another feature's
    /// route: how a feature's own tests look at its screens.
    @MainActor
    public func screen(for route: AnyRoute) async -> Screen? {
        var views = ViewRegistry<ScreenContent>.Builder()
        registerScreens(into: &views)
        return await views.view(for: route)?.make()
    }
}
