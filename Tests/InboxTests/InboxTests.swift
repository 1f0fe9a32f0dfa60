import ChapterKit
import Foundation
import Inbox
import Testing
import Waymark
import WaymarkTesting

private let physics = InboxConversation(
    group: GroupID(UUID(uuidString: "0b9e4f3a-1c2d-4e5f-8a9b-0c1d2e3f4a5b")!), groupName: "Physics",
    message: MessageID(UUID(uuidString: "6f1c2b3a-4d5e-4f60-8a7b-9c0d1e2f3a4b")!), text: "Hi")
private let law = InboxConversation(
    group: GroupID(UUID(uuidString: "1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f")!), groupName: "Law",
    message: MessageID(UUID(uuidString: "2d3e4f5a-6b7c-4d8e-9f0a-1b2c3d4e5f6a")!), text: "Bye")
private let sam = UserID(UUID(uuidString: "3f1b2c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d")!)

private struct Catalog: InboxService {
    func latestMessages() async -> [InboxConversation] { [physics] }
    func archived() async -> [InboxConversation] { [law] }
    func requests() async -> [(user: UserID, name: String)] { [(sam, "Sam")] }
}

@MainActor
private final class Router: InboxRouting {
    enum Call: Equatable {
        case message(MessageID, GroupID)
        case requests
        case archived
        case compose
        case write(GroupID)
        case profile(UserID)
    }
    let calls = CallRecorder<Call>()
    func showMessage(_ message: MessageID, in group: GroupID) { calls.record(.message(message, group)) }
    func showRequests() { calls.record(.requests) }
    func showArchived() { calls.record(.archived) }
    func showComposing() { calls.record(.compose) }
    func write(to group: GroupID) { calls.record(.write(group)) }
    func showProfile(_ user: UserID) { calls.record(.profile(user)) }
}

@MainActor
@Suite("Inbox")
struct InboxTests {
    @Test func isASignedInPushOnConnectAndItsLinksRoundTrip() throws {
        let app = try NavigationHarness(
            tabs: ChapterTab.all, links: LinkConfiguration(schemes: ["chapter"]), feature: InboxFeature())
        let inbox = try #require(app.registry.destination(named: "inbox.home"))
        #expect(inbox.presentation == .push(hostTab: ChapterTab.connect) && inbox.requirements == [.signedIn])
        for name in ["inbox.requests", "inbox.archived", "inbox.compose"] {
            #expect(
                app.registry.destination(named: DestinationName(rawValue: name))?.requirements == [.signedIn], "\(name)"
            )
        }
        let routes = [InboxRoute.home, .requests, .archived, .compose].map(\.erased)
        expectLinksRoundTrip(routes, in: app.registry)
        expectEveryLinkCovered(by: routes, feature: "inbox", in: app.registry)
    }

    @Test func aLinkToRequestsStandsOnTheInboxOnceSignedIn() async throws {
        let app = try NavigationHarness(
            tabs: ChapterTab.all, links: LinkConfiguration(schemes: ["chapter"]), feature: InboxFeature(),
            met: [.signedIn])
        let links = await app.linkHandler()
        #expect(await links.open("chapter://inbox/requests") == .opened)
        #expect(app.state.stack(of: ChapterTab.connect) == [InboxRoute.home.erased, InboxRoute.requests.erased])
    }

    @Test func theScreensLeadToChatsProfilesAndANewMessage() async throws {
        let router = Router()
        let screens = InboxScreens(service: Catalog(), router: router)
        let home = try #require(await screens.screen(for: InboxRoute.home.erased))
        #expect(home.lines == ["Physics: Hi"])
        #expect(home.actions.map(\.title) == ["Open Physics", "Message requests", "Archived", "New message"])
        for action in home.actions { await action.perform() }
        let requests = try #require(await screens.screen(for: InboxRoute.requests.erased))
        await requests.actions[0].perform()
        let archived = try #require(await screens.screen(for: InboxRoute.archived.erased))
        await archived.actions[0].perform()
        let compose = try #require(await screens.screen(for: InboxRoute.compose.erased))
        #expect(compose.actions.map(\.title) == ["To Physics", "To Law"])
        await compose.actions[1].perform()
        #expect(
            router.calls.calls == [
                .message(physics.message, physics.group), .requests, .archived, .compose, .profile(sam),
                .message(law.message, law.group), .write(law.group),
            ])
    }
}
