import ChapterKit
import Waymark
import WaymarkMacros

/// The screens of the Arcade feature: career mini-games, their leaderboards and careers.
@Routes(feature: "arcade")
public enum ArcadeRoute {
    @Destination(.tabRoot, tab: ChapterTab.arcade, link: "arcade")
    case home

    /// One game's leaderboard, or every game's, over a period.
    @Destination(
        .push, tab: ChapterTab.arcade, tabBar: .hidden, link: "leaderboards[?game={game:slug}&period={period:period}]")
    case leaderboard(game: GameID? = nil, period: LeaderboardPeriod = .week)

    @Destination(.push, tab: ChapterTab.arcade, tabBar: .hidden, link: "careers")
    case careers

    /// A game, played in a full-screen cover over the current tab.
    @Destination(.fullScreenCover, link: "play/{game:slug}")
    case game(game: GameID)
}

/// The time span a leaderboard covers.
public enum LeaderboardPeriod: String, Hashable, Codable, Sendable, CaseIterable, LinkValueConvertible {
    case week, month, all
}

/// Registers the Arcade feature, its `period` link type and the leaderboard notifications.
public struct ArcadeFeature: NavigationFeature {
    public let name = ArcadeRoute.feature
    let service: any ArcadeService

    public init(service: any ArcadeService) {
        self.service = service
    }

    public func register(into registrar: inout FeatureRegistrar) {
        let service = service
        registrar.defineParameterType(.oneOf("period", Set(LeaderboardPeriod.allCases.map(\.rawValue))))
        registrar.register(ArcadeRoute.self) { arcade in
            arcade.leaderboard.requiresContent("game") { leaderboard in
                guard let game = leaderboard.game else { return true }
                return await service.game(game) != nil
            }
            arcade.game.requiresContent("game") { id in await service.game(id) != nil }
            // Games and periods are the catalog's, not the user's: analytics may count them.
            arcade.game.reportable { id in ["game": id.rawValue] }
            arcade.leaderboard.reportable { leaderboard in
                ["period": leaderboard.period.rawValue].merging(leaderboard.game.map { ["game": $0.rawValue] } ?? [:]) {
                    own, _ in own
                }
            }
        }
        registrar.handleNotifications(ofType: "leaderboard") { payload throws(PayloadError) in
            ArcadeRoute.leaderboard(game: GameID(try payload.string("game"))).erased
        }
    }
}

/// Where the Arcade feature's screens lead.
@MainActor
public protocol ArcadeRouting: AnyObject, Sendable {
    func play(_ game: GameID)
    func showLeaderboard(for game: GameID?)
    /// From a game: leaves it to show careers, and brings it back when the user comes back.
    func showCareers(leaving game: GameID?)
    func closeGame()
}

/// The games and their scores.
public protocol ArcadeService: Sendable {
    func games() async -> [ArcadeGame]
    func game(_ id: GameID) async -> ArcadeGame?
    func leaderboard(for game: GameID?, period: LeaderboardPeriod) async -> [(player: String, score: Int)]
}

/// One game.
public struct ArcadeGame: Hashable, Sendable {
    public let id: GameID
    public let title: String
    public let career: String

    public init(id: GameID, title: String, career: String) {
        self.id = id
        self.title = title
        self.career = career
    }
}
