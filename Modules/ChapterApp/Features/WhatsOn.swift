import Calendar
import ChapterKit
import Universities
import Waymark
import WhatsOn

// The WhatsOn feature as the app wires it in; its team (its owner in its OWNER file) owns this
// file.

extension AppFeature {
    static let whatsOn = AppFeature { app in
        let service = WhatsOnSampleData(catalog: app.catalog)
        let samples = [
            WhatsOnRoute.home(category: "music").erased, WhatsOnRoute.happening(id: HappeningID(1)).erased,
            WhatsOnRoute.categories.erased, WhatsOnRoute.saved.erased,
        ]
        return WiredFeature(WhatsOnFeature(service: service), sampleRoutes: samples) { router in
            WhatsOnScreens(service: service, router: WhatsOnRouter(router))
        }
    }
}

/// Where the WhatsOn screens lead, in the app: every method of `WhatsOnRouting`, answered here and
/// nowhere else, so a change to the protocol touches this file only.
@MainActor
final class WhatsOnRouter: WhatsOnRouting {
    private let app: ChapterRouter

    init(_ app: ChapterRouter) {
        self.app = app
    }

    func showHappening(_ id: HappeningID) { app.push(WhatsOnRoute.happening(id: id)) }
    func showCategories() { app.perform(.present(WhatsOnRoute.categories.erased)) }
    func showSaved() { app.push(WhatsOnRoute.saved) }

    func showCategory(_ category: String?) {
        app.dismissLayer(WhatsOnRoute.categories, thenPush: WhatsOnRoute.home(category: category).erased)
    }

    func showEvent(_ id: EventID) { app.push(CalendarEntryPoints.event(id)) }
    func showUniversity(_ id: UniversityID) { app.push(UniversitiesEntryPoints.university(id)) }
}

/// The catalog's events, each given a category in turn.
struct WhatsOnSampleData: WhatsOnService {
    static let categories = ["music", "sport", "careers", "open-days"]
    let all: [HappeningSummary]

    init(catalog: ChapterCatalog) {
        all = catalog.events.enumerated().map { index, event in
            HappeningSummary(
                id: HappeningID(index + 1), title: event.title, date: event.date,
                category: Self.categories[index % Self.categories.count], event: event.id,
                university: event.university)
        }
    }

    func categories() async -> [String] { Self.categories }

    func happenings(in category: String?) async -> [HappeningSummary] {
        all.filter { category == nil || $0.category == category }
    }

    func happening(_ id: HappeningID) async -> HappeningSummary? {
        all.first { $0.id == id }
    }

    /// The sample student saved the first two.
    func saved() async -> [HappeningSummary] { Array(all.prefix(2)) }
}
