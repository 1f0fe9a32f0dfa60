/// What held navigation a snapshot kept comes to over the restored state.
enum RestoredHold {
    case held(HeldNavigation)
    case dropped(HeldNavigationDrop)
}

/// Held navigation, from holding to completing or dropping, and back from a snapshot, in one
/// place: the router owns it.
///
/// A navigation that needs what the user lacks (a link, a notification, a tap) is held as the
/// state's ``NavigationState/held`` navigation and the screen that meets the first lacking
/// requirement is presented (``hold(_:cause:for:lacking:after:)``). The ``NavigationSession`` only
/// reports what the user meets (``sessionMet(_:)``); the router then completes the held
/// navigation as asked, resolving a held link afresh through its own ``LinkResolver``, or holds
/// it again for what it still lacks. Closing the screen that would meet it, or a newer request
/// from outside in the same window, drops it; each window holds its own (the one that received
/// the request), and signing in completes each in its window. docs/architecture.md draws the flow.
extension NavigationRouter {
    /// Holds `request` until the user meets `lacking`, which `route` needs: presents the screen
    /// that meets the first of them, and keeps the request as the state's held navigation.
    ///
    /// `prefix` is applied first, in the same transaction (completing one held navigation may
    /// hold it again for what it still lacks, over the state without the screen that met the rest).
    @discardableResult
    func hold(
        _ request: HeldNavigation.Request, cause: TransitionCause, for route: AnyRoute, lacking: [Requirement],
        after prefix: [NavigationIntent] = []
    ) throws(NavigationError) -> NavigationEvent {
        let lacking = askingOrder(for: lacking)
        guard let satisfier = registry.satisfier(for: lacking[0]) else {
            throw .requirementUnmet(lacking[0], route.destinationName)
        }
        let base = try state.applying(prefix, registry: registry)
        var intents: [NavigationIntent] = prefix + [.clearHeld]
        let layersBelow: Int
        if cause.isFromOutside {
            // The screen that meets it alone on display already (an earlier link held behind it)
            // stays as it is, the same screen: nothing comes or goes, and nothing arrives again.
            let shownAlone = base.modals.count == 1 && base.modals[0].root == satisfier && base.modals[0].path.isEmpty
            if !shownAlone { intents += [.dismissAll, .present(satisfier)] }
            layersBelow = 0
        } else if base.modals.last?.root == satisfier {
            layersBelow = base.modals.count - 1
        } else {
            intents.append(.present(satisfier))
            layersBelow = base.modals.count
        }
        var (held, reopened, _, deliveries) = try state.settled(applying: intents, registry: registry)
        held.held = HeldNavigation(
            request: request, cause: cause, requirements: lacking, destination: route, layersBelow: layersBelow)
        held.notice = .heldForRequirement(lacking[0])
        return transition(
            to: held, intents: intents, cause: .accessGuard, reopened: reopened, deliveries: deliveries)
    }

    /// Held navigation a snapshot kept, resolved afresh over the restored `state`: its link
    /// matched again, and held for what the restored user lacks behind the restored screen that
    /// meets it, as it was when it was saved.
    func heldAfresh(
        _ saved: SavedHeldNavigation, over state: NavigationState
    ) -> RestoredHold {
        let routes: [AnyRoute]
        switch registry.routes(forExternalLink: saved.link) {
        case .success(let found): routes = found
        case .failure(let rejection): return .dropped(.noLongerOpens(rejection))
        }
        for route in routes {
            guard let destination = registry.destination(for: route) else { continue }
            let lacking = registry.unmetRequirements(of: destination, met: session.met)
            guard !lacking.isEmpty else { continue }
            let order = askingOrder(for: lacking)
            guard let satisfier = registry.satisfier(for: order[0]),
                let index = state.modals.firstIndex(where: { $0.root == satisfier })
            else { return .dropped(.screenNotRestored(order[0])) }
            return .held(
                HeldNavigation(
                    request: .link(saved.link), cause: saved.cause, requirements: order, destination: route,
                    layersBelow: index))
        }
        return .dropped(.nothingLacking)
    }

    /// `lacking` with, in front, what the screens meeting it need first (an upgrade sheet that
    /// needs a signed-in user): the order in which the user is asked, so the guard never presents
    /// a screen the user may not see.
    private func askingOrder(for lacking: [Requirement]) -> [Requirement] {
        var order = lacking
        while let satisfier = registry.satisfier(for: order[0]), let destination = registry.destination(for: satisfier),
            let first = registry.unmetRequirements(of: destination, met: session.met).first,
            !order.contains(first)
        {
            order.insert(first, at: 0)
        }
        return order
    }

    /// Completes the held navigation now that the session meets what it lacked: the screen that
    /// met it goes, then the navigation is applied as asked (a link resolved afresh), under the
    /// guard again, so it is held anew if it still lacks something. Navigation that can no
    /// longer be applied is dropped.
    func completeHeldNavigation() async {
        guard let pending = state.held else { return }
        completing = pending
        defer { completing = nil }
        var intents: [NavigationIntent] = [.clearHeld]
        if state.modals.count > pending.layersBelow {
            intents.insert(.dismiss(fromLayer: pending.layersBelow), at: 0)
        }
        switch pending.request {
        case .link(let link):
            await open(link, cause: pending.cause, after: intents)
            return
        case .intents(let asked):
            if (try? apply(NavigationTransaction(asked, cause: pending.cause, from: nil), after: intents)) != nil {
                return
            }
        }
        _ = try? apply(NavigationTransaction(intents, cause: .accessGuard))
    }

    /// Drops the held navigation from `next` when the screen that would meet the requirement it
    /// asks for now (its first) no longer stands where it was presented, at or above the layers
    /// that were below it: the user closed it instead of meeting the requirement. A screen meeting
    /// a later requirement, shown lower down before the navigation was held, does not keep it.
    func dropHeldNavigationIfAbandoned(in next: inout NavigationState) {
        guard let pending = next.held else { return }
        let satisfier = registry.satisfier(for: pending.requirements[0])
        guard !next.modals.dropFirst(pending.layersBelow).contains(where: { $0.root == satisfier }) else { return }
        next.held = nil
        next.notice = .heldNavigationCancelled(pending.requirements[0])
    }

    /// The session reports that the user now meets `requirements` (they signed in): the held
    /// navigation that needed any of them completes, once; otherwise the lowest screen that met
    /// one, if this scene shows one, goes with what stands above it.
    func sessionMet(_ requirements: Set<Requirement>) async {
        if let pending = state.held, !requirements.isDisjoint(with: pending.requirements) {
            await completeHeldNavigation()
            return
        }
        let satisfiers = requirements.compactMap(registry.satisfier(for:))
        if let index = state.modals.firstIndex(where: { satisfiers.contains($0.root) }) {
            _ = try? perform(.dismiss(fromLayer: index), cause: .accessGuard)
        }
    }

}
