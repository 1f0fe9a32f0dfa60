import ChapterKit
import Groups
import Inbox
import Waymark

// The Inbox feature as the app wires it in: the latest message of every group.

extension AppFeature {
    static let inbox = AppFeature { app in
        WiredFeature(InboxFeature(), sampleRoutes: [InboxRoute.home.erased]) { router in
            InboxScreens(service: app.services, router: InboxRouter(router))
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

    func showMessage(_ message: MessageID, in group: GroupID) {
        app.push(GroupsEntryPoints.chat(group, at: message))
    }
}

extension CatalogServices: InboxService {
    func latestMessages() async -> [(group: GroupID, groupName: String, message: MessageID, text: String)] {
        catalog.groups.compactMap { group in group.messages.last.map { (group.id, group.name, $0.id, $0.text) } }
    }
}
