import ChapterKit
import Waymark
import WaymarkMacros

/// The inbox: the latest message of every group.
@Routes(feature: "inbox")
public enum InboxRoute {
    @Destination(.push, tab: ChapterTab.connect, tabBar: .hidden, requires: .signedIn, link: "inbox")
    case home
}

/// Registers the Inbox feature.
public struct InboxFeature: NavigationFeature {
    public let name = InboxRoute.feature

    public init() {}

    public func register(into registrar: inout FeatureRegistrar) {
        registrar.register(InboxRoute.self)
    }
}

/// Where the inbox leads.
@MainActor
public protocol InboxRouting: AnyObject, Sendable {
    func showMessage(_ message: MessageID, in group: GroupID)
}

/// The latest messages.
public protocol InboxService: Sendable {
    func latestMessages() async -> [(group: GroupID, groupName: String, message: MessageID, text: String)]
}

/// Builds the inbox screen.
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
        let messages = await service.latestMessages()
        return Screen(
            title: "Inbox",
            lines: messages.map { "\($0.groupName): \($0.text)" },
            actions: messages.map { item in
                ScreenAction("Open \(item.groupName)") { router.showMessage(item.message, in: item.group) }
            })
    }
}
