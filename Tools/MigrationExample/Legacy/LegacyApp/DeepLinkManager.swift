import AppModels
import Foundation

/// Reads links and notifications into destinations (`DeepLinkManager.swift:493` in the seed).
public enum DeepLinkManager {
    /// `chapter://[host]/[id]`, as the seed's `parseURL(_:)`.
    public static func parseURL(_ url: URL) -> AppDestination? {
        guard url.scheme == "chapter", let host = url.host else { return nil }
        let parts = Array(url.pathComponents.dropFirst())
        let id = parts.first ?? ""
        switch host {
        case "careers": return .careerPaths
        case "inbox": return .inbox
        case "leaderboards": return parts.isEmpty ? nil : .leaderboards(LeaderboardOptions(scope: id))
        case "university": return Int(id).map(AppDestination.university)
        case "course": return UUID(uuidString: id).map(AppDestination.courseDetail)
        case "accommodation": return UUID(uuidString: id).map(AppDestination.accommodationDetail)
        case "compare":
            guard parts.count == 2, let first = UUID(uuidString: parts[0]), let second = UUID(uuidString: parts[1])
            else { return nil }
            return .compare(CompareNavOptions(first: first, second: second))
        case "profile": return UUID(uuidString: id).flatMap(Directory.user).map(AppDestination.userProfile)
        case "group": return UUID(uuidString: id).flatMap(Directory.group).map(AppDestination.groupProfile)
        case "chat": return UUID(uuidString: id).map(AppDestination.chat)
        default: return nil
        }
    }

    /// A push notification's fields (`type` and `id`), as the seed's `parseNotification(_:)`.
    public static func parseNotification(_ fields: [String: String]) -> AppDestination? {
        guard let id = fields["id"].flatMap(UUID.init(uuidString:)) else { return nil }
        switch fields["type"] {
        case "chat": return .chat(id)
        case "group": return Directory.group(id).map(AppDestination.groupProfile)
        default: return nil
        }
    }
}
