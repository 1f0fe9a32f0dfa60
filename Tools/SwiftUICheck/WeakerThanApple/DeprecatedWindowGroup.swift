// expect: 'WindowGroup.init(content:)' deprecated on iOS 18.0, the guard lets it run there
// `WindowGroup(content:)`, which Apple deprecates from iOS 18, macOS 15, tvOS 18, watchOS 11 and
// visionOS 2 for `WindowGroup(makeContent:)`, on releases that reach them. The availability check
// must refuse it (Tools/check-swiftui).
#if canImport(SwiftUI)
import SwiftUI

struct OneWindow: Scene {
    var body: some Scene {
        WindowGroup { Text("Chapter") }
    }
}
#endif
