// expect: 'ToolbarPlacement.tabBar' compiled for watchOS, where it is unavailable
// The tab bar placement kept off the Mac but not the watch, where SwiftUI declares none; the
// release guard is right. The availability check must refuse it (Tools/check-swiftui).
#if canImport(SwiftUI) && !os(macOS)
import SwiftUI

struct PageWithoutTabBar: View {
    var body: some View {
        if #available(iOS 18, tvOS 18, watchOS 11, visionOS 2, *) {
            Text("Page").toolbarVisibility(.hidden, for: .tabBar)
        }
    }
}
#endif
