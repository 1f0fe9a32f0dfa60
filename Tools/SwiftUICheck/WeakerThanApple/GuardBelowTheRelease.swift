// expect: 'View.toolbarVisibility(_:for:)' needs iOS 18.0, the guard gives iOS 17.0
// `toolbarVisibility(_:for:)` is iOS 18's; a guard of iOS 17 is weaker than Apple's availability.
// The availability check must refuse it (Tools/check-swiftui).
#if canImport(SwiftUI) && !os(macOS) && !os(watchOS)
import SwiftUI

struct FullScreenPage: View {
    var body: some View {
        if #available(iOS 17, tvOS 17, visionOS 1, *) {
            Text("Page").toolbarVisibility(.hidden, for: .tabBar)
        }
    }
}
#endif
