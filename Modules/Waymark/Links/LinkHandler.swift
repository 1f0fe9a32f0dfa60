import Foundation

/// What became of a link or notification.
public enum LinkOutcome: Hashable, Sendable {
    /// The link's screens are shown.
    case opened
    /// The link needs a signed-in user: it is held as pending and the sign-in screen is shown.
    case heldForSignIn
    /// The link's content is gone; the user landed on the hosting tab's root with a notice.
    case contentMissing(Notice)
    /// The link was refused; the state is unchanged but for a notice saying why.
    case rejected(LinkRejection)
    /// The app is not ready yet; the link will be applied, in order, when it is.
    case queued
    /// A later link arrived while this one was being resolved; this one was dropped unapplied.
    case superseded
}

/// Turns links and notifications from outside the app into navigation, under the app's rules.
///
/// - **Before the app is ready** (restoration done, first screen up) links are queued, not dropped,
///   and applied in order by ``appDidBecomeReady()``.
/// - **Resolution may wait** on data (a parent screen, a check that content still exists). The
///   state changes only once a link is fully resolved, in one transaction; if another link arrives
///   meanwhile, the latest wins and the earlier one is dropped.
/// - **Access**: links to internal destinations are refused; links needing a signed-in user are held
///   while the sign-in screen is shown, and replayed by ``userDidSignIn()``.
@MainActor
public final class LinkHandler {
    /// The router links are applied to.
    public let router: NavigationRouter
    /// Whether the user is signed in, as the app last reported.
    public private(set) var isSignedIn: Bool
    /// Whether the app has said it is ready for links.
    public private(set) var isReady = false
    /// The links and notifications waiting for the app to be ready, oldest first.
    public private(set) var queue: [LinkInput] = []

    private let signInRoute: AnyRoute?
    private let resolver: LinkResolver
    private var latestTicket = 0

    /// - Parameters:
    ///   - signInRoute: The modal destination presented when a link needs a signed-in user.
    ///   - isSignedIn: Whether the user is signed in at launch.
    public init(router: NavigationRouter, signInRoute: AnyRoute?, isSignedIn: Bool = false) {
        self.router = router
        self.signInRoute = signInRoute
        self.isSignedIn = isSignedIn
        resolver = LinkResolver(registry: router.registry)
    }

    /// Opens a link, or queues it until the app is ready.
    @discardableResult
    public func open(_ link: String) async -> LinkOutcome {
        guard isReady else {
            queue.append(.link(link))
            return .queued
        }
        return await apply(link, cause: .link(link))
    }

    /// Opens the link a notification payload names, or queues it until the app is ready.
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
            return reject(.payload(error), cause: .notification("unreadable"))
        }
        switch router.registry.link(forNotification: payload) {
        case .success(let (link, type)):
            return await apply(link, cause: .notification(type))
        case .failure(let rejection):
            let type = (try? payload.string("type")) ?? "unknown"
            return reject(rejection, cause: .notification(type))
        }
    }

    /// Marks the app ready and applies every queued input in arrival order.
    @discardableResult
    public func appDidBecomeReady() async -> [LinkOutcome] {
        isReady = true
        var outcomes: [LinkOutcome] = []
        while !queue.isEmpty {
            switch queue.removeFirst() {
            case .link(let link): outcomes.append(await open(link))
            case .notification(let data): outcomes.append(await receive(notification: data))
            }
        }
        return outcomes
    }

    /// The user signed in: the sign-in screen goes and a held link, if any, is applied.
    @discardableResult
    public func userDidSignIn() async -> LinkOutcome? {
        isSignedIn = true
        guard let pending = router.state.pending else {
            if isSignInOnTop { _ = try? router.perform(.dismissTop, cause: .accessGuard) }
            return nil
        }
        return await apply(pending.url, cause: .link(pending.url), prefix: [.clearPending, .dismissAll])
    }

    /// The user closed the sign-in screen without signing in: a held link is dropped, with a notice.
    public func signInWasDismissed() {
        var intents: [NavigationIntent] = isSignInOnTop ? [.dismissTop] : []
        if router.state.pending != nil {
            intents += [.clearPending, .showNotice(Notice("The link was not opened because sign-in was cancelled."))]
        }
        guard !intents.isEmpty else { return }
        _ = try? router.apply(NavigationTransaction(intents, cause: .accessGuard))
    }

    /// The user signed out: every screen that needs a signed-in user leaves every stack and layer.
    public func userDidSignOut() {
        isSignedIn = false
        let (pruned, _) = router.state.pruned(registry: router.registry) { $0.access != .signedIn }
        if pruned != router.state {
            _ = try? router.replaceState(pruned, cause: .accessGuard)
        }
    }

    // MARK: - Applying

    private var isSignInOnTop: Bool {
        signInRoute != nil && router.state.modals.last?.root == signInRoute
    }

    private func apply(_ link: String, cause: TransitionCause, prefix: [NavigationIntent] = []) async -> LinkOutcome {
        latestTicket += 1
        let ticket = latestTicket
        let resolved = await resolver.resolve(link, isSignedIn: isSignedIn)
        guard ticket == latestTicket else { return .superseded }

        let intents = prefix + resolved.intents(in: router.state, link: link, signIn: signInRoute)
        let outcome: LinkOutcome
        var transactionCause = cause
        switch resolved {
        case .open: outcome = .opened
        case .contentMissing(_, _, let notice): outcome = .contentMissing(notice)
        case .needsSignIn:
            outcome = .heldForSignIn
            transactionCause = .accessGuard
        case .rejected(let rejection): outcome = .rejected(rejection)
        }
        do {
            try router.apply(NavigationTransaction(intents, cause: transactionCause))
        } catch {
            return reject(.cannotShow(error), cause: cause)
        }
        return outcome
    }

    private func reject(_ rejection: LinkRejection, cause: TransitionCause) -> LinkOutcome {
        _ = try? router.perform(.showNotice(Notice(rejection.description)), cause: cause)
        return .rejected(rejection)
    }
}

/// A link or notification waiting for the app to be ready.
public enum LinkInput: Hashable, Sendable {
    case link(String)
    case notification(Data)
}
