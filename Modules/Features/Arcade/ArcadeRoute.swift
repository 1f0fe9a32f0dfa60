import ChapterKit
import Waymark

/// The screens of the Arcade feature: career mini-games, their leaderboards and careers.
public enum ArcadeRoute: LinkableRoute {
    case home
    case leaderboard(game: GameID?, period: LeaderboardPeriod)
    case careers
    /// A game, played in a full-screen cover over the current tab.
    case game(GameID)

    public static let typeKey = "arcade"

    public var destinationName: DestinationName {
        switch self {
        case .home: "arcade.home"
        case .leaderboard: "arcade.leaderboard"
        case .careers: "arcade.careers"
        case .game: "arcade.game"
        }
    }

    public init(destination: DestinationName, values: LinkValues) throws(LinkValueError) {
        switch destination {
        case "arcade.home": self = .home
        case "arcade.careers": self = .careers
        case "arcade.game": self = .game(GameID(try values.string("game")))
        case "arcade.leaderboard":
            let period = try values.optionalString("period").map { text throws(LinkValueError) in
                guard let period = LeaderboardPeriod(rawValue: text) else {
                    throw .invalid("period", reason: "'\(text)' is not week, month or all")
                }
                return period
            }
            self = .leaderboard(game: try values.optionalString("game").map(GameID.init), period: period ?? .week)
        default: throw .noLink(destination)
        }
    }

    public var linkValues: LinkValues {
        switch self {
        case .home, .careers: [:]
        case .game(let game): ["game": .string(game.rawValue)]
        case .leaderboard(let game, let period):
            ["game": game.map { .string($0.rawValue) }, "period": .string(period.rawValue)]
        }
    }
}

/// The time span a leaderboard covers.
public enum LeaderboardPeriod: String, Hashable, Codable, Sendable, CaseIterable {
    case week, month, all
}

/// Registers the Arcade feature, its `period` link type and the leaderboard notifications.
public struct ArcadeFeature: NavigationFeature {
    public let name = "arcade"
    let service: any ArcadeService

    public init(service: any ArcadeService) {
        self.service = service
    }

    public func register(into registrar: inout FeatureRegistrar) {
        let service = service
        registrar.defineParameterType(.oneOf("period", Set(LeaderboardPeriod.allCases.map(\.rawValue))))
        registrar.register(ArcadeRoute.self, destinations: [
            .tabRoot("arcade.home", tab: ChapterTab.arcade).link("arcade"),
            .push("arcade.leaderboard", hostTab: ChapterTab.arcade, tabBar: .hidden)
                .link("leaderboards[?game={game:slug}&period={period:period=week}]")
                .requiresContent("game") { route in
                    guard case .leaderboard(let game, _) = route else { return false }
                    guard let game else { return true }
                    return await service.game(game) != nil
                },
            .push("arcade.careers", hostTab: ChapterTab.arcade, tabBar: .hidden).link("careers"),
            .fullScreenCover("arcade.game")
                .link("play/{game:slug}")
                .requiresContent("game") { route in
                    guard case .game(let game) = route else { return false }
                    return await service.game(game) != nil
                },
        ])
        registrar.handleNotifications(ofType: "leaderboard") { payload throws(PayloadError) in
            ArcadeRoute.leaderboard(game: GameID(try payload.string("game")), period: .week).erased
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
