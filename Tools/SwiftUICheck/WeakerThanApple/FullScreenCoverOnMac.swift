// expect: 'View.fullScreenCover(item:onDismiss:content:)' compiled for macOS, where it is unavailable
// A full-screen cover guarded by `canImport(SwiftUI)` alone: compiled for the Mac, where SwiftUI
// declares none. The availability check must refuse it (Tools/check-swiftui).
#if canImport(SwiftUI)
import SwiftUI

struct Game: Identifiable {
    let id: Int
}

struct Arcade: View {
    @State private var game: Game?

    var body: some View {
        Text("Arcade").fullScreenCover(item: $game) { playing in Text("Game \(playing.id)") }
    }
}
#endif
