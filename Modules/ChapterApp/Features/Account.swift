import Account
import ChapterKit
import Waymark

// The Account feature as the app wires it in: the sign-in cover, which the access guard shows, and
// the terms of use it leads to.

extension AppFeature {
    static let account = AppFeature { app in
        let sampleUser = app.catalog.user(app.catalog.sampleUser)?.name ?? "the sample user"
        let samples = [AccountRoute.signIn, .terms, .forgotPassword, .help].map(\.erased)
        return WiredFeature(AccountFeature(), sampleRoutes: samples) { router in
            AccountScreens(router: AccountRouter(router), sampleUserName: sampleUser)
        }
    }
}

/// Where the Account screens lead, in the app: every method of `AccountRouting`, answered here and
/// nowhere else, so a change to the protocol touches this file only.
@MainActor
final class AccountRouter: AccountRouting {
    private let app: ChapterRouter

    init(_ app: ChapterRouter) {
        self.app = app
    }

    func signIn() async {
        await app.navigation.session.signIn(.sample)
    }

    func signUp() async {
        await app.navigation.session.signIn(.new)
    }

    /// Closes the sign-in cover; the engine drops the navigation held for it, with a notice.
    func cancelSignIn() {
        dismiss(AccountRoute.signIn)
    }

    func showTerms() {
        app.perform(.present(AccountRoute.terms.erased))
    }

    func closeTerms() {
        dismiss(AccountRoute.terms)
    }

    func showForgottenPassword() {
        app.push(AccountRoute.forgotPassword)
    }

    func backToSignIn() {
        app.perform(.pop())
    }

    func showHelp() {
        app.perform(.present(AccountRoute.help.erased))
    }

    func closeHelp() {
        dismiss(AccountRoute.help)
    }

    /// Dismisses the top layer whose root is `route`, with every layer above it.
    private func dismiss(_ route: AccountRoute) {
        app.dismissLayer { $0 == route.erased }
    }
}
