import Accommodation
import Calendar
import ChapterKit
import Courses
import Societies
import Universities
import Waymark

// The Universities feature as the app wires it in: a university's page, its reviews, open days and
// admissions contact.

extension AppFeature {
    static let universities = AppFeature { app in
        let service = UniversitiesCatalog(catalog: app.catalog)
        let samples = app.catalog.universities.prefix(1).flatMap { university in
            [
                UniversitiesRoute.detail(id: university.id), .reviews(id: university.id),
                .writeReview(id: university.id), .openDays(id: university.id), .contact(id: university.id),
            ].map(\.erased)
        }
        return WiredFeature(UniversitiesFeature(service: service), sampleRoutes: samples) { router in
            UniversitiesScreens(service: service, router: UniversitiesRouter(router))
        }
    }
}

/// Where the Universities screens lead, in the app: every method of `UniversitiesRouting`, answered here and
/// nowhere else, so a change to the protocol touches this file only.
@MainActor
final class UniversitiesRouter: UniversitiesRouting {
    private let app: ChapterRouter

    init(_ app: ChapterRouter) {
        self.app = app
    }

    func showReviews(of id: UniversityID) { app.push(UniversitiesRoute.reviews(id: id)) }
    func showReviewWriting(for id: UniversityID) { app.perform(.present(UniversitiesRoute.writeReview(id: id).erased)) }
    func showOpenDays(at id: UniversityID) { app.push(UniversitiesRoute.openDays(id: id)) }
    func showContact(for id: UniversityID) { app.perform(.present(UniversitiesRoute.contact(id: id).erased)) }
    func closeSheet() { app.dismissLayer { $0.base is UniversitiesRoute } }
    func postReview(_ text: String, of id: UniversityID) {
        // The sample app keeps no reviews: posting is closing the sheet, its text taken as saved.
        app.dismissLayer(discardingUnsavedWork: true) { $0 == UniversitiesRoute.writeReview(id: id).erased }
    }

    func showCourse(_ id: CourseID) { app.push(CoursesEntryPoints.course(id)) }
    func showAccommodation(near university: UniversityID) {
        app.push(AccommodationEntryPoints.accommodation(near: university))
    }
    func showEvent(_ id: EventID) { app.push(CalendarEntryPoints.event(id)) }
    func showSocieties(at university: UniversityID) { app.push(SocietiesEntryPoints.societies(at: university)) }
}

/// The Universities feature's data: its own service over the app's catalog,
/// so no other team's protocol is met by the same object.
struct UniversitiesCatalog: UniversitiesService {
    let catalog: ChapterCatalog

    func university(_ id: UniversityID) async -> UniversityProfile? {
        guard let university = catalog.university(id) else { return nil }
        let domain = university.city.lowercased().filter(\.isLetter)
        return UniversityProfile(
            id: id, name: university.name, city: university.city,
            courses: catalog.courses.filter { $0.university == id }.map { ($0.id, $0.title) },
            admissionsEmail: "admissions@\(domain).ac.uk")
    }

    /// Two reviews by the university's own students, the same on every run.
    func reviews(of id: UniversityID) async -> [UniversityReview] {
        let texts = ["Friendly campus and great library.", "Busy in first year, worth it."]
        return zip(catalog.users.filter { $0.university == id }, texts).enumerated().map { index, pair in
            UniversityReview(author: pair.0.name, stars: 5 - index, text: pair.1)
        }
    }

    func openDays(at id: UniversityID) async -> [(id: EventID, title: String, date: String)] {
        catalog.events.filter { $0.university == id }.sorted { $0.date < $1.date }.map { ($0.id, $0.title, $0.date) }
    }
}
