#if canImport(SwiftUI) && canImport(AppIntents)
// Compiled only where SwiftUI and App Intents exist, and on Linux against the stand-ins of their
// declared API in Tools/SwiftUICheck, where its tests run.
import AppIntents
import Foundation
@_spi(FrontEnd) import Waymark

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension OpenURLIntent {
    /// Opens `route`'s screen: what an App Intent returns (`.result(opensIntent:)`) to open the
    /// app at a screen (Shortcuts, Siri, the Action button). `OpenURLIntent` opens a universal
    /// link, so the URL is the route's universal link (`https://`, the app's first universal-link
    /// host) marked `via=appIntent`: it reaches the app through `onOpenURL` like any link, under
    /// the same rules, and the journal and screen views say it came from an App Intent. An app
    /// without a universal-link host gets ``LinkValueError/noUniversalLinkHost``.
    public init(_ route: AnyRoute, in registry: NavigationRegistry) throws(LinkValueError) {
        let link = try registry.link(for: route, from: .appIntent, form: .universal)
        guard let url = URL(string: link) else {
            throw .invalid("link", reason: "'\(link)' is not a URL Foundation reads")
        }
        self.init(url)
    }
}
#endif
