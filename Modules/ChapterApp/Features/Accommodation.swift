import Accommodation
import ChapterKit
import Universities
import Waymark

// The Accommodation feature as the app wires it in: the map tab, lists near a university, and a
// place's page.

extension AppFeature {
    static let accommodation = AppFeature { app in
        let service = AccommodationCatalog(catalog: app.catalog)
        return WiredFeature(
            AccommodationFeature(service: service),
            sampleRoutes: [
                app.catalog.universities.first.map { AccommodationRoute.list(university: $0.id).erased },
                app.catalog.accommodations.first.map { AccommodationRoute.detail(id: $0.id).erased },
            ].compactMap { $0 }
        ) { router in AccommodationScreens(service: service, router: AccommodationRouter(router)) }
    }
}

/// Where the Accommodation screens lead, in the app: every method of `AccommodationRouting`, answered here and
/// nowhere else, so a change to the protocol touches this file only.
@MainActor
final class AccommodationRouter: AccommodationRouting {
    private let app: ChapterRouter

    init(_ app: ChapterRouter) {
        self.app = app
    }

    func showAccommodation(_ id: AccommodationID) { app.push(AccommodationRoute.detail(id: id)) }
    func showAccommodationList(near university: UniversityID?) {
        app.push(AccommodationRoute.list(university: university))
    }
    func showUniversity(_ id: UniversityID) { app.push(UniversitiesEntryPoints.university(id)) }
}

/// The Accommodation feature's data: its own service over the app's catalog,
/// so no other team's protocol is met by the same object.
struct AccommodationCatalog: AccommodationService {
    let catalog: ChapterCatalog

    func accommodations(near university: UniversityID?) async -> [AccommodationSummary] {
        catalog.accommodations.filter { university == nil || $0.university == university }.map(summary)
    }

    func accommodation(_ id: AccommodationID) async -> AccommodationSummary? {
        catalog.accommodations.first { $0.id == id }.map(summary)
    }

    func universityName(_ id: UniversityID) async -> String? {
        catalog.university(id)?.name
    }

    private func summary(_ place: ChapterCatalog.Accommodation) -> AccommodationSummary {
        AccommodationSummary(
            id: place.id, name: place.name, pricePerWeek: place.pricePerWeek, university: place.university)
    }
}
