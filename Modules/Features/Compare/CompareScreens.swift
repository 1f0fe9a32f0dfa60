import ChapterKit
import Waymark

/// Builds the Compare feature's screens.
public struct CompareScreens: ScreenProvider {
    let service: any CompareService
    let router: any CompareRouting

    public init(service: any CompareService, router: any CompareRouting) {
        self.service = service
        self.router = router
    }

    public func registerScreens(into views: inout ViewRegistry<ScreenContent>.Builder) {
        views.register(CompareRoute.self) { route in ScreenContent { entry in await self.screen(for: route, entry) } }
    }

    @MainActor
    func screen(for route: CompareRoute, _ entry: ScreenEntry?) async -> Screen {
        let router = router
        switch route {
        case .courses(let ids):
            var lines: [String] = []
            var actions: [ScreenAction] = []
            for id in ids {
                guard let course = await service.course(id) else { continue }
                lines.append("\(course.title) at \(course.universityName): \(course.years) years")
                actions.append(ScreenAction("Course: \(course.title)") { router.showCourse(id) })
            }
            return Screen(title: "Compare courses", lines: lines, actions: actions)
        case .universities(let ids):
            var lines: [String] = []
            var actions: [ScreenAction] = []
            for id in ids {
                guard let university = await service.university(id) else { continue }
                lines.append("\(university.name), \(university.city): \(university.courses) courses")
                actions.append(ScreenAction("University: \(university.name)") { router.showUniversity(id) })
                actions.append(ScreenAction("Details: \(university.name)") { router.showDetails(of: id) })
            }
            actions.append(ScreenAction("Choose universities") { router.chooseUniversities() })
            return Screen(title: "Compare universities", lines: lines, actions: actions)
        case .pick:
            return await picker(entry)
        case .details(let id):
            guard let university = await service.university(id) else {
                return Screen(title: "Details", lines: ["This university is no longer available."])
            }
            return Screen(
                title: university.name,
                lines: ["\(university.city)", "\(university.courses) courses"],
                actions: [ScreenAction("University page") { router.showUniversity(id) }])
        }
    }

    /// The picking sheet: the suggested universities, those chosen marked, and `done` once two
    /// to four are chosen on a sheet a comparison asked.
    @MainActor
    private func picker(_ entry: ScreenEntry?) async -> Screen {
        let router = router
        let offered = await service.suggestedUniversities()
        var names: [String] = []
        for id in offered { names.append(await service.university(id)?.name ?? "University \(id)") }
        // The choice starts from the universities the asking comparison shows now.
        var shown: [UniversityID] = []
        if case .universities(let ids)? = entry?.asker?.route?.as(CompareRoute.self) { shown = ids }
        let chosen = entry?.state(CompareScreenState.chosen) { shown.filter(offered.contains) } ?? []
        let picker = ScreenPicker(
            items: names, chosen: chosen.compactMap { offered.firstIndex(of: $0) }, allowed: 2...4
        ) { positions in
            entry?.setState(positions.map { offered[$0] }, CompareScreenState.chosen) ?? false
        }
        let answering = entry?.isAnswering ?? false
        return Screen(
            title: "Choose universities",
            lines: answering ? ["Choose two to four to see side by side."] : ["Open this from a comparison."],
            picker: picker,
            done: answering && picker.isComplete
                ? ScreenAction("Compare") { router.give(picker.chosen.map { offered[$0] }) } : nil)
    }
}
