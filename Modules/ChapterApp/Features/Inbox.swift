import ChapterKit
import Inbox
import Waymark

// The Inbox feature as the app wires it in: the latest message of every group.

extension AppFeature {
    static let inbox = AppFeature { app in
        WiredFeature(InboxFeature(), sampleRoutes: [InboxRoute.home.erased]) { router in
            InboxScreens(service: app.services, router: router)
        }
    }
}

extension ChapterRouter: InboxRouting {
    func showInbox() { push(InboxRoute.home) }
}

extension CatalogServices: InboxService {
    func latestMessages() async -> [(group: GroupID, groupName: String, message: MessageID, text: String)] {
        catalog.groups.compactMap { group in group.messages.last.map { (group.id, group.name, $0.id, $0.text) } }
    }
}
