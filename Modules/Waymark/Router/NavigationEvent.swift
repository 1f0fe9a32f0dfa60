/// One transition: the state before, the state after, and why.
///
/// Every successful transaction and every restoration publishes exactly one event, so an observer
/// (analytics, a test, a UI adapter animating the difference) sees every state the user saw.
public struct NavigationEvent: Hashable, Sendable {
    /// The position of this event among the router's events, from 1.
    let sequenceNumber: Int
    /// The state before the transition.
    public let oldState: NavigationState
    /// The state after the transition.
    public let newState: NavigationState
    /// The intents applied; empty for a restoration, which replaces the state as a whole.
    public let intents: [NavigationIntent]
    /// Why the state changed.
    public let cause: TransitionCause
    /// The remembered modals this transition presented again because the user came back to where
    /// they were left (see `ModalReturnPoint`); a UI adapter may animate them as a return.
    let reopenedReturnPoint: ModalReturnPoint?
    /// The view on screen the user started this transition from, if they did: where a screen it
    /// opens may zoom from.
    public let source: PresentationSource?
    /// The dialog this transition closed, with the button it closed with and why: answered by the
    /// user, or closed as cancelled because the transaction navigated.
    let closedDialog: DialogClosure?

    /// Whether a restored snapshot replaced the state: a restoration, with no intents. A notice
    /// about the saved session has the cause `.restoration` too, but changes nothing shown.
    package var restoresASnapshot: Bool {
        cause == .restoration && intents.isEmpty
    }
}

/// A registered observer of a router's events; pass it to ``NavigationRouter/cancel(_:)`` to stop.
public struct EventSubscription: Hashable, Sendable {
    let id: Int
}
