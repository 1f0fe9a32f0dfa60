import ChapterKit
import Waymark

/// Builds the WhatsOn feature's screens.
public struct WhatsOnScreens: ScreenProvider {
    let service: any WhatsOnService
    let router: any WhatsOnRouting

    public init(service: any WhatsOnService, router: any WhatsOnRouting) {
        self.service = service
        self.router = router
    }

    public func registerScreens(into views: inout ViewRegistry<ScreenContent>.Builder) {
        views.register(WhatsOnRoute.self) { route in ScreenContent { await self.screen(for: route) } }
    }

    @MainActor
    func screen(for route: WhatsOnRoute) async -> Screen {
        let router = router
        switch route {
        case .home(let category):
            let happenings = await service.happenings(in: category)
            return Screen(
                title: category.map { "What's on: \($0)" } ?? "What's on",
                lines: happenings.isEmpty ? ["Nothing on in this category yet."] : [],
                actions: happenings.map { happening in
                    ScreenAction("\(happening.title), \(happening.date)") { router.showHappening(happening.id) }
                } + [
                    ScreenAction("Categories") { router.showCategories() },
                    ScreenAction("Saved") { router.showSaved() },
                ])
        case .saved:
            let saved = await service.saved()
            return Screen(
                title: "Saved", lines: saved.isEmpty ? ["Nothing saved yet."] : [],
                actions: saved.map { happening in ScreenAction(happening.title) { router.showHappening(happening.id) } }
            )
        case .happening(let id):
            guard let happening = await service.happening(id) else {
                return Screen(title: "What's on", lines: ["This event is no longer available."])
            }
            return Screen(
                title: happening.title, lines: [happening.date, "Category: \(happening.category)"],
                actions: [
                    ScreenAction("In the calendar") { router.showEvent(happening.event) },
                    ScreenAction("See the university") { router.showUniversity(happening.university) },
                ])
        case .categories:
            let categories = await service.categories()
            return Screen(
                title: "Categories",
                actions: [ScreenAction("Everything") { router.showCategory(nil) }]
                    + categories.map { category in ScreenAction(category) { router.showCategory(category) } })
        }
    }
}
