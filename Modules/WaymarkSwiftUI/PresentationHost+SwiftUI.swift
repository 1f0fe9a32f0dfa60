#if canImport(SwiftUI)
// Compiled only where SwiftUI exists, and on Linux against the stand-in of SwiftUI's declared API in
// Tools/SwiftUICheck. The module's one timer lives here; what it means is the presenter's policy.
import SwiftUI
import WaymarkPresentation

extension PresentationHost {
    /// Updates applied in `withAnimation`, whose completion is one of the signals an update waits
    /// for, and the watchdog as a task that sleeps on `clock` (tests pass a clock they advance).
    public static func swiftUI<C: Clock<Duration>>(watchdogClock clock: C = ContinuousClock()) -> PresentationHost {
        PresentationHost(
            animate: { changes, finished in
                withAnimation(.default, completionCriteria: .logicallyComplete, changes, completion: { finished() })
            },
            startWatchdog: { timeout, expired in
                Task { @MainActor in
                    try? await clock.sleep(for: timeout)
                    expired()
                }
            })
    }
}
#endif
