import ChapterKit
import Shortlist
import Waymark

// The Shortlist feature as the app wires it in: the lists tab, and adding a course to it.

extension AppFeature {
    static let shortlist = AppFeature { app in
        WiredFeature(ShortlistFeature()) { router in ShortlistScreens(service: app.services, router: router) }
    }
}

extension ChapterRouter: ShortlistRouting {
    func addToShortlist(_ id: CourseID) async {
        let added = services.shortlist.add(id)
        perform(.showNotice(.app(added ? ChapterNotice.addedToShortlist : ChapterNotice.alreadyOnShortlist)))
    }
}

extension CatalogServices: ShortlistService {
    func shortlisted() async -> [(id: CourseID, title: String)] {
        await shortlist.courses.compactMap { id in catalog.course(id).map { (id, $0.title) } }
    }
}
