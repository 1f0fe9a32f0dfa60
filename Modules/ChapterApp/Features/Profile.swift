import ChapterKit
import Profile
import Waymark

// The Profile feature as the app wires it in: a person's profile, and the settings sheet with its
// privacy and account-deletion screens.

extension AppFeature {
    static let profile = AppFeature { app in
        WiredFeature(
            ProfileFeature(service: app.services),
            sampleRoutes: app.catalog.users.dropFirst().prefix(1).map { ProfileRoute.user(id: $0.id).erased }
                + [ProfileRoute.settings.erased, ProfileRoute.privacy.erased, ProfileRoute.deleteAccount.erased]
        ) { router in ProfileScreens(service: app.services, router: router) }
    }
}

extension ChapterRouter: ProfileRouting {
    func showProfile(_ id: UserID) { push(ProfileRoute.user(id: id)) }
    func showSettings() { perform(.present(ProfileRoute.settings.erased)) }
    func showPrivacySettings() { push(ProfileRoute.privacy) }
    func showAccountDeletion() { push(ProfileRoute.deleteAccount) }

    func confirmAccountDeletion() {
        navigation.session.revoke(.signedIn)
        perform(.dismissAll, .showNotice(.app(ChapterNotice.accountDeleted)))
    }
}

extension CatalogServices: ProfileService {
    func user(_ id: UserID) async -> Person? {
        guard let user = catalog.user(id) else { return nil }
        return Person(
            name: user.name, university: catalog.university(user.university)?.name ?? "a university",
            isSignedInUser: id == catalog.sampleUser)
    }
}
