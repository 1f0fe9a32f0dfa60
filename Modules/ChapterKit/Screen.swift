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
    /// What the user chooses among, on a picker or a form; `nil` on other screens.
    public var picker: ScreenPicker?
    /// What the user types, on a form; `nil` on other screens.
    public var textField: ScreenTextField?
    /// What giving the screen's value back does (a picker's choice, a form's entry), to the screen
    /// that asked for it; `nil` when the screen gives nothing back, or has nothing to give yet.
    public var done: ScreenAction?
    /// Whether the screen is worth a window of its own, side by side with another (a university
    /// beside a comparison): a front end with windows offers to open it in a new one (the SwiftUI
    /// sample's "Open in new window" on a regular width; the terminal's `window new <link>`).
    public var standsInAWindowOfItsOwn: Bool

    public init(
        title: String, lines: [String] = [], actions: [ScreenAction] = [], picker: ScreenPicker? = nil,
        textField: ScreenTextField? = nil, done: ScreenAction? = nil, standsInAWindowOfItsOwn: Bool = false
    ) {
        self.title = title
        self.lines = lines
        self.actions = actions
        self.picker = picker
        self.textField = textField
        self.done = done
        self.standsInAWindowOfItsOwn = standsInAWindowOfItsOwn
    }
}

/// One thing the user can do on a screen.
public struct ScreenAction: Sendable {
    /// What the action is called on screen.
    public let title: String
    /// What it does: a call on the feature's router protocol (or its data service).
    public let perform: @MainActor @Sendable () async -> Void
    /// The view it is drawn as, when what it opens is anchored to it or zooms out of it (a filters
    /// button a popover points at, a university's card): front ends run it from there
    /// (`PresentationSource.withSource(_:_:)`), and the feature's router never carries it.
    public let source: PresentationSource?

    public init(
        _ title: String, from source: PresentationSource? = nil,
        perform: @escaping @MainActor @Sendable () async -> Void
    ) {
        self.title = title
        self.source = source
        self.perform = perform
    }
}

/// A screen to build when it is shown: features read their data services, which are
/// asynchronous. The view type of Chapter's ``ViewRegistry``: a SwiftUI app and the terminal
/// both show it, through one generic view each.
public struct ScreenContent: Sendable {
    private let build: @MainActor @Sendable (ScreenEntry?) async -> Screen

    /// A screen that keeps no state of its own.
    public init(_ build: @escaping @MainActor @Sendable () async -> Screen) {
        self.build = { _ in await build() }
    }

    /// A screen that keeps state for its entry (a picker's choice, a form's draft): `build` gets
    /// the entry it shows, `nil` where it shows none (a tab's root, a title in a breadcrumb).
    public init(entry build: @escaping @MainActor @Sendable (ScreenEntry?) async -> Screen) {
        self.build = build
    }

    /// The screen, built now, showing `entry`.
    @MainActor
    public func make(showing entry: ScreenEntry? = nil) async -> Screen {
        await build(entry)
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
    /// The screen of `route` through what this feature registers, showing `entry`, or `nil` for
    /// another feature's route: how a feature's own tests look at its screens.
    @MainActor
    public func screen(for route: AnyRoute, showing entry: ScreenEntry? = nil) async -> Screen? {
        var views = ViewRegistry<ScreenContent>.Builder()
        registerScreens(into: &views)
        return await views.view(for: route)?.make(showing: entry)
    }
}
