// What the headless tests of the SwiftUI layer share: a clock they advance by hand, so the
// adapter's one timer (the watchdog) runs in tests without waiting on time. Work a view starts is
// awaited through the presenter (`startedWorkFinished()`, `updatesFinished()`), never by yielding.
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

    private struct Waiter {
        let sleepers: Int
        let resume: CheckedContinuation<Void, Never>
    }

    private struct State {
        var now = Instant(offset: .zero)
        var sleepers: [Sleeper] = []
        var waiters: [Waiter] = []

        /// Takes out the waiters whose count of sleepers has been reached.
        mutating func waitersSatisfied() -> [Waiter] {
            let count = sleepers.count
            let satisfied = waiters.filter { $0.sleepers <= count }
            waiters.removeAll { $0.sleepers <= count }
            return satisfied
        }
    }

    private let state = Mutex(State())

    public init() {}

    public var now: Instant { state.withLock { $0.now } }
    public var minimumResolution: Duration { .zero }

    /// How many tasks sleep on the clock.
    public var sleepers: Int { state.withLock { $0.sleepers.count } }

    public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
        await withCheckedContinuation { (wake: CheckedContinuation<Void, Never>) in
            let (isDue, satisfied) = state.withLock { state -> (Bool, [Waiter]) in
                if deadline <= state.now { return (true, []) }
                state.sleepers.append(Sleeper(deadline: deadline, wake: wake))
                return (false, state.waitersSatisfied())
            }
            if isDue { wake.resume() }
            for waiter in satisfied { waiter.resume.resume() }
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

extension ManualClock {
    /// Returns once `count` tasks sleep on the clock (a watchdog started, say), so a test advances
    /// the clock past a deadline that has been set; it waits on the sleepers themselves.
    public func untilSleeping(_ count: Int) async {
        await withCheckedContinuation { (resume: CheckedContinuation<Void, Never>) in
            let isSatisfied = state.withLock { state in
                if state.sleepers.count >= count { return true }
                state.waiters.append(Waiter(sleepers: count, resume: resume))
                return false
            }
            if isSatisfied { resume.resume() }
        }
    }
}
