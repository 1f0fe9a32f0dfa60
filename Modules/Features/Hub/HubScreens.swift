import ChapterKit
import Waymark

/// Builds the Hub's screens.
public struct HubScreens: ScreenProvider {
    let service: any HubService
    let router: any HubRouting

    public init(service: any HubService, router: any HubRouting) {
        self.service = service
        self.router = router
    }

    public func registerScreens(into views: inout ViewRegistry<ScreenContent>.Builder) {
        views.register(HubRoute.self) { route in ScreenContent { await self.screen(for: route) } }
    }

    @MainActor
    func screen(for route: HubRoute) async -> Screen {
        let router = router
        switch route {
        case .home: return await home()
        case .article(let id):
            guard let article = await service.article(id) else {
                return Screen(title: "Article", lines: ["This article is no longer available."])
            }
            let actions =
                article.university.map { university in
                    [ScreenAction("See the university") { router.showUniversity(university) }]
                } ?? []
            return Screen(title: article.title, lines: [article.body], actions: actions)
        case .deadlines:
            return Screen(
                title: "Deadlines",
                lines: [
                    "15 October: Oxford, Cambridge, medicine, dentistry and veterinary courses",
                    "29 January: most other courses", "30 June: the last day to apply before Clearing",
                ],
                actions: [ScreenAction("Your checklist") { router.showChecklist() }])
        case .whatsNew:
            return Screen(
                title: "What's new",
                lines: [
                    "A matching quiz that suggests universities.", "Compare up to four universities side by side.",
                ],
                actions: [
                    ScreenAction("Try the quiz") { router.showMatchingQuiz() },
                    ScreenAction("Close") { router.closeWhatsNew() },
                ])
        }
    }

    @MainActor
    private func home() async -> Screen {
        let router = router
        let highlights = await service.highlights()
        var actions = highlights.universities.map { university in
            ScreenAction("Featured: \(university.name)") { router.showUniversity(university.id) }
        }
        if let event = highlights.nextEvent {
            actions.append(ScreenAction("Next event: \(event.title)") { router.showEvent(event.id) })
        }
        if let post = highlights.latestPost {
            actions.append(ScreenAction("Latest post: \(post.title)") { router.showPost(post.id) })
        }
        actions += await service.articles().map { article in
            ScreenAction("Read: \(article.title)") { router.showArticle(article.id) }
        }
        actions.append(ScreenAction("Deadlines") { router.showDeadlines() })
        actions.append(ScreenAction("What's new") { router.showWhatsNew() })
        return Screen(title: "Chapter", lines: ["Welcome to Chapter."], actions: actions)
    }
}
