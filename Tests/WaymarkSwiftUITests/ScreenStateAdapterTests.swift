#if canImport(SwiftUI) && SWIFTUI_STANDIN
// Compiled only in Tools/SwiftUICheck, against the stand-in of SwiftUI's declared API: these tests
// read the view tree through the stand-in's renderer, which SwiftUI does not offer.
import HeadlessSupport
import SwiftUI
import Testing
@_spi(FrontEnd) @testable import Waymark
@_spi(FrontEnd) @testable import WaymarkPresentation
import WaymarkSwiftUI

private typealias Route = AdapterApp.Route

/// A view's entry state through the adapter: each screen reads its entry from the environment,
/// the same route twice is two entries, and what a screen keeps outlives a tab switch and a modal
/// over it, and is released once the pop that took it away has completed, not before.
@MainActor
@Suite("Screen state in the SwiftUI adapter, rendered headless", .serialized)
struct ScreenStateAdapterTests {
    @Test func eachScreenReadsItsOwnEntryFromTheEnvironment() throws {
        let window = try AdapterWindow()
        try window.router.perform(.selectTab("search"), .push(Route.item(1).erased), .push(Route.item(1).erased))
        window.settle()
        let entries = window.router.state.entries(of: "search")
        #expect(window.renderer.stack(of: "search")?.shown.map(\.id) == entries.map(Optional.init))
        for entry in entries {
            #expect(window.renderer.texts().contains("entry \(entry.rawValue): 0 taps"), "\(entry)")
        }
        #expect(window.renderer.texts().filter { $0.hasPrefix("entry") }.count == entries.count, "Roots are none")
    }

    @Test func aScreensStateOutlivesATabSwitchAndAModalAndGoesAfterThePopCompletes() throws {
        let window = try AdapterWindow()
        try window.router.perform(.selectTab("search"), .push(Route.item(1).erased), .push(Route.item(2).erased))
        window.settle()
        let top = try #require(window.router.state.entries(of: "search").last)
        #expect(window.renderer.tap("tap \(top.rawValue)"))
        #expect(window.renderer.texts().contains("entry \(top.rawValue): 1 taps"), "The view draws what it set")

        window.renderer.select("hub")
        try window.router.perform(.present(Route.settings.erased))
        window.settle()
        try window.router.perform(.dismissTop, .selectTab("search"))
        window.settle()
        #expect(window.renderer.texts().contains("entry \(top.rawValue): 1 taps"), "Kept through both")

        try window.router.perform(.pop(.tab("search")))
        window.renderer.render()
        #expect(window.renderer.runningAnimations > 0, "The pop is animating")
        #expect(window.router.entriesWithScreenState.contains(top), "Not released while the screen is shown")
        window.renderer.finishAnimations()
        #expect(window.renderer.runningAnimations == 0)
        #expect(!window.router.entriesWithScreenState.contains(top), "Released once the pop completed")
        try window.router.perform(.push(Route.item(2).erased))
        window.settle()
        let again = try #require(window.router.state.entries(of: "search").last)
        #expect(again != top && window.renderer.texts().contains("entry \(again.rawValue): 0 taps"))
    }

    @Test func aScreenANavigationLinkPushedKeepsItsValueAndGetsTheEntryThePushMade() throws {
        let window = try AdapterWindow()
        window.renderer.select("search")
        let stack = try #require(window.renderer.stack(of: "search"))
        window.renderer.setPath([Route.item(4).erased], of: stack)
        let written = try #require(window.renderer.stack(of: "search")?.shown.first)
        #expect(written.id == nil, "The value SwiftUI made")
        window.settle()
        let entry = try #require(window.router.state.entries(of: "search").first)
        #expect(window.renderer.stack(of: "search")?.shown == [written], "Still that value: no new screen")
        #expect(window.presenter.resolve(written, on: .tab("search")).entry == entry)
        #expect(window.renderer.texts().contains("entry \(entry.rawValue): 0 taps"))
    }
}
#endif
