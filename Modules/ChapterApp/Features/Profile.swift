import ChapterKit
import Profile
import Waymark

// The Profile feature as the app wires it in: a person's profile, and the settings sheet with its
// privacy and account-deletion screens.

extension AppFeature {
    static let profile = AppFeature { app in
        let service = ProfileCatalog(catalog: app.catalog)
        return WiredFeature(
            ProfileFeature(service: service),
            sampleRoutes: app.catalog.users.dropFirst().prefix(1).map { ProfileRoute.user(id: $0.id).erased }
                + [ProfileRoute.settings.erased, ProfileRoute.privacy.erased, ProfileRoute.deleteAccount.erased],
            answering: ProfileDialogAction.self,
            with: { action, router in action.perform(with: ProfileRouter(router)) }
        ) { router in ProfileScreens(service: service, router: ProfileRouter(router)) }
    }
}

/// Where the Profile screens lead, in the app: every method of `ProfileRouting`, answered here and
/// nowhere else, so a change to the protocol touches this file only.
@MainActor
final class ProfileRouter: ProfileRouting {
    private let app: ChapterRouter

    init(_ app: ChapterRouter) {
        self.app = app
    }

    func showSettings() { app.perform(.present(ProfileRoute.settings.erased)) }
    func showPrivacySettings() { app.push(ProfileRoute.privacy) }
    func showAccountDeletion() { app.push(ProfileRoute.deleteAccount) }

    /// Deleting the account signs the user out; every signed-in screen goes with it.
    func confirmAccountDeletion() {
        app.navigation.session.signOut()
        app.perform(.dismissAll, .showNotice(.app(.accountDeleted)))
    }

    func signOut() { app.navigation.session.signOut() }

    func ask(_ dialog: Dialog) { app.perform(.showDialog(dialog)) }
}

/// The Profile feature's data: its own service over the app's catalog,
/// so no other team's protocol is met by the same object.
struct ProfileCatalog: ProfileService {
    let catalog: ChapterCatalog

    func user(_ id: UserID) async -> Person? {
        guard let user = catalog.user(id) else { return nil }
        return Person(
            name: user.name, university: catalog.university(user.university)?.name ?? "a university",
            isSignedInUser: id == catalog.sampleUser)
    }
}
