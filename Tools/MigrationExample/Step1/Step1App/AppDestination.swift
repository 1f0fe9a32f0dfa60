import AppModels
import Foundation
import Waymark

/// The screens not moved yet: the Search and Connect tabs'. The Hub's four cases moved to
/// `HubRoute` (`Step1/HubFeature/LegacyMapping.md`).
public enum AppDestination: Hashable, Codable, Sendable {
    // Search
    case courseDetail(UUID)
    case compare(CompareNavOptions)
    case accommodationDetail(UUID)
    // Connect
    case userProfile(GroupUser)
    case groupProfile(GroupChat)
    case chat(UUID)

    /// The destination's shareable link.
    public var url: URL? {
        switch self {
        case .courseDetail(let id): URL(string: "chapter://course/\(id.uuidString)")
        case .compare(let options):
            URL(string: "chapter://compare/\(options.first.uuidString)/\(options.second.uuidString)")
        case .accommodationDetail(let id): URL(string: "chapter://accommodation/\(id.uuidString)")
        case .userProfile(let user): URL(string: "chapter://profile/\(user.id.uuidString)")
        case .groupProfile(let group): URL(string: "chapter://group/\(group.id.uuidString)")
        case .chat(let id): URL(string: "chapter://chat/\(id.uuidString)")
        }
    }
}

/// The sheets screens present, with the links step 0 gave them.
public enum AppSheet: Hashable, Codable, Sendable {
    case filters
    case newMessage

    /// The sheet's link.
    public var url: URL? {
        switch self {
        case .filters: URL(string: "chapter://filters")
        case .newMessage: URL(string: "chapter://new-message")
        }
    }

    /// Reads a sheet's link.
    static func parseURL(_ url: URL) -> AppSheet? {
        guard url.scheme == "chapter", url.pathComponents.count <= 1 else { return nil }
        switch url.host {
        case "filters": return .filters
        case "new-message": return .newMessage
        default: return nil
        }
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
