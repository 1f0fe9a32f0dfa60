#if canImport(SwiftUI)
// Compiled only where SwiftUI exists, and on Linux against the stand-in of SwiftUI's declared API in
// Tools/SwiftUICheck, where its tests run. Nothing here uses SwiftUI itself: it is what the sample's
// views decide, kept where a test reaches it.
import ChapterApp
import ChapterKit
import Observation
import Waymark
import WaymarkPresentation
import WaymarkSwiftUI

/// Chapter, started once per process: one app (its catalog, its data, who is signed in) whose
/// windows are scenes of it.
@MainActor
public final class ChapterLaunch {
    private let started: Result<ChapterApp, any Error>
    private let host: PresentationHost
    private let platform: PlatformRules

    /// Starts the app; a failure (two features collide, a destination has no screen) is shown in
    /// every window instead. `host` is how windows animate updates and run their watchdog;
    /// `platform`, whose rules the plans follow (on iOS 26, search is the search tab).
    public init(host: PresentationHost = .swiftUI(), platform: PlatformRules = ChapterLaunch.runningPlatform) {
        // The app makes the windows; its own scene is none of them.
        started = Result { try ChapterApp(tabsHaveRoles: platform.givesTabsRoles, opensAWindow: false) }
        self.host = host
        self.platform = platform
    }

    /// The rules of the system the app runs on: iOS 26's where tabs have roles (iOS and macOS 26),
    /// iOS 17's elsewhere.
    public static var runningPlatform: PlatformRules {
        #if os(tvOS) || os(watchOS) || os(visionOS)
        .iOS17
        #else
        if #available(iOS 26, macOS 26, *) { .iOS26 } else { .iOS17 }
        #endif
    }

    /// The scene of a new window: a new scene of the app (same catalog, data and session), which
    /// only the window's views hold, so the session forgets the window when SwiftUI discards it.
    func openWindow() -> Result<ChapterSceneModel, any Error> {
        started.flatMap { app in
            Result { try ChapterSceneModel(app: try app.newScene(), host: host, platform: platform) }
        }
    }
}

/// A window's navigation and screens.
@MainActor
@Observable
final class ChapterSceneModel {
    /// The window's scene of the app.
    let app: ChapterApp
    /// What the window shows.
    let presenter: ScreenPresenter
    /// Moves on when what screens show from the app's data may have changed: an action that
    /// changed the user's data (a course added to the shortlist, signing in), a picker's choice, a
    /// search. Every screen reads it and loads again; navigation alone never moves it, so a push
    /// in one tab loads no screen of another (a screen whose route or entry changes loads again
    /// for that).
    private(set) var revision = 0
    /// Whether an action is running.
    private(set) var isActing = false

    init(app: ChapterApp, host: PresentationHost, platform: PlatformRules) throws {
        self.app = app
        presenter = app.presenter(rules: platform, host: host)
    }

    /// What screens show of the user's data besides their route and entry: the shortlist, who is
    /// signed in and onboarded, the session's modes.
    private var userData: UserData {
        UserData(shortlist: app.shortlist, met: app.session.met, modes: app.session.modes)
    }

    /// The link a window of its own opens for `route` ("Open in new window"): offered where its
    /// screen stands in a window of its own and the window is wide enough for windows side by
    /// side (the presenter's width, the one every front end reads); `nil` elsewhere.
    func newWindowLink(for route: AnyRoute, showing screen: Screen) -> String? {
        guard screen.standsInAWindowOfItsOwn, presenter.window.width == .regular else { return nil }
        return try? app.registry.link(for: route)
    }

    /// The screen `route` shows now, as `entry` (the entry the view shows, from its environment).
    func screen(for route: AnyRoute, showing entry: ScreenEntry?) async -> Screen {
        await app.screen(for: route, showing: entry?.id)
    }

    /// The user chose the items at `positions` on `picker`, replacing its choice: kept as the
    /// entry's state, and the screens load again to show it. A choice the picker refuses (too
    /// many) changes nothing, as the terminal's `choose` refuses it.
    func choose(_ positions: [Int], on picker: ScreenPicker) {
        guard (try? picker.choose(positions)) != nil else { return }
        revision += 1
    }

    /// The user typed `text` into `field`, in place of what it held: kept as the entry's state
    /// (the review's draft, which asks before it is lost), and the screens load again to show it.
    /// Text the field refuses (too long) changes nothing, as the terminal's `type` refuses it.
    func type(_ text: String, into field: ScreenTextField) {
        guard (try? field.type(text)) != nil else { return }
        revision += 1
    }

    /// Runs a screen's action, unless one is running or the screen is still changing (a second
    /// tap of a button whose first tap is pushing a screen): one tap, one navigation.
    /// The user submitted `query` in the search tab's field.
    func search(for query: String) async {
        guard !isActing else { return }
        app.showSearchResults(for: query)
        revision += 1
    }

    func perform(_ action: ScreenAction) async {
        guard !isActing, !presenter.updates.isUpdating else { return }
        isActing = true
        let before = userData
        // From the view the action is drawn as: a popover it opens points at it, a screen zooms out of it.
        await PresentationSource.withSource(action.source) { await action.perform() }
        isActing = false
        if userData != before { revision += 1 }
    }
}

/// The user's data that screens show, compared before and after an action.
private struct UserData: Equatable {
    let shortlist: [CourseID]
    let met: Set<Requirement>
    let modes: Set<SessionMode>
}
#endif
