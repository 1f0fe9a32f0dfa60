import Calendar
import ChapterKit
import Checklist
import Feed
import Hub
import Match
import Universities
import Waymark

// The Hub feature as the app wires it in: the home tab's highlights, the editors' articles, the
// deadlines and what's new.

extension AppFeature {
    static let hub = AppFeature { app in
        let service = HubCatalog(catalog: app.catalog)
        let samples = [HubRoute.article(id: HubArticleID(1)), .deadlines, .whatsNew].map(\.erased)
        return WiredFeature(HubFeature(service: service), sampleRoutes: samples) { router in
            HubScreens(service: service, router: HubRouter(router))
        }
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

    func showArticle(_ id: HubArticleID) { app.push(HubRoute.article(id: id)) }
    func showDeadlines() { app.push(HubRoute.deadlines) }
    func showWhatsNew() { app.perform(.present(HubRoute.whatsNew.erased)) }
    func closeWhatsNew() { app.dismissLayer { $0 == HubRoute.whatsNew.erased } }

    func showUniversity(_ id: UniversityID) { app.push(UniversitiesEntryPoints.university(id)) }
    func showEvent(_ id: EventID) { app.push(CalendarEntryPoints.event(id)) }
    func showPost(_ id: PostID) { app.push(FeedEntryPoints.post(id)) }
    func showChecklist() { app.push(ChecklistEntryPoints.checklist) }
    func showMatchingQuiz() { app.perform(.present(MatchEntryPoints.quiz)) }
}

/// The Hub feature's data: its own service over the app's catalog,
/// so no other team's protocol is met by the same object.
struct HubCatalog: HubService {
    let catalog: ChapterCatalog

    func highlights() async -> HubHighlights {
        HubHighlights(
            universities: catalog.universities.prefix(3).map { ($0.id, $0.name) },
            nextEvent: catalog.events.min { $0.date < $1.date }.map { ($0.id, $0.title) },
            latestPost: catalog.posts.first.map { ($0.id, $0.title) })
    }

    /// An article about each of the first two universities and one for everyone.
    func articles() async -> [HubArticle] {
        catalog.universities.prefix(2).enumerated().map { index, university in
            HubArticle(
                id: HubArticleID(index + 1), title: "A week at \(university.name)",
                body: "Students in \(university.city) show us round.", university: university.id)
        } + [
            HubArticle(
                id: HubArticleID(3), title: "Writing your personal statement",
                body: "Start early and say why the subject matters to you.", university: nil)
        ]
    }

    func article(_ id: HubArticleID) async -> HubArticle? {
        await articles().first { $0.id == id }
    }
}
