// expect: 'View.inspector(isPresented:content:)' compiled for visionOS, where it is unavailable
// An inspector kept off tvOS and watchOS but not visionOS, where SwiftUI declares none either.
// The availability check must refuse it (Tools/check-swiftui).
#if canImport(SwiftUI) && !os(tvOS) && !os(watchOS)
import SwiftUI

struct Details: View {
    @State private var shown = false

    var body: some View {
        Text("Course").inspector(isPresented: $shown) { Text("Details") }
    }
}
#endif
