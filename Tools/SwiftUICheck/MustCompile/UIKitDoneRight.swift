// MustNotCompile/ShortcutItemsSetOffMainActor.swift put right: set on the main actor, it compiles.
// A quick action's item is a plain class, as UIKit declares it: it is read anywhere. Quick actions
// exist where UIKit declares them, not on tvOS or watchOS.
import UIKit

#if !os(tvOS) && !os(watchOS)
@MainActor
func publish(_ items: [UIApplicationShortcutItem]) {
    UIApplication.shared.shortcutItems = items
}

func title(of item: UIApplicationShortcutItem) -> String {
    item.localizedTitle
}
#endif
