import Foundation
import Testing

@_spi(FrontEnd) @testable import Waymark

@MainActor
@Suite("The search tab remembers the tab selected before it")
struct SearchTabTests {
    let router: NavigationRouter

    init() throws {
        router = NavigationRouter(registry: try GalleryRoute.registry(searchTab: "search"))
    }

    @Test func selectingSearchRemembersTheTabBeforeAndClosingItGoesBack() throws {
        try router.perform(.selectTab("albums"))
        try router.perform(.selectTab("search"))
        #expect(router.state.tabBeforeSearch == "albums")
        try router.perform(.selectTab("search"))
        #expect(router.state.tabBeforeSearch == "albums", "Selecting search again changes nothing")
        try router.perform(.closeSearch)
        #expect(router.state.selectedTab == "albums" && router.state.tabBeforeSearch == nil)
    }

    @Test func anyWayTheSelectionChangesIsRemembered() async throws {
        try router.userDid(.selectedTab("search"))
        #expect(router.state.tabBeforeSearch == "grid", "The user's tap")
        try router.perform(.selectTab("albums"))
        #expect(router.state.tabBeforeSearch == nil, "Leaving search forgets it")
        let links = LinkHandler(router: router)
        await links.appDidBecomeReady()
        #expect(await links.open("app://search") == .opened)
        #expect(router.state.selectedTab == "search" && router.state.tabBeforeSearch == "albums", "A link")
    }

    @Test func closingSearchWhenItIsNotShownFails() throws {
        #expect(throws: NavigationError.searchNotShown) { try router.perform(.closeSearch) }
        let ordinary = NavigationRouter(registry: try GalleryRoute.registry())
        try ordinary.perform(.selectTab("search"))
        #expect(ordinary.state.tabBeforeSearch == nil, "Without tab roles, search is an ordinary tab")
        #expect(throws: NavigationError.searchNotShown) { try ordinary.perform(.closeSearch) }
    }

    @Test func oneTransactionRemembersTheTabTheUserSawBeforeIt() throws {
        try router.perform(.selectTab("albums"), .selectTab("search"))
        #expect(router.state.tabBeforeSearch == "grid", "Albums was never on screen")
    }

    @Test func searchOpenedWithNothingBeforeItClosesToTheFirstOtherTab() throws {
        try router.perform(.selectTab("albums"))
        var state = router.state
        state.selectedTab = "search"
        try router.replaceState(state, cause: .restoration)
        #expect(router.state.tabBeforeSearch == nil, "A replaced state remembers nothing")
        try router.perform(.closeSearch)
        #expect(router.state.selectedTab == "grid", "The first tab, not albums, which nothing remembered")
    }

    @Test func theTabBeforeSearchIsSavedAndRestoredWhereItStillFits() throws {
        try router.perform(.selectTab("albums"))
        try router.perform(.selectTab("search"))
        let snapshot = try router.snapshot()
        #expect(String(decoding: snapshot, as: UTF8.self).contains(#""tabBeforeSearch":"albums""#))
        let restored = NavigationRouter(registry: router.registry)
        try restored.restore(from: snapshot)
        #expect(restored.state.tabBeforeSearch == "albums")
        try restored.perform(.closeSearch)
        #expect(restored.state.selectedTab == "albums")

        for damaged in [#""tabBeforeSearch":"nowhere""#, #""tabBeforeSearch":12"#, #""tabBeforeSearch":"search""#] {
            let text = String(decoding: snapshot, as: UTF8.self).replacingOccurrences(
                of: #""tabBeforeSearch":"albums""#, with: damaged)
            let again = NavigationRouter(registry: router.registry)
            try again.restore(from: Data(text.utf8))
            #expect(again.state.selectedTab == "search" && again.state.tabBeforeSearch == nil, "\(damaged)")
        }
        let ordinary = NavigationRouter(registry: try GalleryRoute.registry())
        try ordinary.restore(from: snapshot)
        #expect(ordinary.state.tabBeforeSearch == nil, "Restored where tabs have no roles")
    }
}
