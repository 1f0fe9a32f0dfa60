import ChapterKit
import Foundation
import Profile
import Testing
import Waymark
import WaymarkTesting

private let sam = UserID(UUID(uuidString: "0b9e4f3a-1c2d-4e5f-8a9b-0c1d2e3f4a5b")!)
private let kim = UserID(UUID(uuidString: "5d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6")!)

/// Sam is the signed-in user; Kim is someone else.
private struct Catalog: ProfileService {
    func user(_ id: UserID) async -> Person? {
        switch id {
        case sam: Person(name: "Sam", university: "Northbridge", isSignedInUser: true)
        case kim: Person(name: "Kim", university: "Eastfield", isSignedInUser: false)
        default: nil
        }
    }
}

@MainActor
private final class Router: ProfileRouting {
    enum Call: Equatable {
        case settings, privacy, deletion, confirmDeletion, signOut
        case asked(Dialog)
    }
    let calls = CallRecorder<Call>()
    func showSettings() { calls.record(.settings) }
    func showPrivacySettings() { calls.record(.privacy) }
    func showAccountDeletion() { calls.record(.deletion) }
    func confirmAccountDeletion() { calls.record(.confirmDeletion) }
    func signOut() { calls.record(.signOut) }
    func ask(_ dialog: Dialog) { calls.record(.asked(dialog)) }
}

@MainActor
@Suite("Profile")
struct ProfileTests {
    let app: NavigationHarness

    init() throws {
        app = try NavigationHarness(
            tabs: ChapterTab.all, links: LinkConfiguration(schemes: ["chapter"]),
            feature: ProfileFeature(service: Catalog()))
    }

    @Test func linksRoundTrip() {
        let routes = [ProfileRoute.user(id: sam), .settings, .privacy, .deleteAccount].map(\.erased)
        expectLinksRoundTrip(routes, in: app.registry)
        expectEveryLinkCovered(by: routes, feature: "profile", in: app.registry)
        #expect(app.registry.destination(named: "profile.settings")?.presentation == .modal(.sheet))
        #expect(app.registry.destination(named: "profile.deleteAccount")?.access == .internal)
    }

    @Test func privacyOpensInsideTheSettingsSheet() async {
        let links = await app.linkHandler(isSignedIn: true)
        #expect(await links.open("chapter://settings/privacy") == .opened)
        app.expectState(
            app.state(
                tab: ChapterTab.hub,
                modals: [
                    ModalLayer(
                        style: .sheet, root: ProfileRoute.settings.erased, path: [ProfileRoute.privacy.erased],
                        detent: .medium)
                ]))
    }

    @Test func accountDeletionIsRefusedFromLinksButReachedFromPrivacy() async throws {
        let links = await app.linkHandler(isSignedIn: true)
        #expect(
            await links.open("chapter://settings/delete-account")
                == .rejected(.internalDestination("profile.deleteAccount")))
        let router = Router()
        let screens = ProfileScreens(service: Catalog(), router: router)
        let privacy = try #require(await screens.screen(for: ProfileRoute.privacy.erased))
        #expect(privacy.actions.map(\.title) == ["Delete account"])
        await privacy.actions[0].perform()
        await (try #require(await screens.screen(for: ProfileRoute.deleteAccount.erased))).actions[0].perform()
        #expect(router.calls.calls == [.deletion, .confirmDeletion])
    }

    @Test func aFriendRequestOpensTheProfile() async {
        let links = await app.linkHandler(isSignedIn: true)
        #expect(
            await links.receive(notification: Data(#"{"type": "friend_request", "user_id": "\#(sam)"}"#.utf8))
                == .opened)
        #expect(app.state.stack(of: ChapterTab.connect) == [ProfileRoute.user(id: sam).erased])
    }

    @Test func onlyTheSignedInUsersOwnProfileLeadsToSettings() async throws {
        let router = Router()
        let screens = ProfileScreens(service: Catalog(), router: router)
        let someoneElse = try #require(await screens.screen(for: ProfileRoute.user(id: kim).erased))
        #expect(someoneElse.actions.isEmpty)
        let own = try #require(await screens.screen(for: ProfileRoute.user(id: sam).erased))
        #expect(own.actions.map(\.title) == ["Settings"])
        await own.actions[0].perform()
        #expect(router.calls.calls == [.settings])
    }

    @Test func theSettingsSheetTakesTwoSizesAndAsksBeforeSigningOut() async throws {
        #expect(app.registry.destination(named: "profile.settings")?.detents == [.medium, .large])
        let router = Router()
        let settings = try #require(
            await ProfileScreens(service: Catalog(), router: router).screen(for: ProfileRoute.settings.erased))
        #expect(settings.actions.map(\.title) == ["Privacy", "Sign out"])
        await settings.actions[1].perform()
        guard case .asked(let dialog) = router.calls.calls.last else {
            Issue.record("Signing out asked nothing: \(router.calls.calls)")
            return
        }
        #expect(dialog.style == .alert && dialog.title == "Sign out of Chapter?")
        #expect(dialog.buttons.map(\.title) == ["Sign out", "Cancel"] && dialog.buttons[0].role == .destructive)
        try #require(dialog.buttons[0].action?.as(ProfileDialogAction.self)).perform(with: router)
        #expect(router.calls.calls.last == .signOut)
    }
}
