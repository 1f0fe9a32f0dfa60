#if canImport(SwiftUI) && canImport(UIKit) && !os(tvOS) && !os(watchOS)
// Compiled where SwiftUI and UIKit's quick actions exist (iPhone, iPad, Mac Catalyst, Vision Pro:
// UIKit declares `UIApplicationShortcutItem` and its delivery unavailable on tvOS, and watchOS has
// none of them), and on Linux against the stand-ins of their declared API in Tools/SwiftUICheck,
// where its tests run.
import Combine
import Foundation
import Observation
import SwiftUI
import UIKit
@_spi(FrontEnd) import Waymark
@_spi(FrontEnd) import WaymarkPresentation

extension UIApplicationShortcutItem {
    /// The Home Screen item of `action` (``NavigationRegistry/quickAction(for:title:)`` makes it
    /// from a destination's declaration), for `UIApplication.shared.shortcutItems`.
    public convenience init(_ action: QuickAction, icon: UIApplicationShortcutIcon? = nil) {
        self.init(
            type: action.type, localizedTitle: action.title, localizedSubtitle: nil, icon: icon,
            userInfo: action.userInfo.mapValues { NSString(string: $0) })
    }
}

extension QuickAction {
    /// The action a Home Screen item holds; user info that is not text is left out, and the
    /// engine refuses an action without its link with a notice.
    init(_ item: UIApplicationShortcutItem) {
        let userInfo = (item.userInfo ?? [:]).compactMapValues { value in (value as? NSString).map(String.init) }
        self.init(type: item.type, title: item.localizedTitle, userInfo: userInfo)
    }
}

/// The scene delegate of a Waymark app's windows on iPhone and iPad, for the Home Screen's quick
/// actions: UIKit hands them to a scene's delegate only (at launch in the connection options,
/// later through ``windowScene(_:performActionFor:completionHandler:)``), and at launch before any
/// view exists. So it keeps each one until the scene's root view hands it to the presenter
/// (`performsQuickActions(from:with:)`); it decides nothing.
///
/// Name it as the delegate class of the app's scene configuration
/// (`application(_:configurationForConnecting:options:)`); SwiftUI puts a scene delegate that is an
/// `ObservableObject` in the scene's environment, where the root view reads it with
/// `@EnvironmentObject`.
@MainActor
@Observable
public final class QuickActionSceneDelegate: NSObject, UIWindowSceneDelegate, ObservableObject {
    /// The quick actions received and not yet handed over, oldest first.
    public private(set) var received: [QuickAction] = []

    /// The scene connects: launched from a quick action, it is in the options.
    public func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {
        if let item = connectionOptions.shortcutItem { received.append(QuickAction(item)) }
    }

    /// The user chose a quick action while the scene was running. It is reported handled: the
    /// engine answers every action, a refused one with a notice the user sees.
    public func windowScene(
        _ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
        completionHandler: @escaping (Bool) -> Void
    ) {
        received.append(QuickAction(shortcutItem))
        completionHandler(true)
    }

    /// The actions received so far, which are no longer kept.
    fileprivate func handOver() -> [QuickAction] {
        defer { received = [] }
        return received
    }
}

extension View {
    /// Hands each Home Screen quick action `sceneDelegate` receives to `presenter`, which opens
    /// its link under the rules links follow (guards, held navigation, notices), naming the quick
    /// action in the journal and screen views. One received at launch is handed over when the
    /// view first appears; the presenter queues it until the scene is ready.
    public func performsQuickActions(from sceneDelegate: QuickActionSceneDelegate, with presenter: ScreenPresenter)
        -> some View
    {
        modifier(QuickActionDelivery(sceneDelegate: sceneDelegate, presenter: presenter))
    }
}

private struct QuickActionDelivery: ViewModifier {
    let sceneDelegate: QuickActionSceneDelegate
    let presenter: ScreenPresenter

    func body(content: Content) -> some View {
        content.onChange(of: sceneDelegate.received, initial: true) {
            let actions = sceneDelegate.handOver()
            guard !actions.isEmpty else { return }
            presenter.scene.startWork {
                for action in actions { await presenter.scene.links.perform(action) }
            }
        }
    }
}
#endif
