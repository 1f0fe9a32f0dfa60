#if canImport(SwiftUI) && canImport(UIKit) && !os(tvOS) && !os(watchOS)
// Compiled only where SwiftUI and UIKit's quick actions exist (iPhone, iPad, Mac Catalyst, Vision
// Pro; not tvOS or watchOS, where UIKit declares none), and on Linux against the stand-ins of
// their declared API in Tools/SwiftUICheck. Chapter's Home Screen quick actions: the list comes
// from the composition root (ChapterApp.quickActions), the delivery from WaymarkSwiftUI.
import ChapterApp
import Foundation
import SwiftUI
import UIKit
import WaymarkSwiftUI

/// Chapter's app delegate on iPhone and iPad: every app window's scene delegate is the one that
/// takes the Home Screen's quick actions. The app target names it with
/// `@UIApplicationDelegateAdaptor`.
public final class ChapterAppDelegate: NSObject, UIApplicationDelegate {
    /// A window of the app (`.windowApplication`) gets the quick actions' scene delegate; any other
    /// role (an external display, say) keeps SwiftUI's, since UIKit delivers quick actions to the
    /// app's windows only.
    public func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        let configuration = UISceneConfiguration(name: nil, sessionRole: connectingSceneSession.role)
        if connectingSceneSession.role == .windowApplication {
            configuration.delegateClass = QuickActionSceneDelegate.self
        }
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
