/// A way out held behind the question unsaved work asks: what the user asked that would take a
/// screen holding unsaved work out of the state, applied only after "Discard".
///
/// Navigation state like the rest (``NavigationState/heldExit``): while it is held, the state
/// shows the question as its ``NavigationState/dialog`` and nothing else has changed. A newer way
/// in replaces it (the latest wins, as held navigation does). Unlike other dialogs, the question
/// holds the user's intent: a snapshot saves it with the state it leads to, and restoring asks it
/// again.
public struct HeldExit: Hashable, Sendable {
    /// What the held way out does once the user discards their work.
    package enum Request: Hashable, Sendable {
        /// A transaction: the router applies it as it was asked.
        case navigation
        /// The session stops meeting these requirements (sign-out). `answered` lists the windows
        /// that discarded their work already: each window holding such work is asked in turn, and
        /// the requirements go after the last "Discard".
        case revoke(Set<Requirement>, answered: [Int])
        /// The window closes (``NavigationSession/close(_:)``).
        case closeWindow

        /// Its name in the journal's lines: `navigation`, `revoke` or `closeWindow`.
        package var name: String {
            switch self {
            case .navigation: "navigation"
            case .revoke: "revoke"
            case .closeWindow: "closeWindow"
            }
        }
    }

    /// What the way out does.
    package let request: Request
    /// Why it was asked: the transaction that applies it carries it.
    package let cause: TransitionCause
    /// The screens holding unsaved work that it would take away, bottom first.
    package let screens: [EntryID]
    /// For ``Request/navigation``, the transaction's outcome, applied as it is on "Discard".
    let outcome: HeldOutcome?

    init(
        request: Request, cause: TransitionCause, screens: [EntryID], outcome: HeldOutcome? = nil,
        link: String? = nil
    ) {
        self.request = request
        self.cause = cause
        self.screens = screens
        self.outcome = outcome
        self.link = link
    }

    /// The link the held way out opens, if it is a way in (a link, a notification, an activity,
    /// a quick action) or leads to navigation held for sign-in: what a front end shows as pending.
    public let link: String?
}

/// What a held transaction leads to, kept whole so that "Discard" applies exactly what was asked:
/// the state, and what its event and journal entry say. Boxed, since a state holds it.
final class HeldOutcome: Hashable, Sendable {
    let state: NavigationState
    let intents: [NavigationIntent]
    let reopened: ModalReturnPoint?
    let notes: [JournalNote]
    let source: PresentationSource?

    init(
        state: NavigationState, intents: [NavigationIntent], reopened: ModalReturnPoint?, notes: [JournalNote],
        source: PresentationSource?
    ) {
        self.state = state
        self.intents = intents
        self.reopened = reopened
        self.notes = notes
        self.source = source
    }

    static func == (lhs: HeldOutcome, rhs: HeldOutcome) -> Bool {
        lhs === rhs
            || (lhs.state == rhs.state && lhs.intents == rhs.intents && lhs.reopened == rhs.reopened
                && lhs.notes == rhs.notes && lhs.source == rhs.source)
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(state)
    }
}
