// Home Screen quick actions: UIApplicationShortcutItem and its icon.
// Checked against UIKit's UIApplicationShortcutItem.h (the iPhoneOS SDKs' public header): both
// classes `API_AVAILABLE(ios(9.0)) API_UNAVAILABLE(tvos)`, plain `NSObject` subclasses (no
// `NS_SWIFT_UI_ACTOR`, so not `@MainActor`); watchOS's UIKit declares neither, which the stand-in
// writes as `@available(watchOS, unavailable)`.
import Foundation

/// Mirrors `class UIApplicationShortcutIcon: NSObject, NSCopying`
/// (documentation/uikit/uiapplicationshortcuticon).
@available(iOS 9.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
open class UIApplicationShortcutIcon: NSObject {
    /// The SF Symbol it shows.
    package let systemImageName: String

    /// Mirrors `convenience init(systemImageName: String)`.
    public init(systemImageName: String) {
        self.systemImageName = systemImageName
    }
}

/// Mirrors `class UIApplicationShortcutItem: NSObject, NSCopying, NSMutableCopying`
/// (documentation/uikit/uiapplicationshortcutitem).
@available(iOS 9.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
open class UIApplicationShortcutItem: NSObject {
    /// Mirrors `var type: String { get }`.
    open var type: String { itemType }
    /// Mirrors `var localizedTitle: String { get }`.
    open var localizedTitle: String { title }
    /// Mirrors `var localizedSubtitle: String? { get }`.
    open var localizedSubtitle: String? { subtitle }
    /// Mirrors `var icon: UIApplicationShortcutIcon? { get }`.
    open var icon: UIApplicationShortcutIcon? { itemIcon }
    /// Mirrors `var userInfo: [String : any NSSecureCoding]? { get }`.
    open var userInfo: [String: any NSSecureCoding]? { info }

    private let itemType: String
    private let title: String
    private let subtitle: String?
    private let itemIcon: UIApplicationShortcutIcon?
    private let info: [String: any NSSecureCoding]?

    /// Mirrors `init(type: String, localizedTitle: String, localizedSubtitle: String?, icon:
    /// UIApplicationShortcutIcon?, userInfo: [String : any NSSecureCoding]? = nil)`.
    public init(
        type: String, localizedTitle: String, localizedSubtitle: String?, icon: UIApplicationShortcutIcon?,
        userInfo: [String: any NSSecureCoding]? = nil
    ) {
        itemType = type
        title = localizedTitle
        subtitle = localizedSubtitle
        itemIcon = icon
        info = userInfo
    }

    /// Mirrors `convenience init(type: String, localizedTitle: String)`.
    public convenience init(type: String, localizedTitle: String) {
        self.init(type: type, localizedTitle: localizedTitle, localizedSubtitle: nil, icon: nil)
    }
}
