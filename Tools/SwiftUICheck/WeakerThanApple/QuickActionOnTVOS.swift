// expect: 'UIApplicationShortcutItem' compiled for tvOS, where it is unavailable
// Quick actions guarded by `canImport(UIKit)` alone: compiled for tvOS and watchOS, where UIKit
// declares none of them. The availability check must refuse it (Tools/check-swiftui).
#if canImport(UIKit)
import UIKit

func homeScreenItem(titled title: String) -> UIApplicationShortcutItem {
    UIApplicationShortcutItem(type: "open", localizedTitle: title)
}
#endif
