import ChapterKit
import Foundation
import Game
import Testing
import Waymark
import WaymarkTesting

private struct Sample: GameService {
    static let search = ZoneSummary(id: ZoneID("search"), name: "The Library", details: "Shelves.")
    func zones() async -> [ZoneSummary] { [Self.search] }
    func zone(_ id: ZoneID) async -> ZoneSummary? { id == Self.search.id ? Self.search : nil }
    func rewards() async -> [String] { ["Explorer"] }
    func quests() async -> [String] { ["Find an open day"] }
}

@MainActor
private final class Router: GameRouting {
    enum Call: Equatable {
        case zone(ZoneID)
        case rewards
        case quests
        case leave
    }
    let calls = CallRecorder<Call>()
    func showZone(_ zone: ZoneID) { calls.record(.zone(zone)) }
    func showRewards() { calls.record(.rewards) }
    func showQuests() { calls.record(.quests) }
    func leaveWorld() { calls.record(.leave) }
}

@MainActor
@Suite("Game")
struct GameTests {
    static let world = GameRoute.world.erased
    static func zone(_ name: String) -> AnyRoute { GameRoute.zone(zone: ZoneID(name)).erased }

    let app: NavigationHarness

    init() throws {
        app = try NavigationHarness(
            tabs: ChapterTab.all, links: LinkConfiguration(schemes: ["chapter"]),
            features: [GameFeature(service: Sample())], met: [.signedIn])
    }

    @Test func registersItsDestinationsAndTheirLinksRoundTrip() throws {
        #expect(app.registry.destination(named: "game.world")?.presentation == .modal(.fullScreenCover))
        #expect(app.registry.destination(named: "game.zone")?.presentation == .pushInModal)
        #expect(app.registry.destination(named: "game.rewards")?.requirements == [.signedIn])
        #expect(try app.registry.link(for: Self.zone("search")) == "chapter://world/search")
        let routes = [Self.world, Self.zone("search"), GameRoute.rewards.erased, GameRoute.quests.erased]
        expectLinksRoundTrip(routes, in: app.registry)
        expectEveryLinkCovered(by: routes, feature: "game", in: app.registry)
    }

    @Test func aLinkToAZoneOpensTheWorldUnderIt() async throws {
        let links = await app.linkHandler()
        #expect(await links.open("chapter://world/search") == .opened)
        #expect(app.state.modals.map(\.stack) == [[Self.world, Self.zone("search")]])
        #expect(await links.open("chapter://world/moon") == .contentMissing("zone"))
    }

    @Test func inGameFirstModeATabSelectionShowsItsZoneInstead() throws {
        app.session.set(.gameFirst, on: true)
        try app.router.userDid(.selectedTab(ChapterTab.calendar))
        #expect(app.state.selectedTab == ChapterTab.hub, "The selected tab does not change")
        #expect(app.state.modals.map(\.stack) == [[Self.world, Self.zone("calendar")]])
        try app.router.perform(.selectTab(ChapterTab.feed, onReselect: .popToRoot))
        #expect(app.state.modals.map(\.stack) == [[Self.world, Self.zone("feed")]], "The world's stack changes")
        let outline = JournalOutline(Array(app.router.journal.entries.suffix(2)))
        #expect(outline.lines.allSatisfy { $0.hasSuffix("redirected(game.gameFirst)") }, "\(outline)")
    }

    @Test func inGameFirstModeALinkDismissesTheWorldLikeAnyModal() async throws {
        app.session.set(.gameFirst, on: true)
        try app.router.perform(.selectTab(ChapterTab.search))
        let links = await app.linkHandler()
        #expect(await links.open("chapter://world/search") == .opened)
        try app.router.perform(.dismissAll)
        try app.router.perform(.selectTab(ChapterTab.map))
        #expect(app.state.modals.map(\.stack) == [[Self.world, Self.zone("map")]], "The next selection brings it back")
    }

    @Test func turningTheModeOnAndOffShowsAndTakesAwayTheWorld() throws {
        let on = GameFirstMode.intents(showingZoneOf: ChapterTab.search, in: app.state)
        #expect(on == [.present(Self.world, path: [Self.zone("search")])])
        try app.router.apply(NavigationTransaction(on))
        try app.router.perform(.present(GameRoute.rewards.erased))
        #expect(
            GameFirstMode.intents(showingZoneOf: ChapterTab.hub, in: app.state)
                == [.dismiss(fromLayer: 1), .replaceStack([Self.zone("hub")], on: .layer(0))])
        #expect(GameFirstMode.intentsLeaving(app.state) == [.dismiss(fromLayer: 0)])
        try app.router.apply(NavigationTransaction(GameFirstMode.intentsLeaving(app.state)))
        #expect(app.state.modals.isEmpty && GameFirstMode.intentsLeaving(app.state).isEmpty)
    }

    @Test func theScreensLeadWhereTheySay() async throws {
        let router = Router()
        let screens = GameScreens(service: Sample(), router: router)
        let world = try #require(await screens.screen(for: Self.world))
        #expect(world.actions.map(\.title) == ["Walk to The Library", "Quests", "Rewards", "Leave the world"])
        for action in world.actions { await action.perform() }
        let zone = try #require(await screens.screen(for: Self.zone("search")))
        #expect(zone.title == Sample.search.name && zone.lines == [Sample.search.details])
        #expect(zone.actions.map(\.title) == ["Rewards", "Leave the world"])
        for action in zone.actions { await action.perform() }
        let gone = try #require(await screens.screen(for: Self.zone("closed")))
        #expect(gone.title == "Zone" && gone.lines == ["This zone is no longer available."] && gone.actions.isEmpty)
        let quests = try #require(await screens.screen(for: GameRoute.quests.erased))
        #expect(quests.lines == ["Find an open day"])
        #expect(router.calls.calls == [.zone(ZoneID("search")), .quests, .rewards, .leave, .rewards, .leave])
    }
}
