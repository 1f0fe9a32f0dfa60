import AppModels
import Foundation

/// Every screen the app pushes, in one enum (`DeepLinkManager.swift:14` in the seed, which has
/// 100+ cases; this reproduction keeps three tabs' worth). `Codable` so the app can save its path.
public enum AppDestination: Hashable, Codable, Sendable {
    // Hub
    case careerPaths
    case leaderboards(LeaderboardOptions)
    case university(Int)
    case inbox
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
        case .careerPaths: URL(string: "chapter://careers")
        case .leaderboards(let options): URL(string: "chapter://leaderboards/\(options.scope)")
        case .university(let id): URL(string: "chapter://university/\(id)")
        case .inbox: URL(string: "chapter://inbox")
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

/// The sheets screens present (the seed's `routerSheet(isPresented:)` flags, one per sheet).
public enum AppSheet: Hashable, Codable, Sendable {
    /// Search's filters, from which a course opens.
    case filters
    /// Connect's new message, from which a profile opens.
    case newMessage
}
