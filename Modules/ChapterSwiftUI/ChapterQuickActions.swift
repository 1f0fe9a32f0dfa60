#if canImport(SwiftUI) && canImport(UIKit)
// Compiled only where SwiftUI and UIKit exist (iPhone, iPad), and on Linux against the stand-ins of
// their declared API in Tools/SwiftUICheck. Chapter's Home Screen quick actions: the list comes
// from the composition root (ChapterApp.quickActions), the delivery from WaymarkSwiftUI.
import ChapterApp
import Foundation
import SwiftUI
import UIKit
import WaymarkSwiftUI

/// Chapter's app delegate on iPhone and iPad: every window's scene delegate is the one that takes
/// the Home Screen's quick actions. The app target names it with `@UIApplicationDelegateAdaptor`.
public final class ChapterAppDelegate: NSObject, UIApplicationDelegate {
    public func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        let configuration = UISceneConfiguration(name: nil, sessionRole: connectingSceneSession.role)
        configuration.delegateClass = QuickActionSceneDelegate.self
        return configuration
    }
}

/// A window's quick actions: the app's list is on the Home Screen once a window is up, and the
/// one the user chooses goes to this window's presenter.
struct ChapterQuickActions: ViewModifier {
    let scene: ChapterSceneModel
    /// Put in the environment by SwiftUI, as the scene's delegate (``ChapterAppDelegate``).
    @EnvironmentObject private var sceneDelegate: QuickActionSceneDelegate

    func body(content: Content) -> some View {
        content
            .performsQuickActions(from: sceneDelegate, with: scene.presenter)
            .onAppear {
                UIApplication.shared.shortcutItems = scene.app.quickActions.map { UIApplicationShortcutItem($0) }
            }
    }
}
#endif
