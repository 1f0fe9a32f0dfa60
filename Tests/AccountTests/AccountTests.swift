import Account
import ChapterKit
import Testing
import Waymark
import WaymarkTesting

@MainActor
private final class Router: AccountRouting {
    enum Call: Equatable { case signIn, signUp, cancel, showTerms, closeTerms }
    let calls = CallRecorder<Call>()
    func signIn() async { calls.record(.signIn) }
    func signUp() async { calls.record(.signUp) }
    func cancelSignIn() { calls.record(.cancel) }
    func showTerms() { calls.record(.showTerms) }
    func closeTerms() { calls.record(.closeTerms) }
}

@MainActor
@Suite("Account")
struct AccountTests {
    @Test func signInIsAPublicCover() throws {
        let app = try NavigationHarness(
            tabs: ChapterTab.all, links: LinkConfiguration(schemes: ["chapter"]), feature: AccountFeature())
        let signIn = try #require(app.registry.destination(named: "account.signIn"))
        #expect(signIn.presentation == .fullScreenCover && signIn.access == .public)
        expectLinksRoundTrip([AccountRoute.signIn.erased, AccountRoute.terms.erased], in: app.registry)
        expectEveryLinkCovered(
            by: [AccountRoute.signIn.erased, AccountRoute.terms.erased], feature: "account", in: app.registry)
    }

    @Test func theTermsAreASheetTheUserCannotSwipeAway() throws {
        let app = try NavigationHarness(
            tabs: ChapterTab.all, links: LinkConfiguration(schemes: ["chapter"]), feature: AccountFeature())
        let terms = try #require(app.registry.destination(named: "account.terms"))
        #expect(terms.presentation == .sheet && !terms.allowsInteractiveDismissal)
        try app.router.perform(.present(AccountRoute.terms.erased))
        #expect(throws: NavigationError.notInteractivelyDismissible("account.terms")) {
            try app.router.userDid(.swipedDown(layer: 0))
        }
        #expect(app.router.state.modals.map(\.root) == [AccountRoute.terms.erased])
    }

    @Test func theScreenSignsInOrCancels() async throws {
        let router = Router()
        let screen = try #require(
            await AccountScreens(router: router, sampleUserName: "Alex").screen(for: AccountRoute.signIn.erased))
        #expect(
            screen.actions.map(\.title) == ["Sign in as Alex", "Not now", "Terms of use", "Sign up as a new student"])
        for action in screen.actions { await action.perform() }
        #expect(router.calls.calls == [.signIn, .cancel, .showTerms, .signUp])
        let terms = try #require(
            await AccountScreens(router: router, sampleUserName: "Alex").screen(for: AccountRoute.terms.erased))
        #expect(terms.actions.map(\.title) == ["I have read them"])
        await terms.actions[0].perform()
        #expect(router.calls.calls.last == .closeTerms)
    }
}
