import Arcade
import ChapterKit
import Waymark

// The Arcade feature as the app wires it in: the arcade tab, leaderboards, careers and the game
// cover, which is left (and remembered) to show careers.

extension AppFeature {
    static let arcade = AppFeature { app in
        let service = ArcadeCatalog(catalog: app.catalog)
        let game = app.catalog.games.first?.id
        return WiredFeature(
            ArcadeFeature(service: service),
            sampleRoutes: [
                game.map { ArcadeRoute.leaderboard(game: $0, period: .month).erased },
                game.map { ArcadeRoute.game(game: $0).erased },
                ArcadeRoute.careers.erased,
            ].compactMap { $0 }
        ) { router in ArcadeScreens(service: service, router: ArcadeRouter(router)) }
    }
}

/// Where the Arcade screens lead, in the app: every method of `ArcadeRouting`, answered here and
/// nowhere else, so a change to the protocol touches this file only.
@MainActor
final class ArcadeRouter: ArcadeRouting {
    private let app: ChapterRouter

    init(_ app: ChapterRouter) {
        self.app = app
    }

    func play(_ game: GameID) { app.perform(.present(ArcadeRoute.game(game: game).erased)) }

    func showLeaderboard(for game: GameID?) { app.push(ArcadeRoute.leaderboard(game: game, period: .week)) }

    /// Leaving a game remembers it, so it comes back when the user comes back to where it was.
    func showCareers(leaving game: GameID?) {
        let careers = ArcadeRoute.careers.erased
        if game != nil, !app.navigation.state.modals.isEmpty {
            app.perform(.leaveModals(push: [careers], rememberModals: true))
        } else {
            app.perform(.push(careers))
        }
    }

    func closeGame() { app.perform(.dismissTop) }
}

/// The Arcade feature's data: its own service over the app's catalog,
/// so no other team's protocol is met by the same object.
struct ArcadeCatalog: ArcadeService {
    let catalog: ChapterCatalog

    func games() async -> [ArcadeGame] {
        catalog.games.map { ArcadeGame(id: $0.id, title: $0.title, career: $0.career) }
    }

    func game(_ id: GameID) async -> ArcadeGame? {
        catalog.game(id).map { ArcadeGame(id: $0.id, title: $0.title, career: $0.career) }
    }

    func leaderboard(for game: GameID?, period: LeaderboardPeriod) async -> [(player: String, score: Int)] {
        let scores = game.flatMap { catalog.game($0) }.map(\.leaderboard) ?? catalog.games.flatMap(\.leaderboard)
        let divisor =
            switch period {
            case .week: 4
            case .month: 2
            case .all: 1
            }
        return scores.sorted { $0.score > $1.score }.prefix(5).map {
            (catalog.user($0.user)?.name ?? "Someone", $0.score / divisor)
        }
    }
}
