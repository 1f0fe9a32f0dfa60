import ChapterKit
import Waymark
import WaymarkMacros

/// The world game: a map of zones, one for each tab, in a full-screen cover of its own. While
/// game-first mode is on, selecting a tab shows its zone here instead (``GameFirstMode``).
@Routes(feature: "game")
public enum GameRoute {
    /// The map of the world.
    @Destination(.fullScreenCover, link: "world")
    case world

    /// One zone, named after its tab.
    @Destination(.pushInModal, link: "world/{zone:slug}")
    case zone(zone: ZoneID)

    /// The world's quests, inside it.
    @Destination(.pushInModal, link: "world/quests")
    case quests

    /// The rewards the user has won, over the world.
    @Destination(.sheet, requires: .signedIn, detents: [.medium, .large], link: "world/rewards")
    case rewards
}

/// Registers the Game feature and its game-first rule; the composition root adds it at start-up.
public struct GameFeature: NavigationFeature {
    public let name = GameRoute.feature
    let service: any GameService

    public init(service: any GameService) {
        self.service = service
    }

    public func register(into registrar: inout FeatureRegistrar) {
        let service = service
        registrar.register(GameRoute.self) { game in
            game.zone.parent(GameRoute.world)
            game.quests.parent(GameRoute.world)
            // A link to a zone the world does not have changes nothing, with a notice.
            game.zone.requiresContent("zone") { zone in await service.zone(zone) != nil }
        }
        // Named after the mode it applies, so the journal's `game.gameFirst` is the mode's name.
        // Only the user's own tab choices: a link or notification selects its tab as usual,
        // dismissing the world like any modal layer.
        registrar.redirect("gameFirst", answering: [.selectTab]) { intent, context in
            guard context.modes.contains(.gameFirst), !context.cause.isFromOutside,
                case .selectTab(let tab, _) = intent
            else { return nil }
            return GameFirstMode.intents(showingZoneOf: tab, in: context.state)
        }
    }
}

/// Game-first mode's navigation, in one place: its redirect rule, and what turning it on and off
/// shows.
public enum GameFirstMode {
    /// The intents that show the zone of `tab` in the world, over `state`: the world presented on
    /// top with [world, that zone] when it is not up; otherwise its stack becomes [world, that
    /// zone] and what stands above it goes.
    public static func intents(showingZoneOf tab: TabID, in state: NavigationState) -> [NavigationIntent] {
        let world = GameRoute.world.erased
        let zone = GameRoute.zone(zone: ZoneID(tab.rawValue)).erased
        guard let index = state.modals.lastIndex(where: { $0.root == world }) else {
            return [.present(world, path: [zone])]
        }
        var intents: [NavigationIntent] = []
        if index + 1 < state.modals.count { intents.append(.dismiss(fromLayer: index + 1)) }
        intents.append(.replaceStack([zone], on: .layer(index)))
        return intents
    }

    /// The intents that take the world away when the mode is turned off: none when it is not up.
    public static func intentsLeaving(_ state: NavigationState) -> [NavigationIntent] {
        state.modals.firstIndex { $0.root == GameRoute.world.erased }.map { [.dismiss(fromLayer: $0)] } ?? []
    }
}
