// expect: 'NavigationTransition.zoom(sourceID:in:)' compiled for macOS, where it is unavailable
// The zoom transition under the right releases but compiled for the Mac, where SwiftUI declares
// no zoom. The availability check must refuse it (Tools/check-swiftui).
#if canImport(SwiftUI)
import SwiftUI

struct ZoomedCard: View {
    @Namespace private var cards

    var body: some View {
        if #available(iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2, *) {
            Text("Card").navigationTransition(.zoom(sourceID: 1, in: cards))
        }
    }
}
#endif
