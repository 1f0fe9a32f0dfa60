import ChapterKit
import Waymark

/// Builds the inbox's screens.
public struct InboxScreens: ScreenProvider {
    let service: any InboxService
    let router: any InboxRouting

    public init(service: any InboxService, router: any InboxRouting) {
        self.service = service
        self.router = router
    }

    public func registerScreens(into views: inout ViewRegistry<ScreenContent>.Builder) {
        views.register(InboxRoute.self) { route in ScreenContent { await self.screen(for: route) } }
    }

    @MainActor
    func screen(for route: InboxRoute) async -> Screen {
        let router = router
        switch route {
        case .home:
            let messages = await service.latestMessages()
            return Screen(
                title: "Inbox",
                lines: messages.map { "\($0.groupName): \($0.text)" },
                actions: conversations(messages) + [
                    ScreenAction("Message requests") { router.showRequests() },
                    ScreenAction("Archived") { router.showArchived() },
                    ScreenAction("New message") { router.showComposing() },
                ])
        case .requests:
            let requests = await service.requests()
            return Screen(
                title: "Message requests", lines: requests.isEmpty ? ["No requests."] : [],
                actions: requests.map { request in ScreenAction(request.name) { router.showProfile(request.user) } })
        case .archived:
            let archived = await service.archived()
            return Screen(
                title: "Archived", lines: archived.isEmpty ? ["Nothing archived."] : [],
                actions: conversations(archived))
        case .compose:
            let groups = await service.latestMessages() + service.archived()
            return Screen(
                title: "New message", lines: ["Who is it to?"],
                actions: groups.map { item in
                    ScreenAction("To \(item.groupName)") { router.write(to: item.group) }
                })
        }
    }

    @MainActor
    private func conversations(_ items: [InboxConversation]) -> [ScreenAction] {
        let router = router
        return items.map { item in
            ScreenAction("Open \(item.groupName)") { router.showMessage(item.message, in: item.group) }
        }
    }
}
