import ChapterKit
import Foundation
import Search
import Testing
import Waymark
import WaymarkTesting

private let physics = CourseID(UUID(uuidString: "0b9e4f3a-1c2d-4e5f-8a9b-0c1d2e3f4a5b")!)

private struct Catalog: SearchService {
    func universities() async -> [(id: UniversityID, name: String, city: String)] {
        [(UniversityID(1), "Northbridge", "North"), (UniversityID(2), "Eastfield", "East")]
    }
    func courses() async -> [(id: CourseID, title: String)] { [(physics, "Physics BSc")] }
}

@MainActor
private final class Router: SearchRouting {
    enum Call: Equatable {
        case university(UniversityID)
        case course(CourseID)
        case results(String)
        case subjects
        case filters
        case allWithFilters
        case give(SearchFilters)
    }
    let calls = CallRecorder<Call>()
    /// Where asking and giving go, as the app's router sends them: the real engine.
    let app: NavigationHarness?

    init(app: NavigationHarness? = nil) {
        self.app = app
    }

    func showUniversity(_ id: UniversityID) { calls.record(.university(id)) }
    func showCourse(_ id: CourseID) { calls.record(.course(id)) }
    func showResults(for query: String) { calls.record(.results(query)) }
    func showSubjects() { calls.record(.subjects) }
    func showAllWithFilters() { calls.record(.allWithFilters) }

    func chooseFilters() {
        calls.record(.filters)
        app?.perform(.askForResult(SearchRoute.filters.erased))
    }

    func give(_ filters: SearchFilters) {
        calls.record(.give(filters))
        app?.give(filters)
    }
}

@MainActor
@Suite("Search")
struct SearchTests {
    let app: NavigationHarness

    init() throws {
        app = try NavigationHarness(
            tabs: ChapterTab.all, links: LinkConfiguration(schemes: ["chapter"]), feature: SearchFeature())
    }

    @Test func isTheRootOfTheSearchTabAndItsLinksRoundTrip() throws {
        #expect(app.registry.destination(named: "search.home")?.presentation == .tabRoot(ChapterTab.search))
        #expect(app.registry.destination(named: "search.filters")?.presentation == .modal(.popover))
        let routes = [
            SearchRoute.home, .results(query: "physics & maths"), .results(cities: ["North", "East"]),
            .results(query: "a+b=c", cities: ["St Andrews"]), .results(), .subjects, .filters,
        ].map(\.erased)
        expectLinksRoundTrip(routes, in: app.registry)
        expectEveryLinkCovered(by: routes, feature: "search", in: app.registry)
    }

    @Test func aSearchLinkTakesWordsAndEveryCityItGives() async throws {
        let links = await app.linkHandler()
        #expect(await links.open("chapter://search/results?q=north%20bridge&city=North&city=East") == .opened)
        let route = SearchRoute.results(query: "north bridge", cities: ["North", "East"]).erased
        #expect(app.state.stack(of: ChapterTab.search) == [route])
        #expect(try app.registry.link(for: route) == "chapter://search/results?q=north%20bridge&city=North&city=East")
        // A form's empty field is no value; the words, taken once, cannot be given twice.
        #expect(await links.open("chapter://search/results?q=&city=") == .opened)
        #expect(app.state.stack(of: ChapterTab.search).last == SearchRoute.results().erased)
        #expect(await links.open("chapter://search/results?q=a&q=b") == .rejected(.repeatedParameter(name: "q")))
    }

    @Test func listsUniversitiesThatOpenWhenTapped() async throws {
        let router = Router()
        let screen = try #require(
            await SearchScreens(service: Catalog(), router: router).screen(for: SearchRoute.home.erased))
        #expect(
            screen.actions.map(\.title) == ["Northbridge, North", "Eastfield, East", "Browse subjects", "Filters"])
        #expect(
            screen.actions.map(\.source) == [
                SearchSources.universityCard(UniversityID(1)), SearchSources.universityCard(UniversityID(2)), nil, nil,
            ])
        #expect(SearchSources.universityCard(UniversityID(1)) == PresentationSource("university.card", item: "1"))
        for action in screen.actions.dropFirst() { await action.perform() }
        #expect(router.calls.calls == [.university(UniversityID(2)), .subjects, .allWithFilters])
    }

    @Test func resultsNarrowToTheCitiesGiven() async throws {
        let screens = SearchScreens(service: Catalog(), router: Router())
        let east = try #require(await screens.screen(for: SearchRoute.results(cities: ["East"]).erased))
        #expect(east.title == "Results in East")
        #expect(east.actions.map(\.title) == ["Eastfield", "Filters"])
    }

    @Test func resultsSubjectsAndFiltersLeadOn() async throws {
        let router = Router()
        let screens = SearchScreens(service: Catalog(), router: router)
        let results = try #require(await screens.screen(for: SearchRoute.results(query: "PHYS").erased))
        #expect(results.actions.map(\.title) == ["Course: Physics BSc", "Filters"])
        await results.actions[0].perform()
        let none = try #require(await screens.screen(for: SearchRoute.results(query: "zoology").erased))
        #expect(none.actions.map(\.title) == ["Filters"] && none.lines == ["Nothing matches. Try a shorter word."])
        let subjects = try #require(await screens.screen(for: SearchRoute.subjects.erased))
        #expect(subjects.actions.map(\.title) == ["Physics"])
        await subjects.actions[0].perform()
        #expect(router.calls.calls == [.course(physics), .results("Physics")])
    }

    @Test func theFiltersGoBackToTheResultsThatAskedForThem() async throws {
        let router = Router(app: app)
        let screens = SearchScreens(service: Catalog(), router: router)
        app.perform(.selectTab(ChapterTab.search), .push(SearchRoute.results(query: "e").erased))
        let asker = try #require(app.entryOnTop)
        let results = try #require(await screens.screen(for: SearchRoute.results(query: "e").erased, showing: asker))
        let button = try #require(results.actions.last)
        #expect(button.source == SearchSources.filtersButton)
        // Run as a front end runs it: from its button, which the popover then points at.
        await PresentationSource.withSource(button.source) { await button.perform() }
        #expect(app.state.awaiting.map(\.asker) == [asker.id])
        #expect(app.state.modals.map(\.style) == [.popover])
        #expect(app.state.modals.first?.source == SearchSources.filtersButton)
        let sheet = try #require(app.entryOnTop)
        var filters = try #require(await screens.screen(for: SearchRoute.filters.erased, showing: sheet))
        #expect(filters.picker?.items == ["East", "North"] && filters.picker?.chosen == [])
        try filters.picker?.choose([1])
        filters = try #require(await screens.screen(for: SearchRoute.filters.erased, showing: sheet))
        #expect(filters.picker?.chosen == [1])
        try await #require(filters.done).perform()
        #expect(app.state.modals.isEmpty && app.state.awaiting.isEmpty)
        #expect(app.state.stack(of: ChapterTab.search) == [SearchRoute.results(query: "e", cities: ["North"]).erased])
        #expect(app.state.entries(of: ChapterTab.search) == [asker.id])
        #expect(router.calls.calls == [.filters, .give(SearchFilters(cities: ["North"]))])
    }

    @Test func theFiltersStartFromTheCitiesTheResultsApply() async throws {
        let screens = SearchScreens(service: Catalog(), router: Router(app: app))
        app.perform(.selectTab(ChapterTab.search), .push(SearchRoute.results(cities: ["North"]).erased))
        app.perform(.askForResult(SearchRoute.filters.erased))
        let filters = try #require(await screens.screen(for: SearchRoute.filters.erased, showing: app.entryOnTop))
        #expect(filters.picker?.chosen == [1], "North, as the results show it")
        try await #require(filters.done).perform()
        #expect(app.state.stack(of: ChapterTab.search) == [SearchRoute.results(cities: ["North"]).erased])
    }

    @Test func filtersOpenedByALinkAnswerNoOneAndOfferNoDone() async throws {
        app.perform(.present(SearchRoute.filters.erased))
        let filters = try #require(
            await SearchScreens(service: Catalog(), router: Router()).screen(
                for: SearchRoute.filters.erased, showing: app.entryOnTop))
        #expect(filters.done == nil && filters.lines == ["Open this from search results."])
    }

    @Test func aResultsPageAsksForFiltersInTheTransactionThatPushesIt() throws {
        app.perform(.push(SearchRoute.results().erased), .askForResult(SearchRoute.filters.erased))
        let request = try #require(app.state.awaiting.first)
        #expect(app.state.route(of: request.asker) == SearchRoute.results().erased)
        #expect(app.state.route(of: request.answerer) == SearchRoute.filters.erased)
        #expect(
            app.state.modals.map(\.style) == [.popover] && app.state.modals.first?.source == nil, "Its button was below"
        )
        #expect(app.events.count == 1)
    }
}
