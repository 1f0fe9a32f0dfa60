// expect: 'Tab.init(value:content:label:)' needs iOS 18.0, the guard gives iOS 17.0
// A `Tab` (iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2) with no guard at all: the package
// runs from iOS 17. The availability check must refuse it (Tools/check-swiftui).
#if canImport(SwiftUI)
import SwiftUI

struct TabsWithoutAGuard: View {
    @State private var selection = 0

    var body: some View {
        TabView(selection: $selection) {
            Tab(value: 0) {
                Text("Home")
            } label: {
                Text("Home")
            }
        }
    }
}
#endif
