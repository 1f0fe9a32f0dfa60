import CampusFeed
import ChapterKit
import Profile
import Universities
import Waymark

// The CampusFeed feature as the app wires it in; its team (its owner in its OWNER file) owns this
// file.

extension AppFeature {
    static let campusFeed = AppFeature { app in
        let service = CampusFeedSampleData(catalog: app.catalog)
        let samples = [
            CampusFeedRoute.home.erased, CampusFeedRoute.post(id: CampusPostID(1)).erased,
            CampusFeedRoute.compose.erased,
            CampusFeedRoute.trending.erased, CampusFeedRoute.reply(id: CampusPostID(1)).erased,
        ]
        return WiredFeature(CampusFeedFeature(service: service), sampleRoutes: samples) { router in
            CampusFeedScreens(service: service, router: CampusFeedRouter(router))
        }
    }
}

/// Where the CampusFeed screens lead, in the app: every method of `CampusFeedRouting`, answered here
/// and nowhere else, so a change to the protocol touches this file only.
@MainActor
final class CampusFeedRouter: CampusFeedRouting {
    private let app: ChapterRouter

    init(_ app: ChapterRouter) {
        self.app = app
    }

    func showPost(_ id: CampusPostID) { app.push(CampusFeedRoute.post(id: id)) }
    func showComposer() { app.perform(.present(CampusFeedRoute.compose.erased)) }
    func showTrending() { app.push(CampusFeedRoute.trending) }
    func showReply(to id: CampusPostID) { app.perform(.present(CampusFeedRoute.reply(id: id).erased)) }

    /// The composer and the reply sheet close alike.
    func closeComposer() { app.dismissLayer { $0.base is CampusFeedRoute } }

    func showProfile(_ user: UserID) { app.push(ProfileEntryPoints.profile(of: user)) }
    func showUniversity(_ id: UniversityID) { app.push(UniversitiesEntryPoints.university(id)) }
}

/// Posts by the catalog's students at the sample user's university.
struct CampusFeedSampleData: CampusFeedService {
    static let texts = ["Library open late all week!", "Who's going to the gig on Friday?", "Lost: a blue scarf"]
    let all: [CampusPostSummary]

    init(catalog: ChapterCatalog) {
        let university = catalog.users.first { $0.id == catalog.sampleUser }?.university
        let students = catalog.users.filter { $0.university == university }
        all = Self.texts.enumerated().compactMap { index, text in
            guard !students.isEmpty, let university else { return nil }
            let author = students[index % students.count]
            return CampusPostSummary(
                id: CampusPostID(index + 1), text: text, author: author.id, authorName: author.name,
                university: university)
        }
    }

    func posts() async -> [CampusPostSummary] { all }

    func post(_ id: CampusPostID) async -> CampusPostSummary? {
        all.first { $0.id == id }
    }
}
