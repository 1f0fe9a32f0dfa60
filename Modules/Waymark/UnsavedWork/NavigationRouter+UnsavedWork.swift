/// Unsaved work never lost by a way out: the router holds every transaction that would take a
/// screen holding unsaved work out of the state, asks, and applies it only after "Discard"
/// (docs/architecture.md, "Unsaved work").
///
/// The rule sits where every change of state passes (the router's transition),
/// so back, a gesture's write-back, a link, a notification, a redirect, a mode, the app's own
/// intents and sign-out's pruning all meet it, without any of them knowing of it.
extension NavigationRouter {
    /// The screens of the state that hold unsaved work now, bottom first (by their declarations,
    /// ``DestinationDeclaration/Case/holdsUnsavedWork(in:asking:discard:keepEditing:while:)``): what a front end keeps
    /// the finger from dragging away, and what the terminal's state lists.
    ///
    /// Read in a SwiftUI view's body, the view draws again when such a screen's state is set.
    public var entriesWithUnsavedWork: [EntryID] {
        guard !registry.unsavedWork.isEmpty else { return [] }
        return state.allEntries.filter(holdsUnsavedWork).map(\.id)
    }

    /// Whether `entry`'s screen holds unsaved work now: read without the state, so a front end
    /// that binds it draws again only when the entry's own state is set.
    package func holdsUnsavedWork(_ entry: StackEntry) -> Bool {
        guard let work = registry.unsavedWork[entry.route.destinationName] else { return false }
        // Observed: what a front end holds for the work changes as the work does.
        _ = screenStateRevision(of: entry.id).count
        guard let stored = screenStates.values[entry.id]?[work.key] else { return false }
        return work.holdsWork(stored)
    }

    /// The screens holding unsaved work that `next` no longer has, bottom first.
    func unsavedWork(lostIn next: NavigationState) -> [EntryID] {
        guard !registry.unsavedWork.isEmpty else { return [] }
        let holding = state.allEntries.filter(holdsUnsavedWork)
        guard !holding.isEmpty else { return [] }
        let kept = next.entryIDs
        return holding.filter { !kept.contains($0.id) }.map(\.id)
    }

    /// The state that asks instead of the transition to `next`, when `next` would lose unsaved
    /// work and may not: the current state with the question up and the way out held, whole (a
    /// way out held already is replaced: the latest wins). `nil` when it may go ahead.
    func asking(
        before next: NavigationState, intents: [NavigationIntent], cause: TransitionCause,
        reopened: ModalReturnPoint?, deliveries: [Delivery], notes: [JournalNote], source: PresentationSource?
    ) -> NavigationState? {
        // A restored state was the user's already.
        guard !discardingUnsavedWork, cause != .restoration else { return nil }
        // Giving a result back is not leaving: the screens that gave one go unasked.
        let giving = Set(deliveries.map(\.request.answerer))
        var lost = unsavedWork(lostIn: next).filter { !giving.contains($0) }
        // While the question is up, a way in is held in place of the way out it holds, whether or
        // not it would lose the work itself: the latest wins, and the question stays.
        if lost.isEmpty, let held = state.heldExit, cause.isFromOutside, intents.contains(where: \.navigates) {
            lost = held.screens
        }
        guard !lost.isEmpty else { return nil }
        let outcome = HeldOutcome(state: next, intents: intents, reopened: reopened, notes: notes, source: source)
        return asking(
            HeldExit(
                request: .navigation, cause: cause, screens: lost, outcome: outcome,
                link: wayInLink(cause: cause, leadingTo: next)))
    }

    /// The link a way in held behind the question opens, as `pending` shows it: a link or an
    /// entry point's as it arrived; a notification's, or navigation held for sign-in on the way,
    /// as the screen it leads to. `nil` for the user's own ways out.
    private func wayInLink(cause: TransitionCause, leadingTo next: NavigationState) -> String? {
        switch cause {
        case .link(let link), .entryPoint(_, let link): return link
        case .notification:
            return next.topEntry.flatMap { try? registry.link(for: $0.route) }
        case .accessGuard:
            guard let held = next.held, held != state.held else { return nil }
            if case .link(let link) = held.request { return link }
            return try? registry.link(for: held.destination)
        default: return nil
        }
    }

    /// The current state with `exit` held and its question up.
    func asking(_ exit: HeldExit) -> NavigationState {
        var asked = state
        asked.notice = nil
        asked.dialog = question(for: exit.screens, in: state)
        asked.heldExit = exit
        return asked
    }

    /// The question the first of `screens` (entries of `state`) asks, in its destination's words.
    func question(for screens: [EntryID], in state: NavigationState) -> Dialog {
        let work = screens.lazy.compactMap { state.route(of: $0) }.compactMap {
            self.registry.unsavedWork[$0.destinationName]
        }.first
        return (work?.question ?? UnsavedWorkQuestion()).dialog
    }

    /// Holds `request` behind the question when this window's screens hold unsaved work that it
    /// would lose (a window closed, every screen of it); the window is brought forward. Returns
    /// whether it was held.
    func holdExit(_ request: HeldExit.Request, losing lost: [EntryID], cause: TransitionCause = .user) -> Bool {
        guard !lost.isEmpty else { return false }
        let exit = HeldExit(request: request, cause: cause, screens: lost)
        session.bringForwardToAsk(self)
        transition(to: asking(exit), intents: [], cause: cause, reopened: nil, notes: [.exitHeld(exit)])
        return true
    }

    /// The user answered the question: "Discard" applies the held way out, as it was asked,
    /// without asking again; "Keep editing" drops it (a way in with a notice saying it did not
    /// open). Both close the question, as the event and the journal's `dialogClosed` say.
    func answerQuestion(_ exit: HeldExit, discard: Bool) {
        var closed = state
        closed.dialog = nil
        closed.heldExit = nil
        guard discard else {
            if exit.link != nil { closed.notice = .keptEditing }
            // Navigation held for what the user now meets (sign-in completed behind the question)
            // has nothing left to wait for: it goes with the screen that met it.
            if let held = closed.held, held.requirements.allSatisfy(session.met.contains),
                let settled = try? closed.applying(
                    closed.modals.count > held.layersBelow
                        ? [.dismiss(fromLayer: held.layersBelow), .clearHeld] : [.clearHeld], registry: registry)
            {
                closed = settled
                closed.notice = .keptEditing
            }
            transition(
                to: closed, intents: [], cause: .user, reopened: nil, notes: [])
            return
        }
        discardingUnsavedWork = true
        defer { discardingUnsavedWork = false }
        switch exit.request {
        case .navigation:
            // A state saved with the question may no longer be one the user may see (signed out
            // meanwhile): the way out is then dropped, as if they kept editing.
            guard let outcome = exit.outcome, (try? registry.validate(outcome.state)) != nil,
                registry.firstUnmetRequirements(in: outcome.state, met: session.met) == nil
            else {
                transition(
                    to: closed, intents: [], cause: .user, reopened: nil, notes: []
                )
                return
            }
            var next = outcome.state
            next.heldExit = nil
            transition(
                to: next, intents: outcome.intents, cause: exit.cause, reopened: outcome.reopened,
                notes: outcome.notes, source: outcome.source)
        case .closeWindow where session.windows.count < 2:
            // The last window stays: an app keeps one (another closed while the question was up).
            transition(
                to: closed, intents: [], cause: .user, reopened: nil, notes: [])
        case .closeWindow:
            transition(
                to: closed, intents: [], cause: exit.cause, reopened: nil, notes: []
            )
            _ = session.close(self, discardingUnsavedWork: true)
        case .revoke(let requirements, let answered):
            transition(
                to: closed, intents: [], cause: exit.cause, reopened: nil, notes: []
            )
            session.revoke(requirements, answered: answered + [windowNumber])
        }
    }
}
