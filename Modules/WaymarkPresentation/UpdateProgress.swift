/// How far the update under way is from done: the signals of its ``CompletionPolicy`` it still
/// waits for, and how many updates the watchdog has completed because theirs never came.
///
/// A value the presenter keeps; a test reads it to see what an update waits for.
package struct UpdateProgress: Hashable, Sendable {
    /// The signals the update under way still waits for.
    private(set) var awaitedSignals: Set<UpdateSignal> = []
    /// How many updates the watchdog completed because their signals never came.
    package private(set) var overdueUpdates = 0

    /// An update was handed out that waits for `signals`.
    mutating func started(awaiting signals: Set<UpdateSignal>) {
        awaitedSignals = signals
    }

    /// The UI sent `signal`: whether it was the last the update waited for, which is then done.
    mutating func received(_ signal: UpdateSignal) -> Bool {
        awaitedSignals.remove(signal) != nil && awaitedSignals.isEmpty
    }

    /// The watchdog completed the update under way.
    mutating func overdue() {
        overdueUpdates += 1
        awaitedSignals = []
    }

    /// The update under way was abandoned (a restoration shows the state as it is).
    mutating func abandoned() {
        awaitedSignals = []
    }
}
