import Observation

/// The one object at the edge: holds the state, applies transactions and tells observers.
///
/// All navigation logic is in the pure ``NavigationState/applying(_:registry:)``; the router adds
/// what a UI needs around it: observation (SwiftUI re-renders when ``state`` changes) and an
/// ordered stream of events. It never sleeps or schedules: every call returns with the new state
/// in place and every observer told.
@MainActor
@Observable
public final class NavigationRouter {
    /// Every destination of the app.
    public let registry: NavigationRegistry
    /// Where the user is.
    public private(set) var state: NavigationState

    @ObservationIgnored private var observers: [(id: Int, handler: @MainActor (NavigationEvent) -> Void)] = []
    @ObservationIgnored private var nextObserverID = 0
    @ObservationIgnored private var eventCount = 0
    @ObservationIgnored private var undelivered: [NavigationEvent] = []
    @ObservationIgnored private var isDelivering = false

    /// A router at the registry's cold-start state.
    public init(registry: NavigationRegistry) {
        self.registry = registry
        state = registry.initialState
    }

    /// Whether the tab bar shows, from the destination on top of the selected tab.
    public var isTabBarVisible: Bool {
        registry.isTabBarVisible(in: state)
    }

    /// Applies a transaction: every intent or none, one new state, one event.
    ///
    /// - Returns: The published event.
    /// - Throws: The first intent's error; the state is then unchanged and no event is published.
    @discardableResult
    public func apply(_ transaction: NavigationTransaction) throws(NavigationError) -> NavigationEvent {
        let (next, reopened) = try state.settled(applying: transaction.intents, registry: registry)
        return transition(to: next, intents: transaction.intents, cause: transaction.cause, reopened: reopened)
    }

    /// Applies `intents` as one transaction.
    @discardableResult
    public func perform(_ intents: NavigationIntent..., cause: TransitionCause = .user) throws(NavigationError)
        -> NavigationEvent
    {
        try apply(NavigationTransaction(intents, cause: cause))
    }

    /// Replaces the whole state, as restoration and sign-out pruning do.
    ///
    /// The state is checked against the registry first: a state this router could not have
    /// reached through intents is refused and the current state kept.
    @discardableResult
    public func replaceState(_ newState: NavigationState, cause: TransitionCause) throws(NavigationError)
        -> NavigationEvent
    {
        try registry.validate(newState)
        var settled = newState
        let reopened = settled.settleReturnPoint()
        return transition(to: settled, intents: [], cause: cause, reopened: reopened)
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

    /// Stops calling the observer registered with `subscription`.
    public func cancel(_ subscription: EventSubscription) {
        observers.removeAll { $0.id == subscription.id }
    }

    // MARK: - Transitions

    /// Makes `next` the state and publishes its event; `next` must already be valid and settled.
    @discardableResult
    func transition(
        to next: NavigationState, intents: [NavigationIntent], cause: TransitionCause,
        reopened: ModalReturnPoint?
    ) -> NavigationEvent {
        eventCount += 1
        let event = NavigationEvent(
            sequenceNumber: eventCount, oldState: state, newState: next, intents: intents, cause: cause,
            reopenedReturnPoint: reopened)
        state = next
        undelivered.append(event)
        deliverEvents()
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
