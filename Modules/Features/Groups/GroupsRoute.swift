import ChapterKit
import Waymark

/// The screens of the Groups feature, which owns the Connect tab.
public enum GroupsRoute: LinkableRoute {
    case home
    case group(GroupID)
    /// A group's chat, scrolled to one message when given.
    case chat(GroupID, message: MessageID?)

    public static let typeKey = "groups"

    public var destinationName: DestinationName {
        switch self {
        case .home: "groups.home"
        case .group: "groups.profile"
        case .chat: "groups.chat"
        }
    }

    public init(destination: DestinationName, values: LinkValues) throws(LinkValueError) {
        switch destination {
        case "groups.home": self = .home
        case "groups.profile": self = .group(GroupID(try values.uuid("id")))
        case "groups.chat":
            self = .chat(GroupID(try values.uuid("id")), message: try values.optionalUUID("message").map(MessageID.init))
        default: throw .noLink(destination)
        }
    }

    public var linkValues: LinkValues {
        switch self {
        case .home: [:]
        case .group(let id): ["id": .uuid(id.rawValue)]
        case .chat(let id, let message): ["id": .uuid(id.rawValue), "message": message.map { .uuid($0.rawValue) }]
        }
    }
}

/// Registers the Groups feature and the message notifications it owns.
public struct GroupsFeature: NavigationFeature {
    public let name = "groups"
    let service: any GroupsService

    public init(service: any GroupsService) {
        self.service = service
    }

    public func register(into registrar: inout FeatureRegistrar) {
        let service = service
        registrar.register(GroupsRoute.self, destinations: [
            .tabRoot("groups.home", tab: ChapterTab.connect).link("connect"),
            .push("groups.profile", hostTab: ChapterTab.connect, access: .signedIn, tabBar: .hidden)
                .link("group/{id:uuid}")
                .requiresContent("group") { route in
                    guard case .group(let id) = route else { return false }
                    return await service.group(id) != nil
                },
            .push("groups.chat", hostTab: ChapterTab.connect, access: .signedIn, tabBar: .hidden)
                .link("chat/{id:uuid}[?message={message:uuid}]")
                .requiresContent("chat") { route in
                    guard case .chat(let id, let message) = route, let group = await service.group(id) else { return false }
                    return message.map { id in group.messages.contains { $0.id == id } } ?? true
                },
        ])
        registrar.handleNotifications(ofType: "message") { payload throws(PayloadError) in
            GroupsRoute.chat(GroupID(try payload.uuid("group_id")), message: MessageID(try payload.uuid("message_id"))).erased
        }
    }
}
