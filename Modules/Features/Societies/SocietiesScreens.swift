import ChapterKit
import Waymark

/// Builds the Societies feature's screens.
public struct SocietiesScreens: ScreenProvider {
    let service: any SocietiesService
    let router: any SocietiesRouting

    public init(service: any SocietiesService, router: any SocietiesRouting) {
        self.service = service
        self.router = router
    }

    public func registerScreens(into views: inout ViewRegistry<ScreenContent>.Builder) {
        views.register(SocietiesRoute.self) { route in ScreenContent { await self.screen(for: route) } }
    }

    @MainActor
    func screen(for route: SocietiesRoute) async -> Screen {
        let router = router
        switch route {
        case .list(let university):
            let societies = await service.societies(at: university)
            return Screen(
                title: "Societies and sports clubs",
                lines: societies.isEmpty ? ["No societies yet."] : [],
                actions: societies.map { society in
                    ScreenAction("\(society.name) (\(society.kind.rawValue))") { router.showSociety(society.id) }
                })
        case .detail(let id):
            guard let society = await service.society(id) else {
                return Screen(title: "Society", lines: ["This society is no longer available."])
            }
            var actions = [ScreenAction("See the university") { router.showUniversity(society.university) }]
            if let event = society.nextEvent {
                actions.append(ScreenAction("Next event") { router.showEvent(event) })
            }
            if let chat = society.chat {
                actions.append(ScreenAction("Group chat") { router.showChat(chat) })
            }
            actions.append(ScreenAction("Events") { router.showEvents(of: society.id) })
            actions.append(ScreenAction("Members") { router.showMembers(of: society.id) })
            actions.append(ScreenAction("Join") { router.showJoining(society.id) })
            return Screen(title: society.name, lines: ["A \(society.kind.rawValue)."], actions: actions)
        case .events(let id):
            guard let society = await service.society(id) else {
                return Screen(title: "Events", lines: ["This society is no longer available."])
            }
            let actions =
                society.nextEvent.map { event in [ScreenAction("Next event") { router.showEvent(event) }] } ?? []
            return Screen(
                title: "\(society.name): events", lines: actions.isEmpty ? ["Nothing planned yet."] : [],
                actions: actions)
        case .members(let id):
            let members = await service.members(of: id)
            return Screen(
                title: "Members", lines: members.isEmpty ? ["No members yet."] : [],
                actions: members.map { member in ScreenAction(member.name) { router.showProfile(member.id) } })
        case .join(let id):
            let name = await service.society(id)?.name ?? "this society"
            return Screen(
                title: "Join \(name)", lines: ["Members hear about events first and can post in the group chat."],
                actions: [
                    ScreenAction("Join") { router.closeJoining() }, ScreenAction("Not now") { router.closeJoining() },
                ])
        }
    }
}
