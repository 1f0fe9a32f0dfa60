// docs/swiftui.md's "A screen's own state", as an app writes it: a view reads its entry from the
// environment and keeps its state there. It must compile against the stand-in.
import SwiftUI
import Waymark
import WaymarkSwiftUI

struct VisitCounter: View {
    static let visits = ScreenStateKey.Saved<Int>("notes.visits")
    @Environment(\.screenEntry) private var entry

    var body: some View {
        let visits = entry?.state(Self.visits) { 0 } ?? 0
        Button("Seen \(visits) times") { entry?.setState(visits + 1, Self.visits) }
    }
}
