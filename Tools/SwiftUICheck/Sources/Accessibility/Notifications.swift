// Apple's Accessibility framework as Swift sees it: the notifications the adapter posts to tell
// VoiceOver that the screen or its layout changed. Only what the adapter uses. Checked against
// iPhoneOS18.0.sdk's Accessibility.swiftmodule/arm64-apple-ios.swiftinterface (offsets 11,183 to
// 12,752: `AccessibilityNotification`, `_AccessibilityNotifications` and its `post()`), compiled in
// Swift 5 mode: nothing there is isolated to an actor, and neither notification is `Sendable`.
// Apple's documentation (documentation/accessibility/accessibilitynotification) gives the same
// releases and visionOS 1.0, which the interface leaves to `*`. Availability: Apple's, inert on
// Linux; AvailabilityCheck reads it (docs/swiftui.md, "Apple's availability").
import Foundation

/// Mirrors `@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *) public enum
/// AccessibilityNotification` (documentation/accessibility/accessibilitynotification).
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public enum AccessibilityNotification {
    /// Mirrors `public struct LayoutChanged: Accessibility._AccessibilityNotifications` (offset 11,657)
    /// (documentation/accessibility/accessibilitynotification/layoutchanged).
    public struct LayoutChanged: _AccessibilityNotifications {
        /// Mirrors `public typealias _Info = Any?`.
        @available(iOS 17.0, tvOS 17.0, watchOS 10.0, macOS 14.0, *)
        public typealias _Info = Any?
        let element: Any?

        /// Mirrors `public init(_ element: Any? = nil)`.
        public init(_ element: Any? = nil) {
            self.element = element
        }
    }

    /// Mirrors `public struct ScreenChanged: Accessibility._AccessibilityNotifications` (offset 11,875)
    /// (documentation/accessibility/accessibilitynotification/screenchanged).
    public struct ScreenChanged: _AccessibilityNotifications {
        /// Mirrors `public typealias _Info = Any?`.
        @available(iOS 17.0, tvOS 17.0, watchOS 10.0, macOS 14.0, *)
        public typealias _Info = Any?
        let element: Any?

        /// Mirrors `public init(_ element: Any? = nil)`.
        public init(_ element: Any? = nil) {
            self.element = element
        }
    }
}

/// Mirrors `@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *) public protocol
/// _AccessibilityNotifications { associatedtype _Info; func post() }`, which every notification
/// conforms to.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public protocol _AccessibilityNotifications {
    associatedtype _Info
    func post()
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension _AccessibilityNotifications {
    /// Mirrors `public func post()` (documentation/accessibility/accessibilitynotification):
    /// nonisolated, as the interface declares it. The stand-in records the post and the element
    /// VoiceOver's focus is on at that moment.
    public func post() {
        VoiceOver.record(self)
    }
}

/// VoiceOver, as far as the stand-in knows it: the element its focus is on, and every notification
/// posted to it, in order, for the headless tests to read.
package enum VoiceOver {
    /// A notification posted, and where VoiceOver's focus was as it was posted.
    package struct Post: Equatable, Sendable {
        /// Which notification.
        package enum Notification: Equatable, Sendable {
            case screenChanged, layoutChanged
        }

        package let notification: Notification
        /// Whether the post named an element for VoiceOver to move to (the adapter names none).
        package let namesElement: Bool
        /// The element VoiceOver's focus was on (``focusedElement``) when it was posted.
        package let focusedElement: ObjectIdentifier?
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var focused: ObjectIdentifier?
    nonisolated(unsafe) private static var log: [Post] = []

    /// The element VoiceOver's focus is on, by identity, as the stand-in of SwiftUI commits it: the
    /// storage of the `AccessibilityFocusState` that holds focus, once the update that set it is
    /// done (ViewRenderer sets it as each render ends), never while a view's handler still runs.
    package static var focusedElement: ObjectIdentifier? {
        get { lock.withLock { focused } }
        set { lock.withLock { focused = newValue } }
    }

    /// The notifications posted since the last ``reset()``, oldest first.
    package static var posted: [Post] {
        lock.withLock { log }
    }

    /// No notification posted, focus on no element: a new process.
    package static func reset() {
        lock.withLock {
            focused = nil
            log = []
        }
    }

    static func record(_ notification: some _AccessibilityNotifications) {
        let post: Post
        switch notification {
        case let screen as AccessibilityNotification.ScreenChanged:
            post = Post(
                notification: .screenChanged, namesElement: screen.element != nil, focusedElement: focusedElement)
        case let layout as AccessibilityNotification.LayoutChanged:
            post = Post(
                notification: .layoutChanged, namesElement: layout.element != nil, focusedElement: focusedElement)
        default:
            return
        }
        lock.withLock { log.append(post) }
    }
}
