// What the headless tests of the SwiftUI layer share: a clock they advance by hand, so the
// adapter's one timer (the watchdog) runs in tests without waiting on time, and a way to let the
// main actor run the tasks a view started.
import Synchronization

/// A clock that moves only when told to: a task sleeping on it wakes when ``advance(by:)`` passes
/// its deadline.
public final class ManualClock: Clock, Sendable {
    public struct Instant: InstantProtocol {
        let offset: Duration
        public func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
        public func duration(to other: Instant) -> Duration { other.offset - offset }
        public static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
    }

    private struct Sleeper {
        let deadline: Instant
        let wake: CheckedContinuation<Void, Never>
    }

    private let state = Mutex<(now: Instant, sleepers: [Sleeper])>((Instant(offset: .zero), []))

    public init() {}

    public var now: Instant { state.withLock { $0.now } }
    public var minimumResolution: Duration { .zero }

    /// How many tasks sleep on the clock.
    public var sleepers: Int { state.withLock { $0.sleepers.count } }

    public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
        await withCheckedContinuation { (wake: CheckedContinuation<Void, Never>) in
            let isDue = state.withLock { state in
                if deadline <= state.now { return true }
                state.sleepers.append(Sleeper(deadline: deadline, wake: wake))
                return false
            }
            if isDue { wake.resume() }
        }
    }

    /// Moves the clock on, waking every task whose deadline has come.
    public func advance(by duration: Duration) {
        let due = state.withLock { state in
            state.now = state.now.advanced(by: duration)
            let now = state.now
            let due = state.sleepers.filter { $0.deadline <= now }
            state.sleepers.removeAll { $0.deadline <= now }
            return due
        }
        for sleeper in due { sleeper.wake.resume() }
    }
}

/// Lets the main actor run what is queued on it (tasks a button or a URL started) until
/// `condition` holds; `false` if it still does not after many turns. It never waits on time.
@MainActor
public func letTasksRun(until condition: @MainActor () -> Bool) async -> Bool {
    for _ in 0..<10_000 {
        if condition() { return true }
        await Task.yield()
    }
    return condition()
}

/// Lets the main actor run everything queued on it, and what that queues in turn, for a bounded
/// number of turns: after it, a task a test started and then raced (a second tap) has run.
@MainActor
public func letQueuedTasksRun() async {
    for _ in 0..<1_000 { await Task.yield() }
}
