#if canImport(SwiftUI) && SWIFTUI_STANDIN
// Compiled only in Tools/SwiftUICheck, against the stand-in of SwiftUI's declared API: these tests
// read the view tree through the stand-in's renderer, which SwiftUI does not offer.
import ChapterApp
import Foundation
import HeadlessSupport
import SwiftUI
import Testing
import UIKit
@_spi(FrontEnd) import Waymark
@_spi(FrontEnd) import WaymarkPresentation
import WaymarkSwiftUI

@testable import ChapterSwiftUI

extension ViewRenderer {
    /// Makes a render that never settles fail the test under way, naming the views it kept drawing.
    static func failTheTestWhenARenderNeverSettles() {
        whenARenderNeverSettles = { problem in Issue.record(Comment(rawValue: problem)) }
    }
}

/// A Chapter window, as an iPhone shows it: the real composition root through the adapter.
@MainActor
final class ChapterWindowUnderTest {
    let clock = ManualClock()
    let launch: ChapterLaunch
    let renderer: ViewRenderer
    /// The window's scene delegate, as ``ChapterAppDelegate`` names it and SwiftUI puts it in the
    /// environment.
    let sceneDelegate: QuickActionSceneDelegate

    /// A process with one window; `storage` is what scene storage holds when the window opens,
    /// `shortcut` the Home Screen quick action it was launched from; with `drawsItsOwnTabBar`,
    /// Chapter's own tab bar around one stack instead of the tab view.
    init(
        restoring storage: Data? = nil, launchedFrom shortcut: UIApplicationShortcutItem? = nil,
        drawsItsOwnTabBar: Bool = false
    ) async throws {
        ViewRenderer.reset()
        ViewRenderer.failTheTestWhenARenderNeverSettles()
        if let storage { SceneStorageValues.values["waymark.snapshot"] = storage }
        let session = UISceneSession(persistentIdentifier: "window")
        let options = UIScene.ConnectionOptions(shortcutItem: shortcut)
        let configuration = ChapterAppDelegate().application(
            UIApplication.shared, configurationForConnecting: session, options: options)
        sceneDelegate = try #require(configuration.delegateClass as? QuickActionSceneDelegate.Type).init()
        sceneDelegate.scene(
            UIWindowScene(session: session, connectionOptions: options), willConnectTo: session, options: options)
        WindowEnvironmentObjects.put(sceneDelegate)
        launch = ChapterLaunch(host: .swiftUI(watchdogClock: clock))
        let launch = launch
        renderer = ViewRenderer(scene: ChapterWindow(launch, drawsItsOwnTabBar: drawsItsOwnTabBar))
        await renderer.runTasks()
    }

    var scene: ChapterSceneModel {
        get throws {
            let view = try #require(renderer.nodes(of: ScreenView.self).first?.view)
            return view.scene
        }
    }

    var router: NavigationRouter { get throws { try scene.app.navigation } }
    var presenter: ScreenPresenter { get throws { try scene.presenter } }

    /// Awaits the work the window's views started: a tapped button's action, a link the system
    /// opened, a dialog's answer.
    func workFinished() async throws {
        try await presenter.scene.startedWorkFinished()
    }

    /// Renders what changed, finishes every animation and lets the screens that changed load.
    func settle() async {
        renderer.render()
        renderer.finishAnimations()
        await renderer.runTasks()
    }
}
#endif
