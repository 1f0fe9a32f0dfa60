import AppModels
import Foundation

/// The legacy parser, for the Connect tab's links, which no feature declares yet.
enum DeepLinkManager {
    static func parseURL(_ url: URL) -> AppDestination? {
        guard url.scheme == "chapter", let host = url.host else { return nil }
        let id = Array(url.pathComponents.dropFirst()).first ?? ""
        switch host {
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
