#if canImport(SwiftUI)
// Compiled only where SwiftUI exists, and on Linux against the stand-in of SwiftUI's declared API in
// Tools/SwiftUICheck. Chapter as a SwiftUI app: the composition root the `chapter` command runs,
// shown through WaymarkSwiftUI, with one generic view for every screen.
import ChapterApp
import ChapterKit
import Foundation
import SwiftUI
import Waymark
import WaymarkPresentation
import WaymarkSwiftUI

/// Chapter's windows. An iPhone, iPad or Mac app target needs only:
///
/// ```swift
/// @main struct ChapterMain: App {
///     // iPhone and iPad: the scene delegate that takes the Home Screen's quick actions.
///     @UIApplicationDelegateAdaptor private var appDelegate: ChapterAppDelegate
///     private let chapter = ChapterLaunch()   // an App is created once per process
///     var body: some Scene { ChapterWindow(chapter) }
/// }
/// ```
public struct ChapterWindow: Scene {
    let launch: ChapterLaunch

    /// Windows of the app `launch` started.
    public init(_ launch: ChapterLaunch) {
        self.launch = launch
    }

    public var body: some Scene {
        WindowGroup { ChapterSceneView(launch: launch) }
    }
}

/// One window: its scene is opened once, when the window first appears, and kept for its life.
struct ChapterSceneView: View {
    let launch: ChapterLaunch
    @State private var window: Result<ChapterSceneModel, any Error>?

    var body: some View {
        content.task { window = window ?? launch.openWindow() }
    }

    @ViewBuilder private var content: some View {
        switch window {
        case .success(let scene)?:
            NavigationRoot(presenter: scene.presenter) { route in
                ScreenView(scene: scene, route: route)
            } tabLabel: { tab in
                Text(tab.rawValue.capitalized)
            } placeholder: { tab in
                Text(ChapterApp.emptyDetailColumn(of: tab))
            } answering: { action in
                await scene.app.carryOut(action)
            }
            #if canImport(UIKit)
            .modifier(ChapterQuickActions(scene: scene))
            #endif
        case .failure(let error)?:
            // The app refused to start: two features collide, or a destination has no screen.
            Text(String(describing: error)).padding()
        case nil:
            EmptyView()
        }
    }
}

/// Every Chapter screen: its title, its lines, and its actions as buttons that call the
/// feature's router protocol, exactly as the terminal shows them. It loads again whenever the
/// scene's ``ChapterSceneModel/revision`` moves on, since an action may have changed its data.
struct ScreenView: View {
    let scene: ChapterSceneModel
    let route: AnyRoute
    @State private var screen: Screen?

    var body: some View {
        List {
            if let screen {
                Section {
                    ForEach(Array(screen.lines.enumerated()), id: \.offset) { Text($0.element) }
                }
                Section {
                    ForEach(Array(screen.actions.enumerated()), id: \.offset) { item in
                        Button(item.element.title) { scene.presenter.startWork { await scene.perform(item.element) } }
                    }
                }
            }
        }
        .navigationTitle(screen?.title ?? "")
        .task(id: scene.revision) { screen = await scene.screen(for: route) }
    }
}
#endif
