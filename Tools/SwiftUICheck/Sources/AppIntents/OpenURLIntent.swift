// App Intents as the adapter meets them: an intent that opens a URL. Only what the adapter uses;
// each declaration names what it mirrors.
import Foundation

/// Mirrors `protocol AppIntent: PersistentlyIdentifiable, Sendable`
/// (documentation/appintents/appintent), without its members: the adapter makes intents, it
/// declares none.
public protocol AppIntent: Sendable {}

/// Mirrors `@available(iOS 18.0, macOS 15.0, *) struct OpenURLIntent: AppIntent`
/// (documentation/appintents/openurlintent): an intent's result that opens a URL, in the app
/// that handles it (a universal link's or a custom scheme's).
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public struct OpenURLIntent: AppIntent {
    /// Mirrors `@Parameter var url: URL`.
    public var url: URL

    /// Mirrors `init(_ url: URL)`.
    public init(_ url: URL) {
        self.url = url
    }
}
