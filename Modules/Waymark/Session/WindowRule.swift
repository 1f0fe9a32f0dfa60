/// Which window a way in goes to: the session's one rule, so no app (and no front end) decides it
/// on its own.
extension NavigationSession {
    /// The window a way in to `link`, received by `receiver`'s handler, goes to, by the one rule
    /// every way in follows: the window showing the link's screen on top, else the one holding it
    /// (``window(showingOrHolding:receivedBy:)``), else ``activeWindow``. Only windows that take
    /// ways in count (their handler is ready: a window still restoring would lose the link to its
    /// restored state); with the active one not among them, `receiver` takes it. A link that does
    /// not name a screen (it is refused) goes to the active window, which says so.
    func window(for link: String, receivedBy receiver: NavigationRouter) -> NavigationRouter {
        window(showingOrHolding: link, receivedBy: receiver) ?? activeWindowTakingWaysIn(or: receiver)
    }

    /// The window showing `link`'s screen on top (the active one if it is among them, else the
    /// lowest-numbered), else the lowest-numbered window whose state holds that screen; `nil` when
    /// no window that takes ways in does, or the link names no screen. Windows prefer no links
    /// of their own (Apple matches `handlesExternalEvents(preferring:)` by "contains", which would
    /// hand `chapter://university/12` to the window holding `chapter://university/1`): the system
    /// hands a way in to any window, and this rule sends it on. An activity's
    /// `targetContentIdentifier` picks its window so, else the rule goes on with its link.
    func window(showingOrHolding link: String, receivedBy receiver: NavigationRouter) -> NavigationRouter? {
        guard case .success(let routes) = registry.routes(forExternalLink: link), let screen = routes.last else {
            return nil
        }
        let ready = windows.filter(\.takesWaysIn)
        let active = activeWindowTakingWaysIn(or: receiver)
        let onTop = ready.filter { $0.showsOnTop(screen) }
        return onTop.first { $0 === active } ?? onTop.first ?? ready.first { $0.holds(screen) }
    }

    /// The active window if it takes ways in, else `window` (the one that received a way in).
    func activeWindowTakingWaysIn(or window: NavigationRouter) -> NavigationRouter {
        guard let active = activeWindow, active.takesWaysIn else { return window }
        return active
    }

    /// Asks the host to bring `window` forward: a way in went to it, but the system handed it to
    /// another window, which the user may be looking at instead.
    func bringForward(_ window: NavigationRouter) {
        windowToFront = WindowToFront(windowNumber: window.windowNumber, number: (windowToFront?.number ?? 0) + 1)
    }
}

/// A window the engine asks the host to bring forward (``NavigationSession/windowToFront``): a
/// way in went to it by the session's rule while the system had handed it to another window. On
/// an iPad or a Mac the window the rule picked may be behind the one the user looks at; the host
/// brings it to the front with its platform's scene API (the SwiftUI adapter asks for the
/// scene's activation), a terminal says which window took it.
public struct WindowToFront: Hashable, Sendable {
    /// The window's number (``NavigationRouter/windowNumber``).
    public let windowNumber: Int
    /// Counts the requests, so the same window asked for twice is brought forward twice.
    public let number: Int
}

extension NavigationRouter {
    /// Whether the user sees `screen` on top in this window: the top of its top layer, else of
    /// the selected tab's stack, else that tab's root.
    func showsOnTop(_ screen: AnyRoute) -> Bool {
        (state.topEntry?.route ?? registry.rootRoute(of: state.selectedTab)) == screen
    }

    /// Whether this window's state holds `screen`, in a stack or a layer (a tab's root is no
    /// entry, so every window would hold it: it counts only on top).
    func holds(_ screen: AnyRoute) -> Bool {
        state.allEntries.contains { $0.route == screen }
    }
}
