import ChapterKit
import Waymark

/// Builds the Groups feature's screens.
public struct GroupsScreens: ScreenProvider {
    let service: any GroupsService
    let router: any GroupsRouting

    public init(service: any GroupsService, router: any GroupsRouting) {
        self.service = service
        self.router = router
    }

    public func registerScreens(into views: inout ViewRegistry<ScreenContent>.Builder) {
        views.register(GroupsRoute.self) { route in ScreenContent { await self.screen(for: route) } }
    }

    @MainActor
    func screen(for route: GroupsRoute) async -> Screen {
        let router = router
        switch route {
        case .home:
            let groups = await service.groups()
            return Screen(
                title: "Connect",
                lines: ["\(groups.count) groups"],
                actions: groups.map { group in ScreenAction("Group: \(group.name)") { router.showGroup(group.id) } }
                    + [ScreenAction("Inbox") { router.showInbox() }])
        case .profile(let id):
            guard let group = await service.group(id) else {
                return Screen(title: "Group", lines: ["This group is no longer available."])
            }
            return Screen(
                title: group.name,
                lines: ["\(group.members.count) members"] + group.members.map { "- \($0.name)" },
                actions: [ScreenAction("Open chat") { router.showChat(id) }]
                    + group.members.map { member in
                        ScreenAction("Member: \(member.name)") { router.showProfile(member.id) }
                    })
        case .chat(let id, let highlighted):
            guard let group = await service.group(id) else {
                return Screen(title: "Chat", lines: ["This chat is no longer available."])
            }
            return Screen(
                title: "\(group.name) chat",
                lines: group.messages.map { ($0.id == highlighted ? "> " : "  ") + "\($0.sender.name): \($0.text)" },
                actions: Array(Set(group.messages.map(\.sender))).sorted { $0.name < $1.name }.map { sender in
                    ScreenAction("Profile: \(sender.name)") { router.showProfile(sender.id) }
                })
        }
    }
}
