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
    let drawsItsOwnTabBar: Bool

    /// Windows of the app `launch` started; with `drawsItsOwnTabBar`, each under a tab bar Chapter
    /// draws itself around one stack (``ChapterTabBarRoot``) instead of SwiftUI's `TabView`.
    public init(_ launch: ChapterLaunch, drawsItsOwnTabBar: Bool = false) {
        self.launch = launch
        self.drawsItsOwnTabBar = drawsItsOwnTabBar
    }

    /// A window for each scene; where windows can be opened on a value (iPhone, iPad, Mac,
    /// visionOS), a window opened with a link ("Open in new window") shows that link's screen.
    public var body: some Scene {
        #if os(tvOS) || os(watchOS)
        WindowGroup(makeContent: {
            ChapterSceneView(launch: launch, drawsItsOwnTabBar: drawsItsOwnTabBar, link: .constant(nil))
        })
        #else
        WindowGroup(for: String.self) { $link in
            ChapterSceneView(launch: launch, drawsItsOwnTabBar: drawsItsOwnTabBar, link: $link)
        }
        #endif
    }
}

/// One window: its scene is opened once, when the window first appears, and kept for its life.
/// A window opened on a link shows it once: the link is then forgotten, so a restart restores
/// the window from its scene storage rather than opening the link again.
struct ChapterSceneView: View {
    let launch: ChapterLaunch
    let drawsItsOwnTabBar: Bool
    @Binding var link: String?
    @State private var window: Result<ChapterSceneModel, any Error>?

    var body: some View {
        content.task {
            guard window == nil else { return }
            window = launch.openWindow()
            if case .success(let scene)? = window, let opening = link {
                link = nil
                await scene.app.links.openInThisWindow(opening)
            }
        }
    }

    @ViewBuilder private var content: some View {
        switch window {
        case .success(let scene)? where drawsItsOwnTabBar:
            ChapterTabBarRoot(scene: scene)
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
            .searchTabField(scene)
            #if canImport(UIKit) && !os(tvOS) && !os(watchOS)
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

/// Every Chapter screen: its title, its lines, a picker's items (each a button that chooses or
/// leaves it, the chosen ones checked), a form's text field, what `done` gives back, and its actions as buttons that
/// call the feature's router protocol, exactly as the terminal shows them. It shows the entry its
/// environment names, so a picker's choice is that entry's own. It loads again when its route or
/// entry changes (a value given back changes the route) and when the scene's
/// ``ChapterSceneModel/revision`` moves on (an action changed the user's data).
struct ScreenView: View {
    let scene: ChapterSceneModel
    let route: AnyRoute
    @Environment(\.screenEntry) private var entry
    #if !os(tvOS) && !os(watchOS)
    @Environment(\.openWindow) private var openWindow
    @Environment(\.supportsMultipleWindows) private var supportsMultipleWindows
    #endif
    @State private var screen: Screen?
    /// What the user typed into the screen's text field since it last loaded.
    @State private var typed: String?

    var body: some View {
        List {
            if let screen {
                Section {
                    ForEach(Array(screen.lines.enumerated()), id: \.offset) { Text($0.element) }
                }
                if let picker = screen.picker {
                    Section {
                        ForEach(Array(picker.items.enumerated()), id: \.offset) { item in
                            Button(ScreenView.label(item.element, chosen: picker.chosen.contains(item.offset))) {
                                scene.choose(ScreenView.toggling(item.offset, in: picker), on: picker)
                            }
                        }
                    }
                }
                if let field = screen.textField {
                    Section {
                        TextField(
                            field.prompt,
                            text: Binding(
                                get: { @MainActor [typed = $typed] in typed.wrappedValue ?? field.text },
                                set: { @MainActor [typed = $typed, scene] text in
                                    typed.wrappedValue = text
                                    scene.type(text, into: field)
                                }))
                    }
                }
                if let done = screen.done {
                    Button(done.title) { scene.presenter.scene.startWork { await scene.perform(done) } }
                }
                #if !os(tvOS) && !os(watchOS)
                if supportsMultipleWindows, let link = scene.newWindowLink(for: route, showing: screen) {
                    Button("Open in new window") { openWindow(value: link) }
                }
                #endif
                Section {
                    ForEach(Array(screen.actions.enumerated()), id: \.offset) { item in
                        Button(item.element.title) {
                            scene.presenter.scene.startWork { await scene.perform(item.element) }
                        }
                        .presentationSource(item.element.source)
                    }
                }
            }
        }
        .navigationTitle(screen?.title ?? "")
        .task(id: Load(route: route, entry: entry?.id, revision: scene.revision)) {
            screen = await scene.screen(for: route, showing: entry)
            typed = nil
        }
    }

    /// What the screen loads: loaded again when any of it changes.
    private struct Load: Equatable {
        let route: AnyRoute
        let entry: EntryID?
        let revision: Int
    }

    /// An item as its button shows it: a check mark before a chosen one.
    static func label(_ item: String, chosen: Bool) -> String {
        (chosen ? "\u{2713} " : "") + item
    }

    /// The choice once the user taps the item at `position`: a picker of one takes it alone; any
    /// other adds it, or leaves it out when it was chosen.
    static func toggling(_ position: Int, in picker: ScreenPicker) -> [Int] {
        if picker.allowed.upperBound == 1 { return [position] }
        return picker.chosen.contains(position) ? picker.chosen.filter { $0 != position } : picker.chosen + [position]
    }
}
extension View {
    /// The search field the search tab activates, where the platform gives tabs roles (iOS 26): on
    /// the tab view, as Apple's example puts it; submitting shows the results on the search tab.
    fileprivate func searchTabField(_ scene: ChapterSceneModel) -> some View {
        SearchTabField(content: self, scene: scene)
    }
}

/// The tab view with its search field, when the app has a search tab.
private struct SearchTabField<Content: View>: View {
    let content: Content
    let scene: ChapterSceneModel
    @State private var query = ""

    @ViewBuilder var body: some View {
        if scene.app.registry.searchTab != nil {
            content
                .searchable(text: $query)
                .onSubmit(of: .search) {
                    let query = query
                    scene.presenter.scene.startWork { await scene.search(for: query) }
                }
        } else {
            content
        }
    }
}
#endif
