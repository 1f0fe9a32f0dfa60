// expect: 'UIAccessibility.post(notification:argument:)' compiled for watchOS, where it is unavailable
// UIKit's accessibility notification posted under `canImport(UIKit)` alone: watchOS has UIKit but
// not `UIAccessibility.post`. The availability check must refuse it (Tools/check-swiftui).
#if canImport(UIKit)
import UIKit

@MainActor func announceScreenChange() {
    UIAccessibility.post(notification: .screenChanged, argument: nil)
}
#endif
