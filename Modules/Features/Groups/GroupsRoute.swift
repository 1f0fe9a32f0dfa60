import ChapterKit
import Waymark
import WaymarkMacros

/// The screens of the Groups feature, which owns the Connect tab.
@Routes(feature: "groups")
public enum GroupsRoute {
    @Destination(.tabRoot, tab: ChapterTab.connect, link: "connect")
    case home

    /// A group's profile.
    @Destination(.push, tab: ChapterTab.connect, tabBar: .hidden, requires: .signedIn, link: "group/{id:uuid}")
    case profile(id: GroupID)

    /// A group's chat, scrolled to one message when given.
    @Destination(
        .push, tab: ChapterTab.connect, tabBar: .hidden, requires: .signedIn,
        link: "chat/{id:uuid}[?message={message:uuid}]")
    case chat(id: GroupID, message: MessageID? = nil)
}

/// Registers the Groups feature and the message notifications it owns.
public struct GroupsFeature: NavigationFeature {
    public let name = GroupsRoute.feature
    let service: any GroupsService

    public init(service: any GroupsService) {
        self.service = service
    }

    public func register(into registrar: inout FeatureRegistrar) {
        let service = service
        registrar.register(GroupsRoute.self) { groups in
            groups.profile.requiresContent("group") { id in await service.group(id) != nil }
            // Builds before the route macros named this case `group`; sessions they saved keep it.
            groups.profile.formerCase("group")
            groups.chat.requiresContent("chat") { chat in
                guard let group = await service.group(chat.id) else { return false }
                return chat.message.map { id in group.messages.contains { $0.id == id } } ?? true
            }
        }
        registrar.handleNotifications(ofType: "message") { payload throws(PayloadError) in
            GroupsRoute.chat(
                id: GroupID(try payload.uuid("group_id")), message: MessageID(try payload.uuid("message_id"))
            ).erased
        }
    }
}
