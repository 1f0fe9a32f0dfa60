// UIKit's accessibility notifications as Swift sees them, which the adapter used to tell VoiceOver
// that the screen or its layout changed. Checked against iPhoneOS18.0.sdk: UIAccessibilityConstants.h
// declares `typedef struct UIAccessibility { void *_reserved; } UIAccessibility;` under
// `__swift__` as a namespace, and UIKit.apinotes names its members (`UIAccessibilityNotifications`
// as `UIAccessibility.Notification`, `UIAccessibilityScreenChangedNotification` as
// `screenChanged`, `UIAccessibilityLayoutChangedNotification` as `layoutChanged`,
// `UIAccessibilityPostNotification` as `UIAccessibility.post(notification:argument:)`); the
// notifications are `NS_SWIFT_NONISOLATED`, posting is `NS_SWIFT_UI_ACTOR` and unavailable on
// watchOS. UIKit.swiftinterface declares none of them.

/// Mirrors `struct UIAccessibility`, the namespace UIAccessibilityConstants.h declares for Swift
/// (documentation/uikit/uiaccessibility).
public struct UIAccessibility {
    /// Mirrors `struct Notification: Hashable, RawRepresentable` over `UInt32`
    /// (`typedef uint32_t UIAccessibilityNotifications NS_TYPED_ENUM`).
    public struct Notification: Hashable, RawRepresentable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }

        /// Mirrors `nonisolated static let screenChanged: UIAccessibility.Notification`
        /// (`UIAccessibilityScreenChangedNotification`).
        public static let screenChanged = Notification(rawValue: 1000)
        /// Mirrors `nonisolated static let layoutChanged: UIAccessibility.Notification`
        /// (`UIAccessibilityLayoutChangedNotification`).
        public static let layoutChanged = Notification(rawValue: 1001)
    }

    /// Mirrors `@MainActor static func post(notification: UIAccessibility.Notification, argument:
    /// Any?)` (`UIAccessibilityPostNotification`, `API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR`).
    ///
    /// The adapter no longer posts through it: it posts Apple's Accessibility framework's
    /// `AccessibilityNotification`, which every platform the package supports has (the stand-in
    /// in Sources/Accessibility records those). It stays for WeakerThanApple/, which plants its use
    /// on watchOS, where it is unavailable; posting it records nothing.
    @available(watchOS, unavailable)
    @MainActor
    public static func post(notification: Notification, argument: Any?) {}
}
