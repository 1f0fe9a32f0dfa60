import Foundation
import LegacyApp
import Waymark

// Step 0's whole change to the enums: each becomes a legacy route, under a key that never
// changes, with the link its own `url` writes. No case is touched.

extension AppDestination: LegacyRoute {
    public static let typeKey = "app.destination"
    public var legacyLink: URL? { url }
}

extension AppSheet: LegacyRoute {
    public static let typeKey = "app.sheet"
    public var legacyLink: URL? { nil }
}
