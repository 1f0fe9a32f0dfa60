// UIKit's scenes as a scene delegate meets them: UIResponder, UIScene, UIWindowScene,
// UISceneSession, UIScene.ConnectionOptions, UISceneDelegate, UIWindowSceneDelegate, UIApplication.
// Only what the adapter uses; each declaration names what it mirrors.
// Checked against UIKit's headers in the iPhoneOS SDKs (UISceneOptions.h, UISceneDefinitions.h,
// UIApplication.h, UIWindowScene.h): quick actions (`shortcutItems`, `shortcutItem`,
// `windowScene(_:performActionFor:completionHandler:)`) are `API_UNAVAILABLE(tvos)`; watchOS's UIKit
// has none of these classes, written here as `@available(watchOS, unavailable)`.
import Foundation

/// Mirrors `@MainActor class UIResponder: NSObject` (documentation/uikit/uiresponder).
@available(iOS 2.0, tvOS 9.0, *)
@available(watchOS, unavailable)
@MainActor
open class UIResponder: NSObject {}

/// Mirrors `@MainActor class UISceneSession: NSObject` (documentation/uikit/uiscenesession).
@available(iOS 13.0, tvOS 13.0, *)
@available(watchOS, unavailable)
@MainActor
open class UISceneSession: NSObject {
    /// Mirrors `var persistentIdentifier: String { get }`.
    open var persistentIdentifier: String { identifier }
    private let identifier: String

    /// Mirrors `var role: UISceneSession.Role { get }`.
    open var role: UISceneSession.Role { sessionRole }
    private let sessionRole: Role

    /// UIKit makes sessions; a test makes one here, an app window's unless it says otherwise.
    package init(persistentIdentifier: String, role: Role = .windowApplication) {
        identifier = persistentIdentifier
        sessionRole = role
    }

    /// Mirrors `struct UISceneSession.Role: Hashable, Equatable, RawRepresentable, @unchecked
    /// Sendable` (documentation/uikit/uiscenesession/role).
    public struct Role: Hashable, RawRepresentable, Sendable {
        public let rawValue: String

        /// Mirrors `init(rawValue: String)`.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// Mirrors `static let windowApplication: UISceneSession.Role`.
        public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")

        /// Mirrors `static let windowExternalDisplayNonInteractive: UISceneSession.Role`
        /// (`API_AVAILABLE(ios(16.0)) API_UNAVAILABLE(watchos)`): a screen mirrored to an external
        /// display.
        @available(iOS 16.0, *)
        @available(watchOS, unavailable)
        public static let windowExternalDisplayNonInteractive = Role(
            rawValue: "UIWindowSceneSessionRoleExternalDisplayNonInteractive")
    }
}

/// Mirrors `@MainActor class UISceneConfiguration: NSObject`
/// (documentation/uikit/uisceneconfiguration): what UIKit makes a connecting scene with.
@available(iOS 13.0, tvOS 13.0, *)
@available(watchOS, unavailable)
@MainActor
open class UISceneConfiguration: NSObject {
    /// Mirrors `var name: String? { get }`.
    open var name: String? { configurationName }
    /// Mirrors `var role: UISceneSession.Role { get }`.
    open var role: UISceneSession.Role { sessionRole }
    /// Mirrors `var delegateClass: AnyClass?`: the class UIKit makes the scene's delegate of.
    open var delegateClass: AnyClass?

    private let configurationName: String?
    private let sessionRole: UISceneSession.Role

    /// Mirrors `init(name: String?, sessionRole: UISceneSession.Role)`.
    public init(name: String?, sessionRole: UISceneSession.Role) {
        configurationName = name
        self.sessionRole = sessionRole
    }
}

/// Mirrors `@MainActor class UIScene: UIResponder` (documentation/uikit/uiscene).
@available(iOS 13.0, tvOS 13.0, *)
@available(watchOS, unavailable)
@MainActor
open class UIScene: UIResponder {
    /// Mirrors `var session: UISceneSession { get }`.
    open var session: UISceneSession { sceneSession }
    private let sceneSession: UISceneSession

    /// Mirrors `init(session: UISceneSession, connectionOptions: UIScene.ConnectionOptions)`.
    public required init(session: UISceneSession, connectionOptions: UIScene.ConnectionOptions) {
        sceneSession = session
    }

    /// Mirrors `@MainActor class UIScene.ConnectionOptions: NSObject`
    /// (documentation/uikit/uiscene/connectionoptions): why the scene connects.
    @MainActor
    open class ConnectionOptions: NSObject {
        /// Mirrors `var shortcutItem: UIApplicationShortcutItem? { get }`.
        @available(tvOS, unavailable)
        open var shortcutItem: UIApplicationShortcutItem? { item }
        private let item: UIApplicationShortcutItem?

        /// UIKit makes the options; a test makes them here.
        package init(shortcutItem: UIApplicationShortcutItem? = nil) {
            item = shortcutItem
        }
    }
}

/// Mirrors `@MainActor class UIWindowScene: UIScene` (documentation/uikit/uiwindowscene).
@available(iOS 13.0, tvOS 13.0, *)
@available(watchOS, unavailable)
@MainActor
open class UIWindowScene: UIScene {}

/// Mirrors `@MainActor protocol UISceneDelegate: NSObjectProtocol`
/// (documentation/uikit/uiscenedelegate). UIKit's methods are `optional`, which needs the
/// Objective-C runtime Linux lacks: here the one the adapter implements is a requirement, so a
/// misspelt signature fails to compile instead of becoming a method UIKit never calls.
@available(iOS 13.0, tvOS 13.0, *)
@available(watchOS, unavailable)
@MainActor
public protocol UISceneDelegate: NSObjectProtocol {
    /// Mirrors `optional func scene(_ scene: UIScene, willConnectTo session: UISceneSession,
    /// options connectionOptions: UIScene.ConnectionOptions)`.
    func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
}

/// Mirrors `@MainActor protocol UIWindowSceneDelegate: UISceneDelegate`
/// (documentation/uikit/uiwindowscenedelegate); its optional method as a requirement, as above.
@available(iOS 13.0, tvOS 13.0, *)
@available(watchOS, unavailable)
@MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {
    /// Mirrors `optional func windowScene(_ windowScene: UIWindowScene, performActionFor
    /// shortcutItem: UIApplicationShortcutItem, completionHandler: @escaping (Bool) -> Void)`.
    @available(iOS 13.0, *)
    @available(tvOS, unavailable)
    func windowScene(
        _ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
        completionHandler: @escaping (Bool) -> Void)
}

/// Mirrors `@MainActor class UIApplication: UIResponder` (documentation/uikit/uiapplication).
@available(iOS 2.0, tvOS 9.0, *)
@available(watchOS, unavailable)
@MainActor
open class UIApplication: UIResponder {
    /// Mirrors `class var shared: UIApplication { get }`.
    open class var shared: UIApplication { process }
    private static let process = UIApplication()

    /// Mirrors `var shortcutItems: [UIApplicationShortcutItem]?`: the Home Screen's dynamic quick
    /// actions.
    @available(iOS 9.0, *)
    @available(tvOS, unavailable)
    open var shortcutItems: [UIApplicationShortcutItem]?

    /// The scene activations the app asked for (`activateSceneSession(for:errorHandler:)`), oldest
    /// first: the system's part, which a test reads and a new process empties.
    package var activationRequests: [UISceneSessionActivationRequest] = []
}

/// Mirrors `@MainActor protocol UIApplicationDelegate: NSObjectProtocol`
/// (documentation/uikit/uiapplicationdelegate); its optional method as a requirement, as above.
@available(iOS 2.0, tvOS 9.0, *)
@available(watchOS, unavailable)
@MainActor
public protocol UIApplicationDelegate: NSObjectProtocol {
    /// Mirrors `optional func application(_ application: UIApplication, configurationForConnecting
    /// connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) ->
    /// UISceneConfiguration`.
    @available(iOS 13.0, tvOS 13.0, *)
    func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration
}
