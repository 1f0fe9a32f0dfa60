import AppModels
import Foundation
import Waymark

/// The screens not moved yet: the Connect tab's. The Search tab's moved to `SearchRoute`
/// (`Step2/SearchFeature/LegacyMapping.md`).
public enum AppDestination: Hashable, Codable, Sendable {
    case userProfile(GroupUser)
    case groupProfile(GroupChat)
    case chat(UUID)

    /// The destination's shareable link.
    public var url: URL? {
        switch self {
        case .userProfile(let user): URL(string: "chapter://profile/\(user.id.uuidString)")
        case .groupProfile(let group): URL(string: "chapter://group/\(group.id.uuidString)")
        case .chat(let id): URL(string: "chapter://chat/\(id.uuidString)")
        }
    }
}

/// The sheets screens present, with the links step 0 gave them.
public enum AppSheet: Hashable, Codable, Sendable {
    case newMessage

    /// The sheet's link.
    public var url: URL? {
        switch self {
        case .newMessage: URL(string: "chapter://new-message")
        }
    }

    /// Reads a sheet's link.
    static func parseURL(_ url: URL) -> AppSheet? {
        guard url.scheme == "chapter", url.pathComponents.count <= 1, url.host == "new-message" else { return nil }
        return .newMessage
    }
}

extension AppDestination: LegacyRoute {
    public static let typeKey = "app.destination"
    public var legacyLink: URL? { url }
}

extension AppSheet: LegacyRoute {
    public static let typeKey = "app.sheet"
    public var legacyLink: URL? { url }
}
