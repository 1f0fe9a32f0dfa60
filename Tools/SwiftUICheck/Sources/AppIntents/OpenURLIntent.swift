// App Intents as the adapter meets them: an intent that opens a universal link. Only what the
// adapter uses; each declaration names what it mirrors. Availability: Apple's documentation of
// OpenURLIntent (iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0).
import Foundation

/// Mirrors `protocol AppIntent: PersistentlyIdentifiable, Sendable` (iOS 16.0, macOS 13.0,
/// tvOS 16.0, watchOS 9.0)
/// (documentation/appintents/appintent), without its members: the adapter makes intents, it
/// declares none.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public protocol AppIntent: Sendable {}

/// Mirrors `@available(iOS 18.0, macOS 15.0, *) struct OpenURLIntent: AppIntent`
/// (documentation/appintents/openurlintent): an intent's result that opens a universal link in
/// the app that handles it.
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public struct OpenURLIntent: AppIntent {
    /// Mirrors `@Parameter var url: URL`.
    public var url: URL

    /// Mirrors `init(_ url: URL)`.
    public init(_ url: URL) {
        self.url = url
    }
}
