// What Foundation declares on Apple's platforms and Foundation on Linux lacks: NSUserActivity, which
// SwiftUI's activity modifiers and UIKit's scene activation requests both name. On Apple's platforms
// UIKit re-exports Foundation and SwiftUI makes it visible too; the stand-ins of both re-export
// this module the same way.
import Foundation

/// Mirrors Foundation's `open class NSUserActivity: NSObject` (documentation/foundation/nsuseractivity),
/// which Foundation on Linux does not have: the members the adapter uses.
open class NSUserActivity: NSObject {
    /// Mirrors `var activityType: String { get }`.
    public let activityType: String
    /// Mirrors `var webpageURL: URL?`.
    open var webpageURL: URL?
    /// Mirrors `var userInfo: [AnyHashable : Any]?`.
    open var userInfo: [AnyHashable: Any]?
    /// Mirrors `var targetContentIdentifier: String?`.
    open var targetContentIdentifier: String?

    /// Mirrors `init(activityType: String)`.
    public init(activityType: String) {
        self.activityType = activityType
    }
}

/// Mirrors Foundation's `let NSUserActivityTypeBrowsingWeb: String`
/// (documentation/foundation/nsuseractivitytypebrowsingweb).
// swift-format-ignore: AlwaysUseLowerCamelCase
public let NSUserActivityTypeBrowsingWeb: String = "NSUserActivityTypeBrowsingWeb"
