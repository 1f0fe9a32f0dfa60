import AppModels
import Foundation

/// The legacy parser, for the links no feature declares yet: the Hub's hosts are gone from it,
/// since `HubRoute`'s patterns read them.
enum DeepLinkManager {
    static func parseURL(_ url: URL) -> AppDestination? {
        guard url.scheme == "chapter", let host = url.host else { return nil }
        let parts = Array(url.pathComponents.dropFirst())
        let id = parts.first ?? ""
        switch host {
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

    static func parseNotification(_ fields: [String: String]) -> AppDestination? {
        guard let id = fields["id"].flatMap(UUID.init(uuidString:)) else { return nil }
        switch fields["type"] {
        case "chat": return .chat(id)
        case "group": return Directory.group(id).map(AppDestination.groupProfile)
        default: return nil
        }
    }
}
