import Account
import ChapterKit
import Testing
import Waymark
import WaymarkTesting

@MainActor
private final class Router: AccountRouting {
    enum Call: Equatable { case signIn, signUp, cancel, showTerms, closeTerms, forgot, back, help, closeHelp }
    let calls = CallRecorder<Call>()
    func signIn() async { calls.record(.signIn) }
    func signUp() async { calls.record(.signUp) }
    func cancelSignIn() { calls.record(.cancel) }
    func showTerms() { calls.record(.showTerms) }
    func closeTerms() { calls.record(.closeTerms) }
    func showForgottenPassword() { calls.record(.forgot) }
    func backToSignIn() { calls.record(.back) }
    func showHelp() { calls.record(.help) }
    func closeHelp() { calls.record(.closeHelp) }
}

@MainActor
@Suite("Account")
struct AccountTests {
    @Test func signInIsAPublicCover() throws {
        let app = try NavigationHarness(
            tabs: ChapterTab.all, links: LinkConfiguration(schemes: ["chapter"]), feature: AccountFeature())
        let signIn = try #require(app.registry.destination(named: "account.signIn"))
        #expect(signIn.presentation == .modal(.fullScreenCover) && signIn.access == .public)
        let routes = [AccountRoute.signIn, .terms, .forgotPassword, .help].map(\.erased)
        expectLinksRoundTrip(routes, in: app.registry)
        expectEveryLinkCovered(by: routes, feature: "account", in: app.registry)
        #expect(app.registry.destination(named: "account.help")?.detents == [.medium, .large])
    }

    @Test func aForgottenPasswordLinkOpensInsideTheSignInCover() async throws {
        let app = try NavigationHarness(
            tabs: ChapterTab.all, links: LinkConfiguration(schemes: ["chapter"]), feature: AccountFeature())
        let links = await app.linkHandler()
        #expect(await links.open("chapter://sign-in/forgot-password") == .opened)
        #expect(app.state.modals.map(\.root) == [AccountRoute.signIn.erased])
        #expect(app.state.modals.first?.stack == [AccountRoute.signIn.erased, AccountRoute.forgotPassword.erased])
    }

    @Test func theTermsAreASheetTheUserCannotSwipeAway() throws {
        let app = try NavigationHarness(
            tabs: ChapterTab.all, links: LinkConfiguration(schemes: ["chapter"]), feature: AccountFeature())
        let terms = try #require(app.registry.destination(named: "account.terms"))
        #expect(terms.presentation == .modal(.sheet) && !terms.allowsInteractiveDismissal)
        try app.router.perform(.present(AccountRoute.terms.erased))
        #expect(throws: NavigationError.notInteractivelyDismissible("account.terms")) {
            try app.router.userDid(.draggedDown(layer: 0))
        }
        #expect(app.router.state.modals.map(\.root) == [AccountRoute.terms.erased])
    }

    @Test func theScreenSignsInOrCancels() async throws {
        let router = Router()
        let screen = try #require(
            await AccountScreens(router: router, sampleUserName: "Alex").screen(for: AccountRoute.signIn.erased))
        #expect(
            screen.actions.map(\.title) == [
                "Sign in as Alex", "Not now", "Terms of use", "Sign up as a new student", "Forgot your password?",
            ])
        for action in screen.actions { await action.perform() }
        #expect(router.calls.calls == [.signIn, .cancel, .showTerms, .signUp, .forgot])
        let terms = try #require(
            await AccountScreens(router: router, sampleUserName: "Alex").screen(for: AccountRoute.terms.erased))
        #expect(terms.actions.map(\.title) == ["I have read them"])
        await terms.actions[0].perform()
        #expect(router.calls.calls.last == .closeTerms)
    }

    @Test func theForgottenPasswordAndHelpLeadBackAndClose() async throws {
        let router = Router()
        let screens = AccountScreens(router: router, sampleUserName: "Alex")
        let forgot = try #require(await screens.screen(for: AccountRoute.forgotPassword.erased))
        for action in forgot.actions { await action.perform() }
        let help = try #require(await screens.screen(for: AccountRoute.help.erased))
        for action in help.actions { await action.perform() }
        #expect(router.calls.calls == [.back, .help, .showTerms, .closeHelp])
    }
}
