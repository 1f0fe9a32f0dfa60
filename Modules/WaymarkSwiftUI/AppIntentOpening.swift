#if canImport(SwiftUI) && canImport(AppIntents)
// Compiled only where SwiftUI and App Intents exist, and on Linux against the stand-ins of their
// declared API in Tools/SwiftUICheck, where its tests run.
import AppIntents
import Foundation
import Waymark

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension OpenURLIntent {
    /// Opens `route`'s screen: what an App Intent returns (`.result(opensIntent:)`) to open the
    /// app at a screen (Shortcuts, Siri, the Action button). The URL is the route's canonical link
    /// marked `via=appIntent`, so it reaches the app through `onOpenURL` like any link, under the
    /// same rules, and the journal and screen views say it came from an App Intent.
    public init(_ route: AnyRoute, in registry: NavigationRegistry) throws(LinkValueError) {
        let link = try registry.link(for: route, from: .appIntent)
        guard let url = URL(string: link) else {
            throw .invalid("link", reason: "'\(link)' is not a URL Foundation reads")
        }
        self.init(url)
    }
}
#endif
