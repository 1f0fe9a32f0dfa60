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
        views.register(CVRoute.self) { route in ScreenContent { entry in await self.screen(for: route, entry) } }
    }

    @MainActor
    func screen(for route: CVRoute, _ entry: ScreenEntry?) async -> Screen {
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
            return await editor(id, entry)
        case .share:
            return Screen(title: "Share your CV", lines: ["Anyone with the link can read your CV, not edit it."])
        case .section(let id):
            guard let section = await service.section(id) else {
                return Screen(title: "CV", lines: ["This section is no longer on your CV."])
            }
            let owner = await service.owner()
            return Screen(
                title: section.title, lines: entry?.state(CVScreenState.edited) ?? section.entries,
                actions: [
                    ScreenAction("See it on your profile") { router.showProfile(owner) },
                    ScreenAction("Edit") { router.chooseEditing(id) },
                ])
        case .preview:
            let sections = await service.sections()
            return Screen(title: "Preview", lines: sections.flatMap { [$0.title.uppercased()] + $0.entries })
        }
    }

    /// The editor: what the section may list, the draft's entries marked, and `done` on an editor
    /// a section asked. The draft is the editor's entry state, so it waits while the student looks
    /// elsewhere.
    @MainActor
    private func editor(_ id: CVSectionID, _ entry: ScreenEntry?) async -> Screen {
        let router = router
        let section = await service.section(id)
        let choices = await service.choices(for: id)
        // The draft starts from what the section shows now: as last edited, or as saved.
        let shown = entry?.asker?.state(CVScreenState.edited) ?? section?.entries ?? []
        let draft = entry?.state(CVScreenState.draft) { CVDraft(original: shown, chosen: shown) }
        let picker = ScreenPicker(
            items: choices, chosen: (draft?.chosen ?? shown).compactMap { choices.firstIndex(of: $0) },
            allowed: 0...choices.count
        ) { positions in
            let chosen = positions.map { choices[$0] }
            return entry?.setState(CVDraft(original: draft?.original ?? shown, chosen: chosen), CVScreenState.draft)
                ?? false
        }
        let answering = entry?.isAnswering ?? false
        return Screen(
            title: "Edit \(section?.title ?? "section")",
            lines: [answering ? "Choose what this section lists." : "Open this from its section to save it."],
            picker: picker,
            done: answering
                ? ScreenAction("Save") { router.give(CVSectionEdit(entries: picker.chosen.map { choices[$0] })) } : nil)
    }
}
