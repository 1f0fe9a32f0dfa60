import ChapterKit
import Groups
import Inbox
import Profile
import Waymark

// The Groups feature as the app wires it in: the connect tab, a group's page and its chat.

extension AppFeature {
    static let groups = AppFeature { app in
        let service = GroupsCatalog(catalog: app.catalog)
        let group = app.catalog.groups.first
        return WiredFeature(
            GroupsFeature(service: service),
            sampleRoutes: [
                group.map { GroupsRoute.profile(id: $0.id).erased },
                group.map { GroupsRoute.chat(id: $0.id, message: $0.messages.last?.id).erased },
            ].compactMap { $0 }
        ) { router in GroupsScreens(service: service, router: GroupsRouter(router)) }
    }
}

/// Where the Groups screens lead, in the app: every method of `GroupsRouting`, answered here and
/// nowhere else, so a change to the protocol touches this file only.
@MainActor
final class GroupsRouter: GroupsRouting {
    private let app: ChapterRouter

    init(_ app: ChapterRouter) {
        self.app = app
    }

    func showGroup(_ id: GroupID) { app.push(GroupsRoute.profile(id: id)) }
    func showChat(_ id: GroupID) { app.push(GroupsRoute.chat(id: id, message: nil)) }
    func showProfile(_ id: UserID) { app.push(ProfileEntryPoints.profile(of: id)) }
    func showInbox() { app.push(InboxEntryPoints.inbox) }
}

/// The Groups feature's data: its own service over the app's catalog,
/// so no other team's protocol is met by the same object.
struct GroupsCatalog: GroupsService {
    let catalog: ChapterCatalog

    func groups() async -> [(id: GroupID, name: String)] {
        catalog.groups.map { ($0.id, $0.name) }
    }

    func group(_ id: GroupID) async -> ChatGroup? {
        guard let group = catalog.group(id) else { return nil }
        func member(_ id: UserID) -> ChatGroup.Member {
            ChatGroup.Member(id: id, name: catalog.user(id)?.name ?? "Someone")
        }
        return ChatGroup(
            id: id, name: group.name, members: group.members.map(member),
            messages: group.messages.map { ChatGroup.Message(id: $0.id, sender: member($0.sender), text: $0.text) })
    }
}
