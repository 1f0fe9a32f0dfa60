// expect: 'OpenURLIntent' needs iOS 18.0, the guard gives iOS 17.0
// An `@available` on the enclosing declaration that asks less than App Intents' `OpenURLIntent`
// (iOS 18). The availability check must refuse it (Tools/check-swiftui).
#if canImport(AppIntents)
import AppIntents
import Foundation

@available(iOS 17.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
func openingIntent(for url: URL) -> some AppIntent {
    OpenURLIntent(url)
}
#endif
