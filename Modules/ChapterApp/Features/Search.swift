import ChapterKit
import Search
import Waymark

// The Search feature as the app wires it in: the search tab's list of universities.

extension AppFeature {
    static let search = AppFeature { app in
        WiredFeature(SearchFeature()) { router in SearchScreens(service: app.services, router: router) }
    }
}

extension ChapterRouter: SearchRouting {}

extension CatalogServices: SearchService {
    func universities() async -> [(id: UniversityID, name: String, city: String)] {
        catalog.universities.map { ($0.id, $0.name, $0.city) }
    }
}
