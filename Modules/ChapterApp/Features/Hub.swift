import Calendar
import ChapterKit
import Feed
import Hub
import Universities
import Waymark

// The Hub feature as the app wires it in: the home tab's highlights.

extension AppFeature {
    static let hub = AppFeature { app in
        WiredFeature(HubFeature()) { router in HubScreens(service: app.services, router: HubRouter(router)) }
    }
}

/// Where the Hub screens lead, in the app: every method of `HubRouting`, answered here and
/// nowhere else, so a change to the protocol touches this file only.
@MainActor
final class HubRouter: HubRouting {
    private let app: ChapterRouter

    init(_ app: ChapterRouter) {
        self.app = app
    }

    func showUniversity(_ id: UniversityID) { app.push(UniversitiesEntryPoints.university(id)) }
    func showEvent(_ id: EventID) { app.push(CalendarEntryPoints.event(id)) }
    func showPost(_ id: PostID) { app.push(FeedEntryPoints.post(id)) }
}

extension CatalogServices: HubService {
    func highlights() async -> HubHighlights {
        HubHighlights(
            universities: catalog.universities.prefix(3).map { ($0.id, $0.name) },
            nextEvent: catalog.events.min { $0.date < $1.date }.map { ($0.id, $0.title) },
            latestPost: catalog.posts.first.map { ($0.id, $0.title) })
    }
}
