import ChapterKit
import Foundation
import Inbox
import Testing
import Waymark
import WaymarkTesting

private let group = GroupID(UUID(uuidString: "0b9e4f3a-1c2d-4e5f-8a9b-0c1d2e3f4a5b")!)
private let message = MessageID(UUID(uuidString: "6f1c2b3a-4d5e-4f60-8a7b-9c0d1e2f3a4b")!)

private struct Catalog: InboxService {
    func latestMessages() async -> [(group: GroupID, groupName: String, message: MessageID, text: String)] {
        [(group, "Physics", message, "Hi")]
    }
}

@MainActor
private final class Router: InboxRouting {
    struct Call: Equatable { let message: MessageID, group: GroupID }
    let calls = CallRecorder<Call>()
    func showMessage(_ message: MessageID, in group: GroupID) { calls.record(Call(message: message, group: group)) }
}

@MainActor
@Suite("Inbox")
struct InboxTests {
    @Test func isASignedInPushOnConnect() throws {
        let app = try NavigationHarness(
            tabs: ChapterTab.all, links: LinkConfiguration(schemes: ["chapter"]), feature: InboxFeature())
        let inbox = try #require(app.registry.destination(named: "inbox.home"))
        #expect(inbox.presentation == .push(hostTab: ChapterTab.connect) && inbox.requirements == [.signedIn])
        expectLinksRoundTrip([InboxRoute.home.erased], in: app.registry)
        expectEveryLinkCovered(by: [InboxRoute.home.erased], feature: "inbox", in: app.registry)
    }

    @Test func aMessageOpensItsChat() async throws {
        let router = Router()
        let screen = try #require(
            await InboxScreens(service: Catalog(), router: router).screen(for: InboxRoute.home.erased))
        #expect(screen.lines == ["Physics: Hi"])
        await screen.actions[0].perform()
        #expect(router.calls.calls == [Router.Call(message: message, group: group)])
    }
}
