import ChapterKit
import Waymark

/// Builds the Profile feature's screens.
public struct ProfileScreens: ScreenProvider {
    let service: any ProfileService
    let router: any ProfileRouting

    public init(service: any ProfileService, router: any ProfileRouting) {
        self.service = service
        self.router = router
    }

    public func registerScreens(into views: inout ViewRegistry<ScreenContent>.Builder) {
        views.register(ProfileRoute.self) { route in ScreenContent { await self.screen(for: route) } }
    }

    @MainActor
    func screen(for route: ProfileRoute) async -> Screen {
        let router = router
        switch route {
        case .user(let id):
            guard let user = await service.user(id) else {
                return Screen(title: "Profile", lines: ["This profile is no longer available."])
            }
            return Screen(
                title: user.name,
                lines: ["Applying to \(user.university)"],
                actions: user.isSignedInUser ? [ScreenAction("Settings") { router.showSettings() }] : [])
        case .settings:
            return Screen(
                title: "Settings",
                lines: ["Notifications: on"],
                actions: [ScreenAction("Privacy") { router.showPrivacySettings() }]
                    + ((try? Self.signingOut()).map { dialog in [ScreenAction("Sign out") { router.ask(dialog) }] }
                        ?? []))
        case .privacy:
            return Screen(
                title: "Privacy",
                lines: ["Your profile is visible to your groups."],
                actions: [ScreenAction("Delete account") { router.showAccountDeletion() }])
        case .deleteAccount:
            return Screen(
                title: "Delete account",
                lines: ["This removes your profile and signs you out."],
                actions: [ScreenAction("Delete my account") { router.confirmAccountDeletion() }])
        }
    }

    /// The question before the user signs out.
    static func signingOut() throws(NavigationError) -> Dialog {
        try Dialog(
            .alert, title: "Sign out of Chapter?",
            buttons: [
                .init("Sign out", role: .destructive, action: DialogAction(ProfileDialogAction.signOut)),
                .init("Cancel", role: .cancel),
            ])
    }
}
