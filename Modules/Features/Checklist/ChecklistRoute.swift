import ChapterKit
import Waymark
import WaymarkMacros

/// The student's application tasks and their due dates; each task leads to where it gets done.
/// Signed in: the checklist is the student's own.
@Routes(feature: "checklist")
public enum ChecklistRoute {
    /// Every task, the next due first.
    @Destination(.push, tab: ChapterTab.lists, tabBar: .hidden, requires: .signedIn, link: "checklist")
    case home

    /// One task.
    @Destination(.push, tab: ChapterTab.lists, tabBar: .hidden, requires: .signedIn, link: "checklist/{id:int}")
    case task(id: ChecklistTaskID)

    /// The tasks already done.
    @Destination(.push, tab: ChapterTab.lists, tabBar: .hidden, requires: .signedIn, link: "checklist/done")
    case done

    /// Adding a task, in a sheet that gives it back to the checklist that opened it.
    @Destination(.sheet, requires: .signedIn, detents: [.medium], gives: NewChecklistTask.self, link: "checklist/new")
    case newTask
}

/// Registers the Checklist feature; the composition root adds it at start-up.
public struct ChecklistFeature: NavigationFeature {
    public let name = ChecklistRoute.feature
    let service: any ChecklistService

    public init(service: any ChecklistService) {
        self.service = service
    }

    public func register(into registrar: inout FeatureRegistrar) {
        let service = service
        registrar.register(ChecklistRoute.self) { checklist in
            checklist.task.requiresContent("task") { id in await service.task(id) != nil }
            checklist.task.parent { _ in ChecklistRoute.home.erased }
            // A task chosen and not yet added is lost by any way out: each asks first.
            checklist.newTask.holdsUnsavedWork(in: ChecklistScreenState.choice) { !$0.isEmpty }
            checklist.home.asks(
                checklist.newTask.name, for: NewChecklistTask.self, keepingIn: ChecklistScreenState.added
            ) { added, task in (added ?? []) + [task] }
        }
    }
}
