import ChapterKit
import Testing
@_spi(FrontEnd) import Waymark
@_spi(FrontEnd) import WaymarkPresentation
import WaymarkRouteMap

@testable import ChapterApp

@MainActor
@Suite("Chapter: the composition of features")
struct CompositionTests {
    @Test func everyTabsRootScreenComesFromTheFeatureThatRegistersIt() throws {
        let app = try ChapterApp()
        for tab in app.registry.tabs {
            let root = app.rootRoute(of: tab)
            #expect(app.registry.destination(for: root)?.presentation == .tabRoot(tab), "\(tab)")
        }
        #expect(app.rootRoute(of: "nowhere") == app.rootRoute(of: app.registry.tabs[0]))
    }

    @Test func anAppWhoseTabHasNoRootScreenDoesNotStart() {
        #expect(throws: PresentationError.tabWithoutRoot(ChapterTab.hub)) {
            try ChapterApp(catalog: nil, signedIn: false, features: [.search])
        }
    }

    @Test func theFeatureListHasEveryFeatureOnce() throws {
        let app = try ChapterApp()
        let features = app.registry.destinations.map(\.feature)
        #expect(
            Set(features).count == AppFeature.all.count, "Each feature of the list registers destinations of its own")
    }

    @Test func theRouteMapNamesAnOwningTeamForEveryDestinationAndFindsNoProblem() async throws {
        let app = try ChapterApp()
        let map = await app.routeMap()
        #expect(map.entries.count == app.registry.destinations.count)
        #expect(map.entries.filter { $0.owner == nil }.map(\.name) == [])
        #expect(map.entries.flatMap(\.problems) == [])
        let course = try #require(map.entries.first { $0.name == "courses.detail" })
        #expect(course.owner == "@chapter/discovery")
        #expect(course.parents == ["search.home", "universities.detail"])
        // The presentation column says every form and where a screen zooms from.
        let presented = Dictionary(
            uniqueKeysWithValues: map.entries.map { ($0.name, ($0.presentation, $0.zoomSource)) })
        #expect(presented["search.filters"]?.0 == "popover" && presented["compare.details"]?.0 == "inspector")
        #expect(presented["universities.detail"]?.1 == "university.card")
        #expect(presented["albums.photo"]?.1 == "albums.photo-thumbnail")
        let page = map.html(title: "map")
        #expect(page.contains("zooms from") && page.contains(#""zoomSource":"university.card""#))
    }
}

@MainActor
@Suite("The search tab's field")
struct SearchFieldTests {
    @Test func submittingShowsTheResultsOnTheSearchTab() throws {
        let app = try ChapterApp(tabsHaveRoles: true)
        app.showSearchResults(for: "  ")
        #expect(app.navigation.state.selectedTab == ChapterTab.hub, "Nothing typed, nothing shown")
        app.showSearchResults(for: " physics ")
        #expect(app.navigation.state.selectedTab == ChapterTab.search)
        #expect(
            app.navigation.state.stack(of: ChapterTab.search).map { try? app.registry.link(for: $0) } == [
                "chapter://search/results?q=physics"
            ])
    }
}
