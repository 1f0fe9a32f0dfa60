// MustNotCompile/SceneDelegateOffMainActor.swift put right: read on the main actor, it compiles.
import UIKit

@MainActor
func title(of item: UIApplicationShortcutItem) -> String {
    item.localizedTitle
}
