#if canImport(SwiftUI)
// Compiled only where SwiftUI exists. Chapter as a SwiftUI app: the composition root the
// `chapter` command runs, shown through WaymarkSwiftUI, with one generic view for every screen.
import ChapterApp
import ChapterKit
import SwiftUI
import Waymark
import WaymarkSwiftUI

/// Chapter's window. An iPhone or Mac app target needs only:
///
/// ```swift
/// @main struct ChapterMain: App {
///     var body: some Scene { ChapterWindow() }
/// }
/// ```
public struct ChapterWindow: Scene {
    public init() {}

    public var body: some Scene {
        WindowGroup { ChapterScene() }
    }
}

/// One window: its own app (router, links, session) and presenter.
struct ChapterScene: View {
    @State private var model = ChapterModel()

    var body: some View {
        switch model.started {
        case .success(let presenter):
            NavigationRoot(presenter: presenter) { tab in Text(tab.rawValue.capitalized) }
        case .failure(let error):
            // The app refused to start: two features collide, or a destination has no screen.
            Text(String(describing: error)).padding()
        }
    }
}

@MainActor
@Observable
final class ChapterModel {
    let started: Result<ScreenPresenter, any Error>

    init() {
        started = Result { () throws -> ScreenPresenter in
            let app = try ChapterApp()
            return ScreenPresenter(
                router: app.navigation, links: app.links,
                view: { route in AnyView(ScreenView(content: app.views.view(for: route))) },
                root: app.rootRoute(of:))
        }
    }
}

/// Every Chapter screen: its title, its lines, and its actions as buttons that call the
/// feature's router protocol, exactly as the terminal shows them.
struct ScreenView: View {
    let content: ScreenContent?
    @State private var screen: Screen?

    var body: some View {
        List {
            if let screen {
                Section {
                    ForEach(Array(screen.lines.enumerated()), id: \.offset) { Text($0.element) }
                }
                Section {
                    ForEach(Array(screen.actions.enumerated()), id: \.offset) { item in
                        Button(item.element.title) { Task { await item.element.perform() } }
                    }
                }
            }
        }
        .navigationTitle(screen?.title ?? "")
        .task { screen = await content?.make() }
    }
}
#endif
