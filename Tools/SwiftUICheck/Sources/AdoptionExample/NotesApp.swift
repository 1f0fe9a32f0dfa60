// The getting-started article's code, between the marker lines: Tools/check-swiftui compiles it
// as an outside client against the stand-in, checks that the article quotes it as it is here, and
// counts the concepts and lines each snippet costs (Tools/SwiftUICheck/SourceChecks/ConceptCount).
// The first screen's four imports stand outside its snippet, so its 21 lines and they make issue
// 66's 25.
import SwiftUI
import Waymark
import WaymarkMacros
import WaymarkSwiftUI

// BEGIN SNIPPET first-screen: at most 5 concepts, 21 lines
@Routes(feature: "notes")
enum NotesRoute {
    @Destination(.tabRoot, tab: "notes", link: "notes")
    case list
    @Destination(.push, tab: "notes", link: "note/{id:int}")
    case note(id: Int)
}

// Marked `@main` in the app's target.
struct NotesApp: App {
    var body: some Scene {
        WindowGroup(makeContent: {
            NavigationStackRoot(routes: NotesRoute.self) { route in
                switch route {
                case .list: NoteList()
                case .note(let id): Text("Note \(id)")
                }
            }
        })
    }
}
// END SNIPPET first-screen

// BEGIN SNIPPET push-from-a-screen: at most 2 concepts
struct NoteList: View {
    @Environment(\.navigate) private var navigate

    var body: some View {
        Button("First note") { navigate(to: NotesRoute.note(id: 1)) }
    }
}
// END SNIPPET push-from-a-screen
