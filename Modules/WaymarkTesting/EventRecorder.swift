import Waymark

/// Records every event a router publishes from the moment it is made, oldest first.
@MainActor
public final class EventRecorder {
    /// The events so far.
    public private(set) var events: [NavigationEvent] = []

    public init(_ router: NavigationRouter) {
        router.observe { [unowned self] event in
            events.append(event)
        }
    }
}
