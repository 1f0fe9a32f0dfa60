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

/// Turns links and notifications from outside the app into navigation in one scene, under the
/// app's rules.
///
/// - **Before the app is ready** (restoration done, first screen up) links are queued, not dropped,
///   and applied in order by ``appDidBecomeReady()``.
/// - **Resolution may wait** on data (a parent screen, checks that content still exists, run
///   concurrently). The state changes only once a link is fully resolved, in one transaction; a
///   newer link cancels the resolution of an earlier one, so the latest always wins.
/// - **Access**: links to internal destinations are refused; links needing what the user lacks
///   are held by the router's access guard, and resolved afresh when the ``NavigationSession``
///   reports the requirement met.
@MainActor
public final class LinkHandler {
    /// The router of the scene links are applied to.
    public let router: NavigationRouter
    /// Whether the app has said it is ready for links.
    public private(set) var isReady = false
    /// The links and notifications waiting for the app to be ready, oldest first.
    public private(set) var queue: [LinkInput] = []

    private let resolver: LinkResolver
    private var latestTicket = 0
    private var resolution: Task<ResolvedLink, Never>?

    /// A handler for `router`'s scene; it also completes the links that scene holds.
    public init(router: NavigationRouter) {
        self.router = router
        resolver = LinkResolver(registry: router.registry)
        router.linkHandler = self
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

    /// Applies a held link now that the user meets what it lacked, after `intents` (which take
    /// away the screen that met it and the held navigation).
    func complete(_ link: String, cause: TransitionCause, after intents: [NavigationIntent]) async {
        await apply(link, cause: cause, after: intents)
    }

    // MARK: - Applying

    @discardableResult
    private func apply(_ link: String, cause: TransitionCause, after prefix: [NavigationIntent] = []) async
        -> LinkOutcome
    {
        latestTicket += 1
        let ticket = latestTicket
        resolution?.cancel()
        let resolver = resolver
        let met = router.session.met
        let task = Task { await resolver.resolve(link, met: met) }
        resolution = task
        let resolved = await task.value
        guard ticket == latestTicket else { return .superseded }
        resolution = nil

        let outcome: LinkOutcome
        switch resolved {
        case .superseded:
            return .superseded
        case .rejected(let rejection):
            return reject(rejection, cause: cause, after: prefix)
        case .needs(let route, let lacking):
            // The user may have met it while the link was resolving: then it opens as asked.
            let stillLacking = lacking.filter { !router.session.met.contains($0) }
            guard !stillLacking.isEmpty else { return await apply(link, cause: cause, after: prefix) }
            do {
                try router.hold(.link(link), cause: cause, for: route, lacking: lacking, after: prefix)
                return .held(lacking[0])
            } catch {
                return reject(.cannotShow(error), cause: cause, after: prefix)
            }
        case .open: outcome = .opened
        case .contentMissing(_, _, let kind): outcome = .contentMissing(kind)
        }
        do {
            let intents = resolved.intents(in: try router.state.applying(prefix, registry: router.registry))
            let event = try router.apply(NavigationTransaction(intents, cause: cause), after: prefix)
            if event.cause == .accessGuard, let pending = event.newState.pending {
                return .held(pending.requirements[0])
            }
            return outcome
        } catch {
            return reject(.cannotShow(error), cause: cause, after: prefix)
        }
    }

    private func reject(
        _ rejection: LinkRejection, cause: TransitionCause, after prefix: [NavigationIntent] = []
    ) -> LinkOutcome {
        let notice = NavigationIntent.showNotice(.linkRejected(rejection))
        if (try? router.apply(NavigationTransaction(prefix + [notice], cause: cause))) == nil {
            _ = try? router.apply(NavigationTransaction([notice], cause: cause))
        }
        return .rejected(rejection)
    }
}

/// A link or notification waiting for the app to be ready.
public enum LinkInput: Hashable, Sendable {
    case link(String)
    case notification(Data)
}
