import ChapterKit
import Game
import Waymark

// The Game feature as the app wires it in: the world game, and game-first mode (turning it on and
// off here; its rule in the feature's registration); its team (its owner in Package.swift's feature
// list) owns this file.

extension AppFeature {
    static let game = AppFeature { app in
        let service = GameSampleData()
        let samples = [
            GameRoute.world.erased, GameRoute.zone(zone: ZoneID("search")).erased, GameRoute.rewards.erased,
            GameRoute.quests.erased,
        ]
        return WiredFeature(GameFeature(service: service), sampleRoutes: samples) { router in
            GameScreens(service: service, router: GameRouter(router))
        }
    }
}

extension ChapterApp {
    /// Whether game-first mode is on (a user setting, saved with the session).
    public var isGameFirst: Bool {
        session.modes.contains(.gameFirst)
    }

    /// Turns game-first mode on, which shows the world at the selected tab's zone, or off, which
    /// takes the world away if it is up, in every window: the mode is the session's. From then on
    /// the feature's rule redirects tab selections while the mode is on.
    public func setGameFirst(_ on: Bool) {
        guard on != isGameFirst else { return }
        session.set(.gameFirst, on: on)
        for window in session.windows {
            Self.showSessionModes(in: window)
        }
    }

    /// Shows in `window` what the session's modes mean for it: in game-first mode the world at the
    /// selected tab's zone (a window opened meanwhile too), and none once the mode is off. The one
    /// place the app says what a mode shows, for every window (``newScene()``).
    static func showSessionModes(in window: NavigationRouter) {
        let state = window.state
        let on = window.session.modes.contains(.gameFirst)
        let intents =
            on
            ? GameFirstMode.intents(showingZoneOf: state.selectedTab, in: state) : GameFirstMode.intentsLeaving(state)
        guard !intents.isEmpty else { return }
        // Journaled as what the user did: turned the mode on or off, no tap on any screen.
        _ = try? window.apply(NavigationTransaction(intents, cause: .mode(.gameFirst, on: on)))
    }
}

/// Where the Game screens lead, in the app: every method of `GameRouting`, answered here and
/// nowhere else, so a change to the protocol touches this file only.
@MainActor
final class GameRouter: GameRouting {
    private let app: ChapterRouter

    init(_ app: ChapterRouter) {
        self.app = app
    }

    func showZone(_ zone: ZoneID) { app.push(GameRoute.zone(zone: zone)) }
    func showRewards() { app.perform(.present(GameRoute.rewards.erased)) }
    func showQuests() { app.push(GameRoute.quests) }

    func leaveWorld() { app.dismissLayer { $0 == GameRoute.world.erased } }
}

/// The world until the game has a source of its own: one zone for each tab.
struct GameSampleData: GameService {
    static let zones: [(tab: TabID, name: String, details: String)] = [
        (ChapterTab.hub, "Town Square", "Where every road meets: today's picks and news."),
        (ChapterTab.search, "The Library", "Shelves of universities and courses to explore."),
        (ChapterTab.map, "The Harbour", "Ships to every campus on the map."),
        (ChapterTab.lists, "The Market", "Stalls for your shortlist and checklists."),
        (ChapterTab.calendar, "The Clock Tower", "Open days and deadlines, struck on the hour."),
        (ChapterTab.feed, "The Notice Board", "What students are posting."),
        (ChapterTab.connect, "The Common Room", "Groups and chats by the fire."),
        (ChapterTab.arcade, "The Arcade Hall", "Quizzes and leaderboards."),
    ]

    func zones() async -> [ZoneSummary] {
        Self.zones.map(Self.summary)
    }

    func zone(_ id: ZoneID) async -> ZoneSummary? {
        Self.zones.first { $0.tab.rawValue == id.rawValue }.map(Self.summary)
    }

    func quests() async -> [String] {
        ["Visit three universities' pages", "Shortlist a course", "Find an open day"]
    }

    func rewards() async -> [String] {
        ["Explorer badge: visited every zone", "Early bird: opened Chapter before 8"]
    }

    private static func summary(_ zone: (tab: TabID, name: String, details: String)) -> ZoneSummary {
        ZoneSummary(id: ZoneID(zone.tab.rawValue), name: zone.name, details: zone.details)
    }
}
