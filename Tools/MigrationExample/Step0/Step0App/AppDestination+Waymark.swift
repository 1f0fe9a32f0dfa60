import Foundation
import LegacyApp
import Waymark

// Step 0's whole change to the enums: each becomes a legacy route, under a key that never
// changes, with the link its own `url` writes. No case is touched. The sheets had no links (the
// seed presents them with flags); each gets one here, and a parser for it, so a session saved
// with a sheet up keeps it after the sheet moves to a feature.

extension AppDestination: LegacyRoute {
    public static let typeKey = "app.destination"
    public var legacyLink: URL? { url }
}

extension AppSheet: LegacyRoute {
    public static let typeKey = "app.sheet"
    public var legacyLink: URL? { url }

    /// The sheet's link.
    var url: URL? {
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
