// expect: main actor-isolated
// A Binding's closures are `@Sendable` and take the isolation of where they are written: built
// outside the main actor, they may not read main-actor state.
import SwiftUI

@MainActor
final class TabModel {
    var selected = 0
}

func selection(of model: TabModel) -> Binding<Int> {
    Binding(get: { model.selected }, set: { model.selected = $0 })
}
