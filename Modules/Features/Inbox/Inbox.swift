import ChapterKit
import Waymark

/// The inbox: the latest message of every group.
public enum InboxRoute: LinkableRoute {
    case home

    public static let typeKey = "inbox"
    public var destinationName: DestinationName { "inbox.home" }
    public init(destination: DestinationName, values: LinkValues) { self = .home }
    public var linkValues: LinkValues { [:] }
}

/// Registers the Inbox feature.
public struct InboxFeature: NavigationFeature {
    public let name = "inbox"

    public init() {}

    public func register(into registrar: inout FeatureRegistrar) {
        registrar.register(InboxRoute.self, destinations: [
            .push("inbox.home", hostTab: ChapterTab.connect, access: .signedIn, tabBar: .hidden).link("inbox"),
        ])
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

    public func registerScreens(into views: inout ViewRegistrar<ScreenContent>) {
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
