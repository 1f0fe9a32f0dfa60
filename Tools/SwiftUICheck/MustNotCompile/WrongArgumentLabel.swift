// expect: argument label
// The stand-in has SwiftUI's argument labels: `sheet(item:)`, never `sheet(items:)`.
import SwiftUI

struct Choice: Identifiable {
    let id: Int
}

struct ChoiceSheet: View {
    @State private var choice: Choice?

    var body: some View {
        Text("Choices").sheet(items: $choice) { choice in Text("\(choice.id)") }
    }
}
