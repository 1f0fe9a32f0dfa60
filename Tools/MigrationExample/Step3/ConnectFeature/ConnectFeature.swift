import AppModels
import Foundation
import Waymark

/// Where the Connect tab's screens lead: all its own.
@MainActor
public protocol ConnectRouting: AnyObject {
    func showConnect(_ route: ConnectRoute)
    func presentConnect(_ route: ConnectRoute)
}

/// Registers the Connect feature: a profile's link changed from `profile/<id>` to `user/<id>`,
/// and the old form stays a former link, so links already shared open the profile (journaled as
/// read in their canonical form); chat and group notifications are read here now.
public struct ConnectFeature: NavigationFeature {
    public let name = ConnectRoute.feature

    public init() {}

    public func register(into registrar: inout FeatureRegistrar) {
        registrar.register(ConnectRoute.self) { connect in
            connect.userProfile.formerLink("profile/{id:uuid}")
            connect.userProfile.requiresContent("profile") { id in Directory.user(id) != nil }
            connect.groupProfile.requiresContent("group") { id in Directory.group(id) != nil }
        }
        registrar.handleNotifications(ofType: "chat") { payload throws(PayloadError) in
            ConnectRoute.chat(id: try payload.uuid("id")).erased
        }
        registrar.handleNotifications(ofType: "group") { payload throws(PayloadError) in
            ConnectRoute.groupProfile(id: try payload.uuid("id")).erased
        }
    }
}

/// The Connect tab's screens: the legacy views of its cases, moved here with them. A profile and
/// a group were passed whole; they are looked up by their id now.
@MainActor
public struct ConnectScreens {
    let routing: any ConnectRouting

    public init(routing: any ConnectRouting) {
        self.routing = routing
    }

    public func screen(_ route: ConnectRoute) -> Screen {
        switch route {
        case .home:
            Screen(
                "Connect",
                buttons: [
                    button("Ada") { $0.showConnect(.userProfile(id: Directory.ada.id)) },
                    button("Physics study group") { $0.showConnect(.groupProfile(id: Directory.studyGroup.id)) },
                    button("New message") { $0.presentConnect(.newMessage) },
                ])
        case .userProfile(let id):
            Screen(
                Directory.user(id)?.name ?? "Profile",
                buttons: [button("Message") { $0.showConnect(.chat(id: Directory.adaChat)) }])
        case .groupProfile(let id):
            Screen(
                Directory.group(id)?.name ?? "Group",
                buttons: [button("Group chat") { $0.showConnect(.chat(id: id)) }])
        case .chat(let id): Screen(id == Directory.adaChat ? "Chat with Ada" : "Group chat")
        case .newMessage:
            Screen("New message", buttons: [button("Grace") { $0.showConnect(.userProfile(id: Directory.grace.id)) }])
        }
    }

    private func button(_ label: String, _ action: @escaping @MainActor (any ConnectRouting) -> Void)
        -> Screen.Button
    {
        let routing = routing
        return Screen.Button(label) { action(routing) }
    }
}
