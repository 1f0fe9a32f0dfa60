import ChapterKit
import Waymark
import WaymarkMacros

/// The sign-in screen, which the sign-in guard presents over whatever the user was doing.
@Routes(feature: "account")
public enum AccountRoute {
    @Destination(.fullScreenCover, link: "sign-in")
    case signIn
}

/// Registers the Account feature.
public struct AccountFeature: NavigationFeature {
    public let name = AccountRoute.feature

    public init() {}

    public func register(into registrar: inout FeatureRegistrar) {
        registrar.register(AccountRoute.self) { account in
            account.signIn.satisfies(.signedIn)
        }
    }
}

/// What the sign-in screen does.
@MainActor
public protocol AccountRouting: AnyObject, Sendable {
    /// Signs the sample user in; a link held for sign-in is then opened.
    func signIn() async
    /// Closes the sign-in screen; a link held for sign-in is dropped.
    func cancelSignIn()
}

/// Builds the sign-in screen.
public struct AccountScreens: ScreenProvider {
    let router: any AccountRouting
    let sampleUserName: String

    public init(router: any AccountRouting, sampleUserName: String) {
        self.router = router
        self.sampleUserName = sampleUserName
    }

    public func registerScreens(into views: inout ViewRegistrar<ScreenContent>) {
        views.register(AccountRoute.self) { route in ScreenContent { await self.screen(for: route) } }
    }

    @MainActor
    func screen(for route: AccountRoute) async -> Screen {
        let router = router
        return Screen(
            title: "Sign in",
            lines: ["Sign in to see groups, chats and profiles."],
            actions: [
                ScreenAction("Sign in as \(sampleUserName)") { await router.signIn() },
                ScreenAction("Not now") { router.cancelSignIn() },
            ])
    }
}
