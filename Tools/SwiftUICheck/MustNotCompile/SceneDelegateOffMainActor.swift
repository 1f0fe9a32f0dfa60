// expect: main actor-isolated
// UIKit's scenes and their delegates belong to the main actor: a quick action's item read from
// code that is not on it is refused, as the adapter's delegate must run there.
import UIKit

func title(of item: UIApplicationShortcutItem) -> String {
    item.localizedTitle
}
