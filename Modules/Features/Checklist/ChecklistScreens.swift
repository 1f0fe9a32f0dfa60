import ChapterKit
import Waymark

/// Builds the Checklist feature's screens.
public struct ChecklistScreens: ScreenProvider {
    let service: any ChecklistService
    let router: any ChecklistRouting

    public init(service: any ChecklistService, router: any ChecklistRouting) {
        self.service = service
        self.router = router
    }

    public func registerScreens(into views: inout ViewRegistry<ScreenContent>.Builder) {
        views.register(ChecklistRoute.self) { route in
            ScreenContent { entry in await self.screen(for: route, entry) }
        }
    }

    @MainActor
    func screen(for route: ChecklistRoute, _ entry: ScreenEntry?) async -> Screen {
        let router = router
        switch route {
        case .home:
            let tasks = await service.tasks()
            // As many as a checklist keeps, also when a saved session (edited, or from another
            // build) holds more.
            let added = (entry?.state(ChecklistScreenState.added) { [] } ?? []).prefix(ChecklistScreenState.mostAdded)
            return Screen(
                title: "Checklist",
                lines: tasks.isEmpty && added.isEmpty
                    ? ["Nothing to do yet."] : added.map { "New: \($0.title) (due \($0.due))" },
                actions: tasks.map { task in
                    ScreenAction("\(task.title) (due \(task.due))") { router.showTask(task.id) }
                }
                    + [ScreenAction("Done") { router.showDone() }, ScreenAction("New task") { router.chooseNewTask() }])
        case .done:
            let done = await service.done()
            return Screen(title: "Done", lines: done.isEmpty ? ["Nothing done yet: one step at a time."] : done)
        case .task(let id):
            guard let task = await service.task(id) else {
                return Screen(title: "Task", lines: ["This task is no longer on your checklist."])
            }
            let actions =
                task.place.map { place in [ScreenAction("Do it now") { router.showWhereItIsDone(place) }] } ?? []
            return Screen(title: task.title, lines: ["Due \(task.due)"], actions: actions)
        case .newTask:
            return await newTask(entry)
        }
    }

    /// The new-task sheet: what it offers, the one chosen marked, and `done` on a sheet a
    /// checklist asked.
    @MainActor
    private func newTask(_ entry: ScreenEntry?) async -> Screen {
        let router = router
        let offered = await service.suggestedTasks()
        let chosen = (entry?.state(ChecklistScreenState.choice) { [] } ?? []).compactMap { offered.firstIndex(of: $0) }
        let picker = ScreenPicker(
            items: offered.map { "\($0.title) (due \($0.due))" }, chosen: chosen, allowed: 1...1
        ) { positions in
            entry?.setState(positions.map { offered[$0] }, ChecklistScreenState.choice) ?? false
        }
        // A checklist keeps as many new tasks as a session saves whole; past that, none is taken
        // in, rather than every one lost at the next save.
        let full = (entry?.asker?.state(ChecklistScreenState.added)?.count ?? 0) >= ChecklistScreenState.mostAdded
        let answering = (entry?.isAnswering ?? false) && !full
        let line =
            full
            ? "Your checklist holds \(ChecklistScreenState.mostAdded) new tasks, as many as it keeps."
            : answering ? "What needs doing, and by when?" : "Open this from your checklist."
        return Screen(
            title: "New task", lines: [line],
            actions: [ScreenAction("Cancel") { router.closeNewTask() }],
            picker: picker,
            done: answering
                ? picker.chosen.first.map { choice in ScreenAction("Add") { router.give(offered[choice]) } } : nil)
    }
}
