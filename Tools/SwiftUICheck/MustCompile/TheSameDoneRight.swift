// The snippets of MustNotCompile/, each with its fault put right: this one must compile, so a
// snippet that fails fails for the fault it plants, not for anything else.
import SwiftUI

struct Number: Identifiable {
    let id: Int
}

struct Score: Equatable {
    var points = 0
}

@MainActor
final class TabModel {
    var selected = 0
}

struct RightUses: View {
    @State private var number: Number?
    let score: Score
    let model: TabModel

    var body: some View {
        TabView(
            selection: Binding(get: { @MainActor in model.selected }, set: { @MainActor in model.selected = $0 })
        ) {
            Text("Numbers")
                .sheet(item: $number) { number in Text("\(number.id)") }
                .onChange(of: score) {}
                .tag(0)
        }
    }
}
