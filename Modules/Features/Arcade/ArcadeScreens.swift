import ChapterKit
import Waymark

/// Builds the Arcade feature's screens.
public struct ArcadeScreens: ScreenProvider {
    let service: any ArcadeService
    let router: any ArcadeRouting

    public init(service: any ArcadeService, router: any ArcadeRouting) {
        self.service = service
        self.router = router
    }

    public func registerScreens(into views: inout ViewRegistry<ScreenContent>.Builder) {
        views.register(ArcadeRoute.self) { route in ScreenContent { await self.screen(for: route) } }
    }

    @MainActor
    func screen(for route: ArcadeRoute) async -> Screen {
        let router = router
        switch route {
        case .home:
            let games = await service.games()
            return Screen(
                title: "Arcade",
                lines: games.map { "\($0.title): try being a \($0.career.lowercased())" },
                actions: games.map { game in ScreenAction("Play \(game.title)") { router.play(game.id) } }
                    + [
                        ScreenAction("Leaderboards") { router.showLeaderboard(for: nil) },
                        ScreenAction("Careers") { router.showCareers(leaving: nil) },
                    ])
        case .leaderboard(let game, let period):
            let title =
                if let game, let found = await service.game(game) { "\(found.title) leaderboard" } else {
                    "Leaderboards"
                }
            let scores = await service.leaderboard(for: game, period: period)
            return Screen(
                title: title,
                lines: ["This \(period == .all ? "all time" : period.rawValue)"]
                    + scores.enumerated().map { "#\($0.offset + 1)  \($0.element.player), \($0.element.score) points" })
        case .careers:
            let games = await service.games()
            return Screen(
                title: "Careers",
                lines: games.map { "\($0.career): play \($0.title)" },
                actions: games.map { game in ScreenAction("Play \(game.title)") { router.play(game.id) } })
        case .game(let id):
            guard let game = await service.game(id) else {
                return Screen(title: "Game", lines: ["This game is no longer available."])
            }
            return Screen(
                title: game.title,
                lines: ["Play as a \(game.career.lowercased())."],
                actions: [
                    ScreenAction("Leaderboard") { router.showLeaderboard(for: id) },
                    ScreenAction("Careers like this") { router.showCareers(leaving: id) },
                    ScreenAction("Close") { router.closeGame() },
                ])
        }
    }
}
