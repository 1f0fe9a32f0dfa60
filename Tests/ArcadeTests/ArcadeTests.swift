import Arcade
import ChapterKit
import Foundation
import Testing
import Waymark
import WaymarkTesting

private let quiz = GameID("career-quiz")

private struct Catalog: ArcadeService {
    func games() async -> [ArcadeGame] { [ArcadeGame(id: quiz, title: "Career Quiz", career: "Adviser")] }
    func game(_ id: GameID) async -> ArcadeGame? {
        id == quiz ? ArcadeGame(id: quiz, title: "Career Quiz", career: "Adviser") : nil
    }
    func leaderboard(for game: GameID?, period: LeaderboardPeriod) async -> [(player: String, score: Int)] {
        [("Sam", 10)]
    }
}

@MainActor
private final class Router: ArcadeRouting {
    enum Call: Equatable {
        case play(GameID)
        case leaderboard(GameID?)
        case careers(leaving: GameID?)
        case close
    }
    let calls = CallRecorder<Call>()
    func play(_ game: GameID) { calls.record(.play(game)) }
    func showLeaderboard(for game: GameID?) { calls.record(.leaderboard(game)) }
    func showCareers(leaving game: GameID?) { calls.record(.careers(leaving: game)) }
    func closeGame() { calls.record(.close) }
}

@MainActor
@Suite("Arcade")
struct ArcadeTests {
    let app: NavigationHarness

    init() throws {
        app = try NavigationHarness(
            tabs: ChapterTab.all, links: LinkConfiguration(schemes: ["chapter"]),
            feature: ArcadeFeature(service: Catalog()))
    }

    @Test func linksRoundTripWithTheDefaultPeriodLeftOut() throws {
        let routes = [
            ArcadeRoute.home, .careers, .game(game: quiz), .leaderboard(game: nil, period: .week),
            .leaderboard(game: quiz, period: .all),
        ].map(\.erased)
        expectLinksRoundTrip(routes, in: app.registry)
        expectEveryLinkCovered(by: routes, feature: "arcade", in: app.registry)
        #expect(
            try app.registry.link(for: ArcadeRoute.leaderboard(game: quiz, period: .week).erased)
                == "chapter://leaderboards?game=career-quiz")
        #expect(
            try app.registry.link(for: ArcadeRoute.leaderboard(game: nil, period: .month).erased)
                == "chapter://leaderboards?period=month")
        #expect(throws: LinkRejection.invalidParameter(name: "period", value: "day", type: "period")) {
            try app.registry.match("chapter://leaderboards?period=day").get()
        }
    }

    @Test func aGameIsACoverOverTheCurrentTab() async {
        let links = await app.linkHandler()
        #expect(await links.open("chapter://play/career-quiz") == .opened)
        app.expectState(
            app.state(
                tab: ChapterTab.hub,
                modals: [ModalLayer(style: .fullScreenCover, root: ArcadeRoute.game(game: quiz).erased)]))
        #expect(await links.open("chapter://play/no-such-game") == .contentMissing("game"))
    }

    @Test func aLeaderboardNotificationOpensTheGamesBoard() async {
        let links = await app.linkHandler()
        #expect(
            await links.receive(notification: Data(#"{"type": "leaderboard", "game": "career-quiz"}"#.utf8)) == .opened)
        #expect(app.state.stack(of: ChapterTab.arcade) == [ArcadeRoute.leaderboard(game: quiz, period: .week).erased])
    }

    @Test func theGameOffersItsBoardCareersAndClosing() async throws {
        let router = Router()
        let screen = try #require(
            await ArcadeScreens(service: Catalog(), router: router).screen(for: ArcadeRoute.game(game: quiz).erased))
        for action in screen.actions { await action.perform() }
        #expect(router.calls.calls == [.leaderboard(quiz), .careers(leaving: quiz), .close])
    }
}
