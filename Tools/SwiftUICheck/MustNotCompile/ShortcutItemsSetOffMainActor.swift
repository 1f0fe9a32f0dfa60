// expect: main actor-isolated
// UIKit's application object belongs to the main actor (`UIApplication` is `NS_SWIFT_UI_ACTOR`):
// the Home Screen's quick actions set from code that is not on it are refused, as the sample sets
// them from a view. A quick action's item itself is a plain class, which UIKit leaves unisolated.
import UIKit

#if !os(tvOS) && !os(watchOS)
func publish(_ items: [UIApplicationShortcutItem]) {
    UIApplication.shared.shortcutItems = items
}
#endif
