import Account
import ChapterKit
import Waymark

// The Account feature as the app wires it in: the sign-in cover, which the access guard shows.

extension AppFeature {
    static let account = AppFeature { app in
        let sampleUser = app.catalog.user(app.catalog.sampleUser)?.name ?? "the sample user"
        return WiredFeature(AccountFeature(), sampleRoutes: [AccountRoute.signIn.erased]) { router in
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
        await app.navigation.session.meet(.signedIn)
    }

    /// Closes the sign-in cover; the engine drops the navigation held for it, with a notice.
    func cancelSignIn() {
        let state = app.navigation.state
        guard let index = state.modals.lastIndex(where: { $0.root == AccountRoute.signIn.erased }) else { return }
        app.perform(.dismiss(fromLayer: index))
    }
}
