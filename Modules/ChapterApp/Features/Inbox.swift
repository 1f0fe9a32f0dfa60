import ChapterKit
import Groups
import Inbox
import Profile
import Waymark

// The Inbox feature as the app wires it in: the latest message of every group the sample user is
// in, the others archived, and requests from students they share no group with.

extension AppFeature {
    static let inbox = AppFeature { app in
        let service = InboxCatalog(catalog: app.catalog)
        let samples = [InboxRoute.home, .requests, .archived, .compose].map(\.erased)
        return WiredFeature(InboxFeature(), sampleRoutes: samples) { router in
            InboxScreens(service: service, router: InboxRouter(router))
        }
    }
}

/// Where the Inbox screens lead, in the app: every method of `InboxRouting`, answered here and
/// nowhere else, so a change to the protocol touches this file only.
@MainActor
final class InboxRouter: InboxRouting {
    private let app: ChapterRouter

    init(_ app: ChapterRouter) {
        self.app = app
    }

    func showRequests() { app.push(InboxRoute.requests) }
    func showArchived() { app.push(InboxRoute.archived) }
    func showComposing() { app.perform(.present(InboxRoute.compose.erased)) }

    func write(to group: GroupID) {
        app.dismissLayer(InboxRoute.compose, thenPush: GroupsEntryPoints.chat(group))
    }

    func showMessage(_ message: MessageID, in group: GroupID) {
        app.push(GroupsEntryPoints.chat(group, at: message))
    }

    func showProfile(_ user: UserID) { app.push(ProfileEntryPoints.profile(of: user)) }
}

/// The Inbox feature's data: its own service over the app's catalog,
/// so no other team's protocol is met by the same object.
struct InboxCatalog: InboxService {
    let catalog: ChapterCatalog

    func latestMessages() async -> [InboxConversation] {
        conversations { $0.members.contains(catalog.sampleUser) }
    }

    func archived() async -> [InboxConversation] {
        conversations { !$0.members.contains(catalog.sampleUser) }
    }

    func requests() async -> [(user: UserID, name: String)] {
        let known = Set(catalog.groups.filter { $0.members.contains(catalog.sampleUser) }.flatMap(\.members))
        return catalog.users.filter { !known.contains($0.id) }.prefix(2).map { ($0.id, $0.name) }
    }

    private func conversations(where include: (ChapterCatalog.Group) -> Bool) -> [InboxConversation] {
        catalog.groups.filter(include).compactMap { group in
            group.messages.last.map {
                InboxConversation(group: group.id, groupName: group.name, message: $0.id, text: $0.text)
            }
        }
    }
}
