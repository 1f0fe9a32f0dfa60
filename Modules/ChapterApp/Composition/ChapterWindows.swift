import Waymark

/// Chapter's open windows: the one place the composition root keeps them. A window is opened,
/// activated and closed here; each is a scene of the same app (``ChapterApp/newScene()``) with its
/// own router, state, journal and screens, whose features' services act through that window's
/// router, over the one session every window shares.
///
/// Which window is active, and which window a link goes to, is the session's to say
/// (`NavigationSession.activeWindow`, the rule every way in follows): this holder only finds the
/// app's scene for the engine's window, so a front end never decides either on its own.
@MainActor
public final class ChapterWindows {
    /// How many windows may be open at once.
    public nonisolated static let limit = 20

    /// The windows opened, in order, some perhaps closed since by the session (``close(_:)``
    /// asked first, and the user discarded their work).
    private var opened: [ChapterApp]

    /// The open windows, in the order they were opened: those the session still has.
    public var all: [ChapterApp] {
        let open = opened[0].session.windows
        return opened.filter { window in open.contains { $0 === window.navigation } }
    }

    /// The app's first window, and the windows it opens from now on.
    public init(_ first: ChapterApp) {
        opened = [first]
    }

    /// The window the user is looking at: the session's active window.
    public var active: ChapterApp {
        let open = all
        return open.first { $0.navigation === opened[0].session.activeWindow } ?? open.first ?? opened[0]
    }

    /// The open window numbered `number` (`NavigationRouter.windowNumber`), if one is.
    public func window(numbered number: Int) -> ChapterApp? {
        all.first { $0.navigation.windowNumber == number }
    }

    /// Opens a window at the app's first screen, showing what the session's modes show (the world,
    /// in game-first mode); it is not active until ``activate(_:)``.
    ///
    /// - Throws: ``WindowRefusal/tooMany`` when ``limit`` windows are open; a scene's own
    ///   start-up errors cannot happen here, since the first window's start-up passed.
    public func open() throws -> ChapterApp {
        guard all.count < Self.limit else { throw WindowRefusal.tooMany }
        let window = try opened[0].newScene()
        opened = all + [window]
        return window
    }

    /// Makes `window` the active one: ways in that no window shows or holds go to it.
    public func activate(_ window: ChapterApp) {
        window.session.activate(window.navigation)
    }

    /// Closes `window`; the window active before it becomes the active one. When its screens
    /// hold unsaved work the session asks first, in that window, and closes it on "Discard".
    ///
    /// - Returns: Whether it closed now; `false` when the question is up instead.
    /// - Throws: ``WindowRefusal/lastWindow`` for the only open window (the app keeps one).
    @discardableResult
    public func close(_ window: ChapterApp) throws(WindowRefusal) -> Bool {
        guard all.count > 1 else { throw .lastWindow }
        return window.session.close(window.navigation)
    }
}

/// Why a window was not opened or closed.
public enum WindowRefusal: Error, Hashable, Sendable, CustomStringConvertible {
    /// ``ChapterWindows/limit`` windows are open already.
    case tooMany
    /// The window is the only one open.
    case lastWindow

    public var description: String {
        switch self {
        case .tooMany: "\(ChapterWindows.limit) windows are open, the most Chapter keeps; close one first"
        case .lastWindow: "this is the only window open; Chapter keeps one"
        }
    }
}
