import ChapterKit
import Waymark

/// Builds the CV feature's screens.
public struct CVScreens: ScreenProvider {
    let service: any CVService
    let router: any CVRouting

    public init(service: any CVService, router: any CVRouting) {
        self.service = service
        self.router = router
    }

    public func registerScreens(into views: inout ViewRegistry<ScreenContent>.Builder) {
        views.register(CVRoute.self) { route in ScreenContent { await self.screen(for: route) } }
    }

    @MainActor
    func screen(for route: CVRoute) async -> Screen {
        let router = router
        switch route {
        case .home:
            let sections = await service.sections()
            return Screen(
                title: "Your CV",
                actions: sections.map { section in ScreenAction(section.title) { router.showSection(section.id) } }
                    + [
                        ScreenAction("Preview") { router.showPreview() },
                        ScreenAction("Share") { router.showSharing() },
                    ])
        case .edit(let id):
            let section = await service.section(id)
            return Screen(title: "Edit \(section?.title ?? "section")", lines: section?.entries ?? [])
        case .share:
            return Screen(title: "Share your CV", lines: ["Anyone with the link can read your CV, not edit it."])
        case .section(let id):
            guard let section = await service.section(id) else {
                return Screen(title: "CV", lines: ["This section is no longer on your CV."])
            }
            let owner = await service.owner()
            return Screen(
                title: section.title, lines: section.entries,
                actions: [
                    ScreenAction("See it on your profile") { router.showProfile(owner) },
                    ScreenAction("Edit") { router.showEditing(id) },
                ])
        case .preview:
            let sections = await service.sections()
            return Screen(title: "Preview", lines: sections.flatMap { [$0.title.uppercased()] + $0.entries })
        }
    }
}
