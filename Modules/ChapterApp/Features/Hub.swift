import ChapterKit
import Hub
import Waymark

// The Hub feature as the app wires it in: the home tab's highlights.

extension AppFeature {
    static let hub = AppFeature { app in
        WiredFeature(HubFeature()) { router in HubScreens(service: app.services, router: router) }
    }
}

extension ChapterRouter: HubRouting {}

extension CatalogServices: HubService {
    func highlights() async -> HubHighlights {
        HubHighlights(
            universities: catalog.universities.prefix(3).map { ($0.id, $0.name) },
            nextEvent: catalog.events.min { $0.date < $1.date }.map { ($0.id, $0.title) },
            latestPost: catalog.posts.first.map { ($0.id, $0.title) })
    }
}
