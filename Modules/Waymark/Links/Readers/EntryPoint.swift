/// The ways iOS opens an app at a screen besides a link or a notification. Each one arrives as a
/// link in the end (an activity's web page or the app's own link, a quick action's link, a widget's
/// or an App Intent's URL), so each goes through the same rules as any link (guards, held
/// navigation, missing content, notices); the entry point is kept as the transition's cause, so the
/// journal and screen views say where the user came from.
public enum EntryPoint: String, Hashable, Sendable, CaseIterable {
    /// Handoff from another device, or a web page the system hands over (`NSUserActivity`).
    case handoff
    /// A Spotlight search result (`CSSearchableItemActionType`).
    case spotlight
    /// A Home Screen quick action (`UIApplicationShortcutItem`).
    case quickAction
    /// A widget or a Live Activity (`widgetURL`, `Link`).
    case widget
    /// An App Intent that opens the app at an entity: Shortcuts, Siri, the Action button.
    case appIntent
}

/// An `NSUserActivity` as the engine reads and writes it: Foundation's type exists on Apple's
/// platforms only, so the SwiftUI adapter converts, and everything below it is tested here.
///
/// Kept small, as Handoff asks: the activity carries one link, never the screen's data.
public struct UserActivity: Hashable, Sendable {
    /// `NSUserActivityTypeBrowsingWeb`: a web page; its ``webpageURL`` is the link.
    @_spi(FrontEnd) public static let browsingWebType = "NSUserActivityTypeBrowsingWeb"
    /// `CSSearchableItemActionType`: a Spotlight result; its identifier is the link.
    @_spi(FrontEnd) public static let spotlightType = "com.apple.corespotlightitem"
    /// `CSSearchableItemActivityIdentifier`: where a Spotlight result keeps its identifier.
    static let spotlightIdentifierKey = "kCSSearchableItemActivityIdentifier"
    /// The key of the app's own activities that holds the screen's link.
    static let linkKey = "link"

    public var activityType: String
    /// The universal link of the screen: another device without the app opens the website.
    public var webpageURL: String?
    /// Which scene should take the activity: the screen's canonical link.
    public var targetContentIdentifier: String?
    public var userInfo: [String: String]

    public init(
        activityType: String, webpageURL: String? = nil, targetContentIdentifier: String? = nil,
        userInfo: [String: String] = [:]
    ) {
        self.activityType = activityType
        self.webpageURL = webpageURL
        self.targetContentIdentifier = targetContentIdentifier
        self.userInfo = userInfo
    }
}

/// A Home Screen quick action (`UIApplicationShortcutItem`) that opens a screen: its type names
/// the destination, its user info holds the link.
public struct QuickAction: Hashable, Sendable {
    public var type: String
    public var title: String
    public var userInfo: [String: String]

    public init(type: String, title: String, userInfo: [String: String]) {
        self.type = type
        self.title = title
        self.userInfo = userInfo
    }
}
