import ChapterKit
import Courses
import Foundation
import Search
import Universities
import Waymark

// The Search feature as the app wires it in: the search tab's list of universities, results,
// subjects and filters.

extension AppFeature {
    static let search = AppFeature { app in
        let service = SearchCatalog(catalog: app.catalog)
        let cities = app.catalog.universities.prefix(2).map(\.city)
        let samples = [SearchRoute.results(query: "science", cities: cities), .subjects, .filters].map(\.erased)
        return WiredFeature(SearchFeature(), sampleRoutes: samples) { router in
            SearchScreens(service: service, router: SearchRouter(router))
        }
    }
}

extension ChapterApp {
    /// Shows the search tab's results for `query`, typed in the field the search tab activates
    /// (iOS 26): the user's own step, from the search tab's first screen.
    public func showSearchResults(for query: String) {
        let words = query.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !words.isEmpty else { return }
        _ = try? navigation.perform(
            .selectTab(ChapterTab.search),
            .replaceStack([SearchRoute.results(query: words).erased], on: .tab(ChapterTab.search)))
    }
}

/// Where the Search screens lead, in the app: every method of `SearchRouting`, answered here and
/// nowhere else, so a change to the protocol touches this file only.
@MainActor
final class SearchRouter: SearchRouting {
    private let app: ChapterRouter

    init(_ app: ChapterRouter) {
        self.app = app
    }

    func showResults(for query: String) { app.push(SearchRoute.results(query: query)) }
    func showSubjects() { app.push(SearchRoute.subjects) }
    func chooseFilters() { app.ask(SearchRoute.filters) }
    func give(_ filters: SearchFilters) { app.give(filters) }

    func showAllWithFilters() {
        app.perform(.push(SearchRoute.results().erased), .askForResult(SearchRoute.filters.erased))
    }

    func showUniversity(_ id: UniversityID) { app.push(UniversitiesEntryPoints.university(id)) }
    func showCourse(_ id: CourseID) { app.push(CoursesEntryPoints.course(id)) }
}

/// The Search feature's data: its own service over the app's catalog,
/// so no other team's protocol is met by the same object.
struct SearchCatalog: SearchService {
    let catalog: ChapterCatalog

    func universities() async -> [(id: UniversityID, name: String, city: String)] {
        catalog.universities.map { ($0.id, $0.name, $0.city) }
    }

    func courses() async -> [(id: CourseID, title: String)] {
        catalog.courses.map { ($0.id, $0.title) }
    }
}
