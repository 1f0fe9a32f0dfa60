// expect: 'WindowGroup.init(for:content:)' compiled for tvOS, where it is unavailable
// A window group opened on a value, guarded by `canImport(SwiftUI)` alone: tvOS and watchOS have
// one window and no such window group. The availability check must refuse it (Tools/check-swiftui).
#if canImport(SwiftUI)
import SwiftUI

struct LinkWindows: Scene {
    var body: some Scene {
        WindowGroup(for: String.self) { $link in Text(link ?? "Hub") }
    }
}
#endif
