import ChapterKit
import Waymark

/// The screens of the Profile feature: people's profiles and the account's settings.
public enum ProfileRoute: LinkableRoute {
    case user(UserID)
    case settings
    case privacy
    case deleteAccount

    public static let typeKey = "profile"

    public var destinationName: DestinationName {
        switch self {
        case .user: "profile.user"
        case .settings: "profile.settings"
        case .privacy: "profile.privacy"
        case .deleteAccount: "profile.deleteAccount"
        }
    }

    public init(destination: DestinationName, values: LinkValues) throws(LinkValueError) {
        switch destination {
        case "profile.user": self = .user(UserID(try values.uuid("id")))
        case "profile.settings": self = .settings
        case "profile.privacy": self = .privacy
        case "profile.deleteAccount": self = .deleteAccount
        default: throw .noLink(destination)
        }
    }

    public var linkValues: LinkValues {
        switch self {
        case .user(let id): ["id": .uuid(id.rawValue)]
        case .settings, .privacy, .deleteAccount: [:]
        }
    }
}

/// Registers the Profile feature and the friend requests it owns.
public struct ProfileFeature: NavigationFeature {
    public let name = "profile"
    let service: any ProfileService

    public init(service: any ProfileService) {
        self.service = service
    }

    public func register(into registrar: inout FeatureRegistrar) {
        let service = service
        registrar.register(ProfileRoute.self, destinations: [
            .push("profile.user", hostTab: ChapterTab.connect, access: .signedIn, tabBar: .hidden)
                .link("profile/{id:uuid}")
                .requiresContent("profile") { route in
                    guard case .user(let id) = route else { return false }
                    return await service.user(id) != nil
                },
            .sheet("profile.settings", access: .signedIn).link("settings"),
            .pushInModal("profile.privacy", access: .signedIn, tabBar: .hidden)
                .link("settings/privacy").parent(ProfileRoute.settings),
            .pushInModal("profile.deleteAccount", access: .internal, tabBar: .hidden)
                .requires(.signedIn)
                .reachable(from: "profile.privacy")
                .link("settings/delete-account").parent(ProfileRoute.settings),
        ])
        registrar.handleNotifications(ofType: "friend_request") { payload throws(PayloadError) in
            ProfileRoute.user(UserID(try payload.uuid("user_id"))).erased
        }
    }
}

/// Where the Profile feature's screens lead.
@MainActor
public protocol ProfileRouting: AnyObject, Sendable {
    func showPrivacySettings()
    /// Account deletion is internal: only the privacy screen's action reaches it.
    func showAccountDeletion()
    func confirmAccountDeletion()
}

/// The people the Profile feature shows.
public protocol ProfileService: Sendable {
    func user(_ id: UserID) async -> (name: String, university: String)?
}
