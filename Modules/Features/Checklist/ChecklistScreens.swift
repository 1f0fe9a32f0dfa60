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
        views.register(ChecklistRoute.self) { route in ScreenContent { await self.screen(for: route) } }
    }

    @MainActor
    func screen(for route: ChecklistRoute) async -> Screen {
        let router = router
        switch route {
        case .home:
            let tasks = await service.tasks()
            return Screen(
                title: "Checklist", lines: tasks.isEmpty ? ["Nothing to do yet."] : [],
                actions: tasks.map { task in
                    ScreenAction("\(task.title) (due \(task.due))") { router.showTask(task.id) }
                }
                    + [ScreenAction("Add a task") { router.showNewTask() }, ScreenAction("Done") { router.showDone() }])
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
            return Screen(
                title: "New task", lines: ["What needs doing, and by when?"],
                actions: [
                    ScreenAction("Add") { router.closeNewTask() }, ScreenAction("Cancel") { router.closeNewTask() },
                ])
        }
    }
}
