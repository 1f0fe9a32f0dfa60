// expect: 'View.popover(item:attachmentAnchor:arrowEdge:content:)' compiled for tvOS, where it is unavailable
// A popover guarded by `canImport(SwiftUI)` alone: compiled for tvOS and watchOS, where SwiftUI
// declares no popover. The availability check must refuse it (Tools/check-swiftui).
#if canImport(SwiftUI)
import SwiftUI

struct Filter: Identifiable {
    let id: Int
}

struct FiltersButton: View {
    @State private var filter: Filter?

    var body: some View {
        Button("Filters") { filter = Filter(id: 1) }
            .popover(item: $filter) { shown in Text("Filter \(shown.id)") }
    }
}
#endif
