// expect: Equatable
// `onChange(of:)` compares the value with the one before: it must be Equatable.
import SwiftUI

struct Score {
    var points = 0
}

struct ScoreWatcher: View {
    let score: Score

    var body: some View {
        Text("Score").onChange(of: score) {}
    }
}
