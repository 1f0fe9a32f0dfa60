#if canImport(SwiftUI) && SWIFTUI_STANDIN
// Compiled only in Tools/SwiftUICheck, against the stand-in of SwiftUI's declared API: these tests
// read the view tree through the stand-in's renderer, which SwiftUI does not offer.
import ChapterApp
import Foundation
import HeadlessSupport
import SwiftUI
import Testing
import Waymark
import WaymarkPresentation

@testable import ChapterSwiftUI

/// Chapter adopted a stack at a time: its own tab bar around `NavigationStackRoot`, the way the
/// app the seed documents draws one, tested as the tab view is.
@MainActor
@Suite("Chapter with a tab bar of its own drawing", .serialized)
struct OwnTabBarTests {
    @Test func theBarSelectsTabsAndHidesUnderAScreenThatHidesIt() async throws {
        let window = try await ChapterWindowUnderTest(drawsItsOwnTabBar: true)
        let router = try window.router
        let presenter = try window.presenter
        // No tab view: one stack, the selected tab's, under the app's own bar.
        #expect(window.renderer.nodes(of: TabView<TabID, AnyView>.self).isEmpty)
        #expect(window.renderer.texts().contains("[Hub]"))
        #expect(window.renderer.texts().contains("Search"))

        #expect(window.renderer.tap("Search"))
        await window.settle()
        #expect(router.state.selectedTab == "search")
        #expect(window.renderer.texts().contains("[Search]"))
        // The one stack on screen is the search tab's, showing its root.
        #expect(window.renderer.stacks.count == 1)
        #expect(window.renderer.stacks.first?.path.isEmpty == true)

        // A university hides the tab bar, as its destination declares: the bar goes with it.
        window.renderer.open(try #require(URL(string: "chapter://university/1")))
        try await window.workFinished()
        await window.settle()
        let stack = try #require(window.renderer.stacks.first)
        #expect(stack.routes == router.state.stack(of: "search"))
        #expect(stack.path.count == 1)
        #expect(presenter.isTabBarVisible == false)
        #expect(!window.renderer.texts().contains("[Search]"))
        #expect(!window.renderer.texts().contains("Hub"))

        // The stack's back writes the pop as a stack in SwiftUI's tab view would; the bar returns.
        window.renderer.setPath([], of: stack)
        await window.settle()
        #expect(router.state.stack(of: "search").isEmpty)
        #expect(presenter.isTabBarVisible)
        #expect(window.renderer.texts().contains("[Search]"))
    }
}
#endif
