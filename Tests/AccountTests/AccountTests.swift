import Account
import ChapterKit
import Testing
import Waymark
import WaymarkTesting

@MainActor
private final class Router: AccountRouting {
    enum Call: Equatable { case signIn, cancel }
    let calls = CallRecorder<Call>()
    func signIn() async { calls.record(.signIn) }
    func cancelSignIn() { calls.record(.cancel) }
}

@MainActor
@Suite("Account")
struct AccountTests {
    @Test func signInIsAPublicCover() throws {
        let app = try NavigationHarness(
            tabs: ChapterTab.all, links: LinkConfiguration(schemes: ["chapter"]), feature: AccountFeature())
        let signIn = try #require(app.registry.destination(named: "account.signIn"))
        #expect(signIn.presentation == .fullScreenCover && signIn.access == .public)
        expectLinksRoundTrip([AccountRoute.signIn.erased], in: app.registry)
        expectEveryLinkCovered(by: [AccountRoute.signIn.erased], feature: "account", in: app.registry)
    }

    @Test func theScreenSignsInOrCancels() async throws {
        let router = Router()
        let screen = try #require(
            await AccountScreens(router: router, sampleUserName: "Alex").screen(for: AccountRoute.signIn.erased))
        #expect(screen.actions.map(\.title) == ["Sign in as Alex", "Not now"])
        for action in screen.actions { await action.perform() }
        #expect(router.calls.calls == [.signIn, .cancel])
    }
}
