import ChapterKit
import Waymark
import WaymarkMacros

/// The screens of the Profile feature: people's profiles and the account's settings.
@Routes(feature: "profile")
public enum ProfileRoute {
    @Destination(.push, tab: ChapterTab.connect, tabBar: .hidden, requires: .signedIn, link: "profile/{id:uuid}")
    case user(id: UserID)

    @Destination(.sheet, requires: .signedIn, detents: [.medium, .large], link: "settings")
    case settings

    @Destination(.pushInModal, tabBar: .hidden, requires: .signedIn, link: "settings/privacy")
    case privacy

    /// Internal: only the privacy screen's action leads here.
    @Destination(.pushInModal, tabBar: .hidden, access: .internal, link: "settings/delete-account")
    case deleteAccount
}

/// Registers the Profile feature and the friend requests it owns.
public struct ProfileFeature: NavigationFeature {
    public let name = ProfileRoute.feature
    let service: any ProfileService

    public init(service: any ProfileService) {
        self.service = service
    }

    public func register(into registrar: inout FeatureRegistrar) {
        let service = service
        registrar.answersDialogs(of: ProfileDialogAction.self)
        registrar.register(ProfileRoute.self) { profile in
            profile.user.requiresContent("profile") { id in await service.user(id) != nil }
            profile.privacy.parent(ProfileRoute.settings)
            profile.deleteAccount.parent(ProfileRoute.settings)
            profile.deleteAccount.requires(.signedIn)
            profile.deleteAccount.reachable(from: profile.privacy.name)
        }
        registrar.handleNotifications(ofType: "friend_request") { payload throws(PayloadError) in
            ProfileRoute.user(id: UserID(try payload.uuid("user_id"))).erased
        }
    }
}

/// Where the Profile feature's screens lead.
@MainActor
public protocol ProfileRouting: AnyObject, Sendable {
    /// The settings sheet, from the signed-in user's own profile.
    func showSettings()
    func showPrivacySettings()
    /// Account deletion is internal: only the privacy screen's action reaches it.
    func showAccountDeletion()
    func confirmAccountDeletion()
    /// Signs the user out, by the rules of signing out: every signed-in screen goes.
    func signOut()
    /// Shows `dialog` over the screen; its buttons' actions are ``ProfileDialogAction``s.
    func ask(_ dialog: Dialog)
}

/// What the Profile feature's dialogs ask for, carried out through ``ProfileRouting`` once the
/// user answers.
public enum ProfileDialogAction: Hashable, Sendable {
    case signOut

    /// Does what the answer asked.
    @MainActor
    public func perform(with router: any ProfileRouting) {
        switch self {
        case .signOut: router.signOut()
        }
    }
}

/// A person as their profile shows them.
public struct Person: Sendable {
    public let name: String
    public let university: String
    /// Whether this is the signed-in user: only their own profile leads to their settings.
    public let isSignedInUser: Bool

    public init(name: String, university: String, isSignedInUser: Bool) {
        self.name = name
        self.university = university
        self.isSignedInUser = isSignedInUser
    }
}

/// The people the Profile feature shows.
public protocol ProfileService: Sendable {
    func user(_ id: UserID) async -> Person?
}
