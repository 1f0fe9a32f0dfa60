/// The two things a UI adapter does on its own for a ``ScreenPresenter``: apply a change inside its
/// animation, and run the one watchdog timer. Everything else, what to change and when, the
/// presenter decides.
///
/// A SwiftUI adapter applies the change in `withAnimation` and reports its completion; a test host
/// keeps both callbacks and calls them when the test says, so tests decide when (and whether)
/// updates finish and watchdogs expire, without waiting on time.
@MainActor
public struct PresentationHost {
    /// Applies `changes` inside the UI's animation, and calls `finished` once, when the UI reports
    /// the animation done.
    var animate: (_ changes: () -> Void, _ finished: @escaping @MainActor () -> Void) -> Void
    /// Calls `expired` once `timeout` has passed. The presenter ignores a watchdog whose update is
    /// done, so the host never needs to cancel one.
    var startWatchdog: (_ timeout: Duration, _ expired: @escaping @MainActor () -> Void) -> Void

    public init(
        animate: @escaping (_ changes: () -> Void, _ finished: @escaping @MainActor () -> Void) -> Void,
        startWatchdog: @escaping (_ timeout: Duration, _ expired: @escaping @MainActor () -> Void) -> Void
    ) {
        self.animate = animate
        self.startWatchdog = startWatchdog
    }
}

extension PresentationHost {
    /// The host of a front end that draws each state as it is, with nothing to animate (a
    /// terminal, a snapshot test): every update is applied at once and done at once, so no
    /// watchdog is ever needed. Pair it with ``CompletionPolicy/immediate``.
    public static var immediate: PresentationHost {
        PresentationHost(
            animate: { changes, finished in
                changes()
                finished()
            },
            startWatchdog: { _, _ in })
    }
}
