/// Links applied by the router that holds and completes them: the ``LinkHandler`` hands a link
/// over (once the app is ready), and a held link is completed here too, so one object resolves,
/// applies, holds and completes every link.
extension NavigationRouter {
    /// Resolves `link` with the router's ``LinkResolver`` and applies it: opened, landed on its
    /// tab's root when its content is gone, held for what the user lacks, or refused with a
    /// notice. A newer link cancels the resolution of this one (``LinkOutcome/superseded``).
    ///
    /// `prefix` (completing held navigation: the screen that met it goes, the held navigation is
    /// cleared) is applied once, in the same transaction, first. It only takes screens away and
    /// never changes the selected tab, so the link's intents are read from the state as it is.
    @discardableResult
    func open(_ link: String, cause: TransitionCause, after prefix: [NavigationIntent] = []) async -> LinkOutcome {
        latestLinkTicket += 1
        let ticket = latestLinkTicket
        linkResolution?.cancel()
        let resolver = linkResolver
        let met = session.met
        let task = Task { await resolver.resolve(link, met: met) }
        linkResolution = task
        let resolved = await task.value
        guard ticket == latestLinkTicket else { return .superseded }
        linkResolution = nil

        let outcome: LinkOutcome
        switch resolved {
        case .superseded:
            return .superseded
        case .rejected(let rejection):
            return refuseLink(rejection, cause: cause, after: prefix)
        case .needs(let route, let lacking):
            // The user may have met it while the link was resolving: then it opens as asked.
            let stillLacking = lacking.filter { !session.met.contains($0) }
            guard !stillLacking.isEmpty else { return await open(link, cause: cause, after: prefix) }
            do {
                try hold(.link(link), cause: cause, for: route, lacking: lacking, after: prefix)
                return .held(lacking[0])
            } catch {
                return refuseLink(.cannotShow(error), cause: cause, after: prefix)
            }
        case .open: outcome = .opened
        case .contentMissing(_, _, let kind): outcome = .contentMissing(kind)
        }
        do {
            let intents = resolved.intents(selectedTab: state.selectedTab)
            let rewritten = registry.canonicalForm(ofFormer: link).map { [JournalNote.readAsCanonical($0)] } ?? []
            let event = try apply(NavigationTransaction(intents, cause: cause), after: prefix, notes: rewritten)
            if event.cause == .accessGuard, let pending = event.newState.held {
                return .held(pending.requirements[0])
            }
            return outcome
        } catch {
            return refuseLink(.cannotShow(error), cause: cause, after: prefix)
        }
    }

    /// Refuses a link or a notification: the state is unchanged but for the notice saying why
    /// (after `prefix`, when that still applies).
    @discardableResult
    func refuseLink(_ rejection: LinkRejection, cause: TransitionCause, after prefix: [NavigationIntent] = [])
        -> LinkOutcome
    {
        let notice = NavigationIntent.showNotice(.linkRejected(rejection))
        if (try? apply(NavigationTransaction(prefix + [notice], cause: cause))) == nil {
            _ = try? apply(NavigationTransaction([notice], cause: cause))
        }
        return .rejected(rejection)
    }
}
