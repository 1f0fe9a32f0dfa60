import Foundation
// Asking the system to activate a scene: UIApplication's `activateSceneSession(for:errorHandler:)`
// and its request. Only what the adapter uses; each declaration names what it mirrors.
// Checked against iPhoneOS18.0.sdk's UIKit.swiftinterface (arm64e-apple-ios, around offset 77,800:
// `UISceneSessionActivationRequest` is a Swift struct there, `@available(iOS 17.0, tvOS 17.0, *)`,
// and the method a `@MainActor @preconcurrency` extension of `UIApplication` of the same
// availability) and UIKit's headers (UISceneSessionActivationRequest.h: `API_AVAILABLE(ios(17.0),
// tvos(17.0)) API_UNAVAILABLE(watchos)`; UISceneOptions.h: `UISceneActivationRequestOptions`,
// `API_AVAILABLE(ios(13.0)) NS_SWIFT_UI_ACTOR`). UIKit re-exports Foundation, whose NSUserActivity
// the stand-in keeps in FoundationAdditions.
@_exported import FoundationAdditions

extension UIScene {
    /// Mirrors `@MainActor class UIScene.ActivationRequestOptions: NSObject`
    /// (documentation/uikit/uiscene/activationrequestoptions): how the system should activate a
    /// scene. The adapter passes none; the request's initialiser names the type.
    @available(iOS 13.0, tvOS 13.0, *)
    @available(watchOS, unavailable)
    @MainActor
    open class ActivationRequestOptions: NSObject {}
}

/// Mirrors `struct UISceneSessionActivationRequest: Hashable`
/// (documentation/uikit/uiscenesessionactivationrequest-swift.struct): which scene session to
/// activate. Not `Sendable`, as UIKit's is not.
@available(iOS 17.0, tvOS 17.0, *)
@available(watchOS, unavailable)
public struct UISceneSessionActivationRequest: Hashable {
    /// Mirrors `var role: UISceneSession.Role { get }`.
    public var role: UISceneSession.Role { requestedRole }
    /// Mirrors `var session: UISceneSession? { get }`.
    public var session: UISceneSession? { requestedSession }
    /// Mirrors `var userActivity: NSUserActivity? { get set }`.
    public var userActivity: NSUserActivity?
    /// Mirrors `var options: UIScene.ActivationRequestOptions? { get set }`.
    public var options: UIScene.ActivationRequestOptions?

    private let requestedRole: UISceneSession.Role
    private let requestedSession: UISceneSession?

    /// Mirrors `init(role: UISceneSession.Role = .windowApplication, userActivity: NSUserActivity? =
    /// nil, options: UIScene.ActivationRequestOptions? = nil)`.
    public init(
        role: UISceneSession.Role = .windowApplication, userActivity: NSUserActivity? = nil,
        options: UIScene.ActivationRequestOptions? = nil
    ) {
        requestedRole = role
        requestedSession = nil
        self.userActivity = userActivity
        self.options = options
    }

    /// Mirrors `init(session: UISceneSession, userActivity: NSUserActivity? = nil, options:
    /// UIScene.ActivationRequestOptions? = nil)`: a request to activate that existing session.
    /// UIKit reads the session's role, a main-actor property; the stand-in takes the app window
    /// role, the only one its sessions are made with by the renderer.
    public init(
        session: UISceneSession, userActivity: NSUserActivity? = nil, options: UIScene.ActivationRequestOptions? = nil
    ) {
        requestedRole = .windowApplication
        requestedSession = session
        self.userActivity = userActivity
        self.options = options
    }

    public static func == (a: UISceneSessionActivationRequest, b: UISceneSessionActivationRequest) -> Bool {
        a.requestedRole == b.requestedRole && a.requestedSession === b.requestedSession
            && a.userActivity === b.userActivity && a.options === b.options
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(requestedRole)
        hasher.combine(requestedSession.map(ObjectIdentifier.init))
    }
}

@available(iOS 17.0, tvOS 17.0, *)
@available(watchOS, unavailable)
extension UIApplication {
    /// Mirrors `@MainActor @preconcurrency func activateSceneSession(for request:
    /// UISceneSessionActivationRequest, errorHandler: ((any Error) -> Void)? = nil)`
    /// (documentation/uikit/uiapplication/activatescenesession(for:errorhandler:)): asks the system
    /// to activate the scene (to bring an existing session's window to the front). The stand-in
    /// records each request (``activationRequests``) for a test to read.
    @MainActor @preconcurrency
    public func activateSceneSession(
        for request: UISceneSessionActivationRequest, errorHandler: ((any Error) -> Void)? = nil
    ) {
        activationRequests.append(request)
    }
}
