import ChapterKit
import Foundation
import Groups
import Testing
import Waymark
import WaymarkTesting

private let physics = GroupID(UUID(uuidString: "0b9e4f3a-1c2d-4e5f-8a9b-0c1d2e3f4a5b")!)
private let message = MessageID(UUID(uuidString: "6f1c2b3a-4d5e-4f60-8a7b-9c0d1e2f3a4b")!)
private let sam = ChatGroup.Member(id: UserID(UUID(uuidString: "11111111-1c2d-4e5f-8a9b-0c1d2e3f4a5b")!), name: "Sam")

private struct Catalog: GroupsService {
    func groups() async -> [(id: GroupID, name: String)] { [(physics, "Physics")] }
    func group(_ id: GroupID) async -> ChatGroup? {
        id == physics
            ? ChatGroup(
                id: id, name: "Physics", members: [sam], messages: [.init(id: message, sender: sam, text: "Hi")]) : nil
    }
}

@MainActor
private final class Router: GroupsRouting {
    enum Call: Equatable {
        case group(GroupID)
        case chat(GroupID)
        case profile(UserID)
        case inbox
    }
    let calls = CallRecorder<Call>()
    func showGroup(_ id: GroupID) { calls.record(.group(id)) }
    func showChat(_ id: GroupID) { calls.record(.chat(id)) }
    func showProfile(_ id: UserID) { calls.record(.profile(id)) }
    func showInbox() { calls.record(.inbox) }
}

@MainActor
@Suite("Groups")
struct GroupsTests {
    let app: NavigationHarness

    init() throws {
        app = try NavigationHarness(
            tabs: ChapterTab.all, links: LinkConfiguration(schemes: ["chapter"]),
            feature: GroupsFeature(service: Catalog()))
    }

    @Test func linksRoundTripAndNeedASignedInUser() {
        let routes = [
            GroupsRoute.home.erased, GroupsRoute.profile(id: physics).erased,
            GroupsRoute.chat(id: physics, message: message).erased, GroupsRoute.chat(id: physics, message: nil).erased,
        ]
        expectLinksRoundTrip(routes, in: app.registry)
        expectEveryLinkCovered(by: routes, feature: "groups", in: app.registry)
        #expect(app.registry.destination(named: "groups.chat")?.requirements == [.signedIn])
        #expect(app.registry.destination(named: "groups.profile")?.requirements == [.signedIn])
    }

    @Test func aMessageNotificationOpensTheChatAtThatMessage() async throws {
        let links = await app.linkHandler(isSignedIn: true)
        let payload = #"{"type": "message", "group_id": "\#(physics)", "message_id": "\#(message)"}"#
        #expect(await links.receive(notification: Data(payload.utf8)) == .opened)
        #expect(app.state.stack(of: ChapterTab.connect) == [GroupsRoute.chat(id: physics, message: message).erased])
        #expect(
            try app.registry.link(for: GroupsRoute.chat(id: physics, message: message).erased)
                == "chapter://chat/\(physics)?message=\(message)")
    }

    @Test func aChatLinkToAnUnknownMessageIsMissingContent() async {
        let links = await app.linkHandler(isSignedIn: true)
        let unknown = UUID(uuidString: "00000000-0000-4000-8000-000000000000")!
        #expect(await links.open("chapter://chat/\(physics)?message=\(unknown)") == .contentMissing("chat"))
    }

    @Test func aGroupOpensItsChatAndItsMembers() async throws {
        let router = Router()
        let screens = GroupsScreens(service: Catalog(), router: router)
        let profile = try #require(await screens.screen(for: GroupsRoute.profile(id: physics).erased))
        for action in profile.actions { await action.perform() }
        let chat = try #require(await screens.screen(for: GroupsRoute.chat(id: physics, message: message).erased))
        #expect(chat.lines == ["> Sam: Hi"])
        let home = try #require(await screens.screen(for: GroupsRoute.home.erased))
        await home.actions.last!.perform()
        #expect(router.calls.calls == [.chat(physics), .profile(sam.id), .inbox])
    }
}
