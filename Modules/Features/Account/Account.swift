import ChapterKit
import Waymark
import WaymarkMacros

/// The sign-in screen, which the sign-in guard presents over whatever the user was doing, and the
/// terms of use it leads to.
@Routes(feature: "account")
public enum AccountRoute {
    @Destination(.fullScreenCover, link: "sign-in")
    case signIn

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
