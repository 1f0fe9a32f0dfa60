import Foundation

/// What became of a link or notification.
public enum LinkOutcome: Hashable, Sendable {
    /// The link's screens are shown.
    case opened
    /// The link needs what the user lacks: it is held, and the screen that meets the first
    /// requirement it lacks is shown (the sign-in cover for ``Requirement/signedIn``).
    case held(Requirement)
    /// The link's content is gone: the user landed on the hosting tab's root with a notice.
    case contentMissing(ContentKind)
    /// The link was refused; the state is unchanged but for a notice saying why.
    case rejected(LinkRejection)
    /// The app is not ready yet; the link will be applied, in order, when it is.
    case queued
    /// A later link arrived while this one was being resolved; this one was dropped unapplied.
    case superseded
}

/// Turns links and notifications from outside the app into navigation, in the window the
/// session's one rule picks, under the app's rules.
///
/// - **Which window**: whichever window's handler receives a way in, it goes to the window
///   showing its screen on top (the active one if it is among them; nothing else changes), else
///   the lowest-numbered window whose state holds that screen, else the active window
///   (``NavigationSession/activeWindow``); an activity's `targetContentIdentifier` picks the
///   window by the screen it names. The window it goes to becomes the active one. Only windows
///   whose handler is ready count.
/// - **Before the app is ready** (restoration done, first screen up) links are queued, not dropped,
///   and applied in order by ``appDidBecomeReady()``.
/// - **Resolution may wait** on data (a parent screen, checks that content still exists, run
///   concurrently). The state changes only once a link is fully resolved, in one transaction; a
///   newer link cancels the resolution of an earlier one, so the latest always wins.
/// - **Access**: links to internal destinations are refused; links needing what the user lacks
///   are held by the router's access guard, and resolved afresh by the router when the
///   ``NavigationSession`` reports the requirement met. The handler only hands links over: the
///   router resolves, applies, holds and completes them (Router/, Access/).
@MainActor
public final class LinkHandler {
    /// The router of the window this handler belongs to; a way in may go to another window of
    /// its session.
    package let router: NavigationRouter
    /// Whether the app has said it is ready for links.
    private(set) var isReady = false
    /// The links and notifications waiting for the app to be ready, oldest first.
    private(set) var queue: [LinkInput] = []

    /// A handler for `router`'s window.
    public init(router: NavigationRouter) {
        self.router = router
    }

    /// Opens the link a notification payload names, or queues it until the app is ready.
    ///
    /// A payload that is not UTF-8 JSON, not an object, of an unknown type or with a missing or
    /// malformed field is refused like a bad link: the state is unchanged but for the notice.
    @discardableResult
    public func receive(notification data: Data) async -> LinkOutcome {
        guard isReady else {
            queue.append(.notification(data))
            return .queued
        }
        let payload: NotificationPayload
        do {
            payload = try NotificationPayload(json: data)
        } catch {
            return refusing.refuseLink(.payload(error), cause: .notification("unreadable"))
        }
        switch router.registry.link(forNotification: payload) {
        case .success(let (link, type)):
            return await deliver(link, cause: .notification(type))
        case .failure(let rejection):
            let type = (try? payload.string("type")) ?? "unknown"
            return refusing.refuseLink(rejection, cause: .notification(type))
        }
    }

    /// Opens a link, or queues it until the app is ready. A link another entry point brought
    /// names it as `source` (`nil`, the default, for a plain link); the journal and screen views
    /// name `source`, or the entry point the link is marked with (`via=widget`,
    /// `EntryPoint.linkKey`), which then opens without the mark (an App Intent's URL the system
    /// hands over as a web page names the App Intent, not Handoff).
    @discardableResult
    public func open(_ link: String, from source: EntryPoint? = nil) async -> LinkOutcome {
        if let marked = EntryPoint.marked(in: link) { return await open(marked.link, from: marked.source) }
        guard isReady else {
            queue.append(source.map { .entry(link, $0) } ?? .link(link))
            return .queued
        }
        guard let source else { return await deliver(link, cause: .link(link)) }
        return await deliver(link, cause: .entryPoint(source, link: link))
    }

    /// Opens the screen an `NSUserActivity` names (Handoff, a web page, a Spotlight result), from
    /// `source`. An activity of an unknown type, or whose `userInfo` does not hold its link, is
    /// refused like a bad link: the state is unchanged but for the notice.
    @discardableResult
    public func continueActivity(_ activity: UserActivity, from source: EntryPoint) async -> LinkOutcome {
        switch router.registry.link(forActivity: activity) {
        case .success(let link):
            guard let target = activity.targetContentIdentifier, EntryPoint.marked(in: link) == nil else {
                return await open(link, from: source)
            }
            guard isReady else {
                queue.append(.targetedEntry(link, source, target: target))
                return .queued
            }
            return await deliver(link, cause: .entryPoint(source, link: link), toWindowOf: target)
        case .failure(let rejection): return refusing.refuseLink(rejection, cause: .entryPoint(source, link: ""))
        }
    }

    /// Opens the screen a Home Screen quick action names.
    @discardableResult
    public func perform(_ action: QuickAction) async -> LinkOutcome {
        switch router.registry.link(forQuickAction: action) {
        case .success(let link): return await open(link, from: .quickAction)
        case .failure(let rejection): return refusing.refuseLink(rejection, cause: .entryPoint(.quickAction, link: ""))
        }
    }

    /// Opens `link` in this handler's window, whatever window the session's rule would pick: a
    /// window opened on a link (SwiftUI's `openWindow(value:)`, the terminal's `window new <link>`)
    /// shows that link itself. Queued like any link until the window is ready.
    @discardableResult
    public func openInThisWindow(_ link: String) async -> LinkOutcome {
        guard isReady else {
            queue.append(.linkInThisWindow(link))
            return .queued
        }
        if let marked = EntryPoint.marked(in: link) {
            return await router.open(marked.link, cause: .entryPoint(marked.source, link: marked.link))
        }
        return await router.open(link, cause: .link(link))
    }

    /// Opens `link` in the window the session's rule picks for it, or in the window showing or
    /// holding `target`'s screen (an activity's `targetContentIdentifier`) when one does: that
    /// window becomes active, the host is asked to bring it forward when it is not the window the
    /// system handed the way in to (``NavigationSession/windowToFront``), and when it already
    /// shows the link's screen on top nothing else changes.
    private func deliver(_ link: String, cause: TransitionCause, toWindowOf target: String? = nil) async
        -> LinkOutcome
    {
        let session = router.session
        let window =
            target.flatMap { session.window(showingOrHolding: $0, receivedBy: router) }
            ?? session.window(for: link, receivedBy: router)
        session.activate(window)
        if window !== router { session.bringForward(window) }
        if case .success(let routes) = router.registry.routes(forExternalLink: link), let screen = routes.last,
            window.showsOnTop(screen)
        {
            return .opened
        }
        return await window.open(link, cause: cause)
    }

    /// The window a way in that names no screen is refused in: the active one, where the user
    /// reads the notice (this handler's, while the active one takes no ways in yet).
    private var refusing: NavigationRouter {
        router.session.activeWindowTakingWaysIn(or: router)
    }

    /// Marks the app ready and applies every queued input in arrival order.
    @discardableResult
    public func appDidBecomeReady() async -> [LinkOutcome] {
        isReady = true
        router.takesWaysIn = true
        var outcomes: [LinkOutcome] = []
        while !queue.isEmpty {
            switch queue.removeFirst() {
            case .link(let link): outcomes.append(await open(link))
            case .notification(let data): outcomes.append(await receive(notification: data))
            case .entry(let link, let source): outcomes.append(await open(link, from: source))
            case .linkInThisWindow(let link): outcomes.append(await openInThisWindow(link))
            case .targetedEntry(let link, let source, let target):
                outcomes.append(await deliver(link, cause: .entryPoint(source, link: link), toWindowOf: target))
            }
        }
        return outcomes
    }
}

/// A link or notification waiting for the app to be ready.
enum LinkInput: Hashable, Sendable {
    case link(String)
    case notification(Data)
    /// A link another entry point brought.
    case entry(String, EntryPoint)
    /// A link the window was opened on, for that window alone.
    case linkInThisWindow(String)
    /// An activity's link, for the window its `targetContentIdentifier` names.
    case targetedEntry(String, EntryPoint, target: String)
}
