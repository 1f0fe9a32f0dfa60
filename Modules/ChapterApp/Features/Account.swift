import Account
import ChapterKit
import Waymark

// The Account feature as the app wires it in: the sign-in cover, which the access guard shows.

extension AppFeature {
    static let account = AppFeature { app in
        let sampleUser = app.catalog.user(app.catalog.sampleUser)?.name ?? "the sample user"
        return WiredFeature(AccountFeature(), sampleRoutes: [AccountRoute.signIn.erased]) { router in
            AccountScreens(router: router, sampleUserName: sampleUser)
        }
    }
}

extension ChapterRouter: AccountRouting {
    func signIn() async {
        await navigation.session.meet(.signedIn)
    }

    /// Closes the sign-in cover; the engine drops the navigation held for it, with a notice.
    func cancelSignIn() {
        guard let index = navigation.state.modals.lastIndex(where: { $0.root == AccountRoute.signIn.erased }) else {
            return
        }
        perform(.dismiss(fromLayer: index))
    }
}
