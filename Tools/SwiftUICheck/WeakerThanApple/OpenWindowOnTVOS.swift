// expect: 'EnvironmentValues.openWindow' compiled for tvOS, where it is unavailable
// The window-opening action read where SwiftUI has none (tvOS, watchOS: one window each). The
// availability check must refuse it (Tools/check-swiftui).
#if canImport(SwiftUI)
import SwiftUI

struct OpenInNewWindow: View {
    @Environment(\.openWindow) private var openWindow

    var body: some View {
        Button("Open in new window") { openWindow(value: "chapter://hub") }
    }
}
#endif
