import Observation

/// The one object at the edge of a scene: holds its state, applies transactions under the access
/// guard, and tells observers.
///
/// All navigation logic is in the pure `NavigationState.applying(_:registry:)`; the router adds
/// what a UI needs around it: the access guard (every transaction, whatever its cause, is checked
/// against what the ``session`` has met), observation (SwiftUI re-renders when ``state`` changes)
/// and an ordered stream of events. It never sleeps or schedules: every call returns with the new
/// state in place and every observer told.
@MainActor
@Observable
public final class NavigationRouter {
    /// Every destination of the app.
    public let registry: NavigationRegistry
    /// What this window shares with the app's other windows: what the user has met, the modes,
    /// which window is active.
    public let session: NavigationSession
    /// This window's number among the session's windows: from 1, in the order they were opened,
    /// never reused while the session lives. The journal names it in every entry.
    public let windowNumber: Int
    /// Where the user is.
    public private(set) var state: NavigationState
    /// What navigation did lately, for bug reports, breadcrumbs, analytics and tests.
    @ObservationIgnored public internal(set) var journal: NavigationJournal

    /// Whether this window takes ways in: its ``LinkHandler`` is ready (restoration done, first
    /// screen up), so a link the session's rule sends here is not lost to a restoration.
    @ObservationIgnored var takesWaysIn = false
    /// Resolves links: matching, access, parents, content. Given to the router, which applies
    /// every link (and completes held ones) itself (Router/, Access/).
    @ObservationIgnored let linkResolver: LinkResolver
    /// The number of the newest link being resolved: an older one still resolving is superseded.
    @ObservationIgnored var latestLinkTicket = 0
    /// The resolution under way, cancelled when a newer link arrives.
    @ObservationIgnored var linkResolution: Task<ResolvedLink, Never>?

    @ObservationIgnored private var observers: [(id: Int, handler: @MainActor (NavigationEvent) -> Void)] = []
    /// Who hears of each screen that arrives (``observeScreenViews(_:)``), numbered with ``observers``.
    @ObservationIgnored var arrivalObservers: [(id: Int, handler: @MainActor (ArrivedScreen) -> Void)] = []
    @ObservationIgnored var nextObserverID = 0
    @ObservationIgnored private var eventCount = 0
    @ObservationIgnored private var undelivered: [NavigationEvent] = []
    @ObservationIgnored private var isDelivering = false
    /// The button of the dialog the user is answering, while that answer's transaction runs.
    @ObservationIgnored private var answering: Int?
    /// The held navigation being completed, while its completion runs.
    @ObservationIgnored var completing: HeldNavigation?
    /// Whether the transaction under way may take screens holding unsaved work away without
    /// asking: the user discarded it, or the app said it discards on purpose.
    @ObservationIgnored var discardingUnsavedWork = false
    /// What features keep for the screens of the state, by entry (``ScreenStateKey``).
    @ObservationIgnored var screenStates = ScreenStates()
    /// For each entry a screen read the state of, what moves on when that state is set
    /// (``ScreenEntry``), so a SwiftUI screen draws again with what it set, and only the screens
    /// of that entry do; making a value on a first read moves nothing.
    @ObservationIgnored var screenStateRevisions: [EntryID: ScreenStateRevision] = [:]
    /// Whether a snapshot was restored into this window: its first screen then arrives as a
    /// restoration, not a launch, even when restored before anything showed it.
    @ObservationIgnored package internal(set) var restoredASnapshot = false
    /// The screen on top in ``state``, once the journal has recorded it.
    @ObservationIgnored var screenOnTop: VisibleScreen?

    /// A window of `session`, at the registry's cold-start state, whose ``journal`` keeps the last
    /// `journalCapacity` entries (0 keeps none and records nothing).
    public init(session: NavigationSession, journalCapacity: Int = 100) {
        registry = session.registry
        linkResolver = LinkResolver(registry: session.registry)
        self.session = session
        windowNumber = session.nextWindowNumber()
        state = session.registry.initialState
        journal = NavigationJournal(capacity: journalCapacity)
        session.attach(self)
    }

    /// A router with a session of its own, in which the user has met nothing yet, whose
    /// ``journal`` keeps the last `journalCapacity` entries.
    public convenience init(registry: NavigationRegistry, journalCapacity: Int = 100) {
        self.init(session: NavigationSession(registry: registry), journalCapacity: journalCapacity)
    }

    /// Applies a transaction under the access guard: every intent or none, one new state, one event.
    ///
    /// - When the result would show a screen that needs what the user lacks, the transaction is
    ///   held instead (see ``HeldNavigation``): the screen that meets the first lacking
    ///   requirement is presented (over the modals for navigation inside the app; alone, for a
    ///   link or notification), and the event's cause is ``TransitionCause/accessGuard``.
    /// - A link or notification that navigates replaces navigation held in this window: the newest
    ///   request wins. One that only reports (a refused link) leaves held navigation alone.
    /// - A transaction that takes away the screen meeting a held navigation's requirement (the
    ///   user closed the sign-in screen) drops that navigation, with a notice.
    ///
    /// - Returns: The published event.
    /// - Throws: The first intent's error, or why the result may not be shown and cannot be held;
    ///   the state is then unchanged, no event is published, and the journal records the refusal.
    /// - A transaction that would take a screen holding unsaved work out of the state is held
    ///   behind a question instead (``HeldExit``), unless it gives a result back or
    ///   ``NavigationTransaction/discardsUnsavedWork``; the event then shows the question up.
    @discardableResult
    public func apply(_ transaction: NavigationTransaction) throws(NavigationError) -> NavigationEvent {
        let discarding = discardingUnsavedWork
        discardingUnsavedWork = discarding || transaction.discardsUnsavedWork
        defer { discardingUnsavedWork = discarding }
        do {
            return try apply(transaction, after: [])
        } catch {
            recordRefusal(error, cause: transaction.cause)
            throw error
        }
    }

    /// Applies `prefix` and then the transaction's intents as one transaction; when the result
    /// must be held, only the transaction's own intents are held, over the state `prefix` leaves.
    @discardableResult
    func apply(
        _ transaction: NavigationTransaction, after prefix: [NavigationIntent], notes: [JournalNote] = []
    ) throws(NavigationError) -> NavigationEvent {
        let (asked, redirections) = registry.redirecting(
            transaction.intents,
            in: RedirectContext(cause: transaction.cause, state: state, modes: session.modes, met: session.met))
        var intents = prefix.isEmpty ? asked : prefix + asked
        let replacesHeld = transaction.cause.isFromOutside && transaction.intents.contains(where: \.navigates)
        if replacesHeld, state.held != nil {
            intents.insert(.clearHeld, at: 0)
        }
        var (next, reopened, unmet, deliveries) = try state.settled(
            applying: intents, registry: registry, met: session.met)
        if let (route, lacking) = unmet {
            return try hold(
                .intents(transaction.intents), cause: transaction.cause, for: route, lacking: lacking, after: prefix)
        }
        dropHeldNavigationIfAbandoned(in: &next)
        return transition(
            to: next, intents: intents, cause: transaction.cause, reopened: reopened, deliveries: deliveries,
            notes: notes + redirections.map(JournalNote.redirected),
            source: transaction.cause == .user ? transaction.source : nil)
    }

    /// Applies `intents` as one transaction.
    @discardableResult
    public func perform(_ intents: NavigationIntent..., cause: TransitionCause = .user) throws(NavigationError)
        -> NavigationEvent
    {
        try apply(NavigationTransaction(intents, cause: cause))
    }

    /// The user chose the dialog's button at `position` (from 0): the dialog closes, and the
    /// button's action is returned for the feature that asked to carry out (for example through
    /// its router protocol). The event says which button closed it.
    ///
    /// The question unsaved work asks is answered here whole: "Discard" applies the held way out
    /// (``HeldExit``), "Keep editing" drops it; no action is returned for it.
    ///
    /// - Returns: The button's action, or `nil` for a button without one (cancel).
    /// - Throws: ``NavigationError/noDialogShown`` or ``NavigationError/noSuchDialogButton(_:)``;
    ///   the dialog then stays.
    @discardableResult
    public func answerDialog(button position: Int) throws(NavigationError) -> DialogAction? {
        guard let dialog = state.dialog else {
            recordRefusal(.noDialogShown, cause: .user)
            throw .noDialogShown
        }
        guard dialog.buttons.indices.contains(position) else {
            recordRefusal(.noSuchDialogButton(position), cause: .user)
            throw .noSuchDialogButton(position)
        }
        answering = position
        defer { answering = nil }
        if let exit = state.heldExit, let answer = dialog.buttons[position].action?.as(UnsavedWorkAnswer.self) {
            answerQuestion(exit, discard: answer == .discard)
            return nil
        }
        // An answer comes from the dialog's button, no view on a screen.
        try apply(NavigationTransaction([.closeDialog], cause: .user, from: nil))
        return dialog.buttons[position].action
    }

    /// Replaces the whole state, as sign-out pruning does.
    ///
    /// Identities follow places, not the numbers `newState` was written with: a stack keeps the
    /// current state's identities for the screens both show from the bottom up (a layer, those of
    /// the layer at its index), as pruning needs; every other entry gets a new one, so no identity
    /// of this router's history is given again, and none goes to another screen.
    ///
    /// The state is checked against the registry and the session first: a state this router could
    /// not have reached through intents, or one showing a screen the user may not see, is refused
    /// and the current state kept. `repairs` are what made it from the current one (sign-out
    /// pruning), for the journal.
    @discardableResult
    func replaceState(_ newState: NavigationState, cause: TransitionCause, repairs: [StateRepair] = [])
        throws(NavigationError) -> NavigationEvent
    {
        do throws(NavigationError) {
            try registry.validate(newState)
            if let (route, lacking) = registry.firstUnmetRequirements(in: newState, met: session.met) {
                throw .requirementUnmet(lacking[0], route.destinationName)
            }
        } catch {
            recordRefusal(error, cause: cause)
            throw error
        }
        var settled = EntryCarrier.state(newState, continuing: state)
        let reopened = settled.settleReturnPoint()
        return transition(
            to: settled, intents: [], cause: cause, reopened: reopened, notes: repairs.map(JournalNote.repaired))
    }

    // MARK: - Observers

    /// Calls `handler` with every event from now on, in order, after the state has changed.
    ///
    /// An observer may start a transaction of its own; its event is delivered to every observer
    /// after the current one has been delivered to all of them, so everyone sees the same order.
    @discardableResult
    public func observe(_ handler: @escaping @MainActor (NavigationEvent) -> Void) -> EventSubscription {
        nextObserverID += 1
        observers.append((nextObserverID, handler))
        return EventSubscription(id: nextObserverID)
    }

    /// Stops calling the observer registered with `subscription` (by ``observe(_:)`` or
    /// ``observeScreenViews(_:)``).
    public func cancel(_ subscription: EventSubscription) {
        observers.removeAll { $0.id == subscription.id }
        arrivalObservers.removeAll { $0.id == subscription.id }
    }

    // MARK: - Transitions

    /// Makes `next` the state (its entries identified already: by the intents that made it, by a
    /// snapshot, or by ``replaceState(_:cause:repairs:)``), records it in the journal with `notes` and what the router knows of held navigation and
    /// dialogs, and publishes its event; `next` must already be valid and settled.
    @discardableResult
    func transition(
        to next: NavigationState, intents: [NavigationIntent], cause: TransitionCause,
        reopened: ModalReturnPoint?, deliveries: [Delivery] = [], notes: [JournalNote] = [],
        source: PresentationSource? = nil
    ) -> NavigationEvent {
        if let asked = asking(
            before: next, intents: intents, cause: cause, reopened: reopened, deliveries: deliveries, notes: notes,
            source: source), let exit = asked.heldExit
        {
            session.bringForwardToAsk(self)
            return transition(to: asked, intents: [], cause: cause, reopened: nil, notes: [.exitHeld(exit)])
        }
        eventCount += 1
        var next = next
        // A way out held behind the question goes when the question closes otherwise than by
        // an answer (a transaction that navigated without losing the work): the user stays.
        if next.heldExit != nil, next.dialog == nil { next.heldExit = nil }
        next.anchorSources(after: state, source: source, isRestoration: cause == .restoration)
        next.forgetTabBeforeSearch(unlessStillOn: registry.searchTab)
        next.dropUnanswerableRequests()
        let notes = notes + resultNotes(from: state, to: next, deliveries: deliveries)
        keepDeliveredResults(deliveries, in: next)
        let closed = state.dialog.flatMap { shown in
            next.dialog == shown
                ? nil
                : DialogClosure(
                    dialog: shown, button: answering ?? shown.cancelButton,
                    reason: answering == nil ? .closedByNavigation : .answered)
        }
        let event = NavigationEvent(
            sequenceNumber: eventCount, oldState: state, newState: next, intents: intents, cause: cause,
            reopenedReturnPoint: reopened, source: source, closedDialog: closed)
        record(from: state, to: next, eventNumber: eventCount, cause: cause, notes: notes, closedDialog: closed)
        state = next
        undelivered.append(event)
        // What observers do on hearing it asks as any transaction does: discarding was this one's.
        let discarding = discardingUnsavedWork
        discardingUnsavedWork = false
        deliverEvents()
        discardingUnsavedWork = discarding
        return event
    }

    private func deliverEvents() {
        guard !isDelivering else { return }
        isDelivering = true
        defer { isDelivering = false }
        while !undelivered.isEmpty {
            let event = undelivered.removeFirst()
            for observer in observers {
                observer.handler(event)
            }
        }
    }
}

extension NavigationIntent {
    /// Whether the intent moves the user somewhere, rather than only telling them something.
    var navigates: Bool {
        // Held navigation is navigation too: forgetting it counts, unlike for a dialog.
        self == .clearHeld || closesDialog
    }
}
