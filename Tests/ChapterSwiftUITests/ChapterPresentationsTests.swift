#if canImport(SwiftUI) && SWIFTUI_STANDIN
// Compiled only in Tools/SwiftUICheck, against the stand-in of SwiftUI's declared API: these tests
// read the view tree through the stand-in's renderer, which SwiftUI does not offer.
import ChapterApp
import ChapterKit
import HeadlessSupport
import SwiftUI
import Testing
@_spi(FrontEnd) import Waymark
@_spi(FrontEnd) import WaymarkPresentation
import WaymarkSwiftUI

@testable import ChapterSwiftUI

/// Chapter's popover, inspector, zoom and search tab in its window, rendered headless; the stand-in
/// is on iOS 26 here, as `ChapterLaunch.runningPlatform` reads it.
@MainActor
@Suite("Chapter's popovers, inspectors, zooms and search tab in SwiftUI", .serialized)
struct ChapterPresentationsTests {
    @Test func theSearchTabsFieldShowsTheResultsForWhatIsTyped() async throws {
        let window = try await ChapterWindowUnderTest()
        #expect(window.renderer.tabRoles == [.search] && window.renderer.searchActivations == [.searchTabSelection])
        window.renderer.select("search")
        await window.settle()
        #expect(try window.router.state.tabBeforeSearch == "hub")
        #expect(window.renderer.search("physics"))
        #expect(window.renderer.hasSearchField)
        try await window.workFinished()
        await window.settle()
        #expect(
            try window.router.state.stack(of: "search").map { try window.scene.app.registry.link(for: $0) } == [
                "chapter://search/results?q=physics"
            ])
    }

    @Test func theFiltersButtonAnchorsTheFiltersAndACardZoomsIntoItsPage() async throws {
        let window = try await ChapterWindowUnderTest()
        _ = await (try window.scene).app.links.open("chapter://search/results?q=Northbridge")
        await window.settle()
        // The results' button, drawn last: the search tab's root under them has one of its own.
        #expect(window.renderer.tapLast("Filters"))
        try await window.workFinished()
        await window.settle()
        #expect(window.renderer.presentations.map(\.style) == [.popover])
        let popover = try #require(window.renderer.presentations.first)
        #expect(window.renderer.texts(under: popover.node).contains("Filters"), "Presented from its button")
        window.renderer.swipeDown(popover)
        await window.settle()
        #expect(window.renderer.tap("University of Northbridge"))
        try await window.workFinished()
        await window.settle()
        let zoom = try #require(window.renderer.zoomTransitions.first)
        #expect(zoom.sourceID == AnyHashable(PresentationSource("university.card", item: "1")))
        #expect(window.renderer.transitionSources.contains { $0.id == zoom.sourceID && $0.namespace == zoom.namespace })
    }
}
#endif
