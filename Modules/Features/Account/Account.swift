import ChapterKit
import Waymark
import WaymarkMacros

/// The sign-in screen, which the sign-in guard presents over whatever the user was doing, what it
/// leads to (the terms of use, a forgotten password), and help with the account.
@Routes(feature: "account")
public enum AccountRoute {
    @Destination(.fullScreenCover, link: "sign-in")
    case signIn

    /// Resetting a forgotten password, inside the sign-in cover: closing the cover closes it too.
    @Destination(.pushInModal, link: "sign-in/forgot-password")
    case forgotPassword

    /// Answers to common questions about the account.
    @Destination(.sheet, detents: [.medium, .large], link: "help")
    case help

    /// A sheet the user closes with its own button once they have read it: it cannot be swiped
    /// away.
    @Destination(.sheet, link: "terms")
    case terms
}

/// Registers the Account feature.
public struct AccountFeature: NavigationFeature {
    public let name = AccountRoute.feature

    public init() {}

    public func register(into registrar: inout FeatureRegistrar) {
        registrar.register(AccountRoute.self) { account in
            account.signIn.satisfies(.signedIn)
            account.terms.interactiveDismissDisabled()
            account.forgotPassword.parent(AccountRoute.signIn)
        }
    }
}

/// What the sign-in screen and the terms of use do.
@MainActor
public protocol AccountRouting: AnyObject, Sendable {
    /// Signs the sample user in; a link held for sign-in is then opened.
    func signIn() async
    /// Signs a new user in, who has yet to finish onboarding; a link held for sign-in then opens,
    /// or waits for onboarding if it needs that too.
    func signUp() async
    /// Closes the sign-in screen; a link held for sign-in is dropped.
    func cancelSignIn()
    /// Shows the terms of use over the screen on top.
    func showTerms()
    /// Closes the terms of use, the one way they close.
    func closeTerms()
    func showForgottenPassword()
    /// Goes back from the forgotten password to the sign-in screen under it.
    func backToSignIn()
    func showHelp()
    func closeHelp()
}

/// Builds the sign-in screen and the terms of use.
public struct AccountScreens: ScreenProvider {
    let router: any AccountRouting
    let sampleUserName: String

    public init(router: any AccountRouting, sampleUserName: String) {
        self.router = router
        self.sampleUserName = sampleUserName
    }

    public func registerScreens(into views: inout ViewRegistry<ScreenContent>.Builder) {
        views.register(AccountRoute.self) { route in ScreenContent { await self.screen(for: route) } }
    }

    @MainActor
    func screen(for route: AccountRoute) async -> Screen {
        let router = router
        switch route {
        case .signIn:
            return Screen(
                title: "Sign in",
                lines: ["Sign in to see groups, chats and profiles."],
                actions: [
                    ScreenAction("Sign in as \(sampleUserName)") { await router.signIn() },
                    ScreenAction("Not now") { router.cancelSignIn() },
                    ScreenAction("Terms of use") { router.showTerms() },
                    ScreenAction("Sign up as a new student") { await router.signUp() },
                    ScreenAction("Forgot your password?") { router.showForgottenPassword() },
                ])
        case .forgotPassword:
            return Screen(
                title: "Forgot your password?",
                lines: ["We send a link to the email address you signed up with; it works for an hour."],
                actions: [
                    ScreenAction("Back to sign in") { router.backToSignIn() },
                    ScreenAction("Help") { router.showHelp() },
                ])
        case .help:
            return Screen(
                title: "Help",
                lines: [
                    "Your shortlist stays on this device when you sign out.",
                    "A new student answers a few questions first: their stage, grades and interests.",
                ],
                actions: [
                    ScreenAction("Terms of use") { router.showTerms() }, ScreenAction("Close") { router.closeHelp() },
                ])
        case .terms:
            return Screen(
                title: "Terms of use",
                lines: [
                    "Chapter keeps your shortlist and your place in the app on this device.",
                    "Be kind in groups and chats.",
                ],
                actions: [ScreenAction("I have read them") { router.closeTerms() }])
        }
    }
}
