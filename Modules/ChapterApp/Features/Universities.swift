import ChapterKit
import Universities
import Waymark

// The Universities feature as the app wires it in: a university's page.

extension AppFeature {
    static let universities = AppFeature { app in
        WiredFeature(
            UniversitiesFeature(service: app.services),
            sampleRoutes: app.catalog.universities.prefix(1).map { UniversitiesRoute.detail(id: $0.id).erased }
        ) { router in UniversitiesScreens(service: app.services, router: router) }
    }
}

extension ChapterRouter: UniversitiesRouting {
    func showUniversity(_ id: UniversityID) { push(UniversitiesRoute.detail(id: id)) }
}

extension CatalogServices: UniversitiesService {
    func university(_ id: UniversityID) async -> UniversityProfile? {
        guard let university = catalog.university(id) else { return nil }
        return UniversityProfile(
            id: id, name: university.name, city: university.city,
            courses: catalog.courses.filter { $0.university == id }.map { ($0.id, $0.title) })
    }
}
