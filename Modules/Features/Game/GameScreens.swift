import ChapterKit
import Waymark

/// Builds the Game feature's screens.
public struct GameScreens: ScreenProvider {
    let service: any GameService
    let router: any GameRouting

    public init(service: any GameService, router: any GameRouting) {
        self.service = service
        self.router = router
    }

    public func registerScreens(into views: inout ViewRegistry<ScreenContent>.Builder) {
        views.register(GameRoute.self) { route in ScreenContent { await self.screen(for: route) } }
    }

    @MainActor
    func screen(for route: GameRoute) async -> Screen {
        let router = router
        switch route {
        case .world:
            let zones = await service.zones()
            return Screen(
                title: "The world",
                lines: ["Walk between the zones; each holds one part of Chapter."],
                actions: zones.map { zone in ScreenAction("Walk to \(zone.name)") { router.showZone(zone.id) } }
                    + [
                        ScreenAction("Quests") { router.showQuests() },
                        ScreenAction("Rewards") { router.showRewards() },
                        ScreenAction("Leave the world") { router.leaveWorld() },
                    ])
        case .quests:
            return Screen(title: "Quests", lines: await service.quests())
        case .zone(let id):
            guard let zone = await service.zone(id) else {
                return Screen(title: "Zone", lines: ["This zone is no longer available."])
            }
            return Screen(
                title: zone.name, lines: [zone.details],
                actions: [
                    ScreenAction("Rewards") { router.showRewards() },
                    ScreenAction("Leave the world") { router.leaveWorld() },
                ])
        case .rewards:
            return Screen(title: "Rewards", lines: await service.rewards())
        }
    }
}
