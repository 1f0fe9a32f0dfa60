#if canImport(SwiftUI)
// Compiled only where SwiftUI exists, like the sample it tests.
@testable import ChapterSwiftUI
import Testing

@MainActor
@Suite("Chapter in SwiftUI")
struct ChapterSwiftUITests {
    @Test func theSampleStartsTheCompositionRootThroughTheAdapter() throws {
        let presenter = try ChapterModel().started.get()
        #expect(presenter.tabs.first == "hub")
        #expect(presenter.displayed.selectedTab == "hub")
    }
}
#endif
