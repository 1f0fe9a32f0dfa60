import ChapterKit
import Search
import Universities
import Waymark

// The Search feature as the app wires it in: the search tab's list of universities.

extension AppFeature {
    static let search = AppFeature { app in
        WiredFeature(SearchFeature()) { router in SearchScreens(service: app.services, router: SearchRouter(router)) }
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

    func showUniversity(_ id: UniversityID) { app.push(UniversitiesEntryPoints.university(id)) }
}

extension CatalogServices: SearchService {
    func universities() async -> [(id: UniversityID, name: String, city: String)] {
        catalog.universities.map { ($0.id, $0.name, $0.city) }
    }
}
