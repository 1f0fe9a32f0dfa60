import Accommodation
import Calendar
import ChapterKit
import Checklist
import Courses
import Waymark

// The Checklist feature as the app wires it in; its team (its owner in its OWNER file) owns this
// file.

extension AppFeature {
    static let checklist = AppFeature { app in
        let service = ChecklistSampleData(catalog: app.catalog)
        let samples = [
            ChecklistRoute.home.erased, ChecklistRoute.task(id: ChecklistTaskID(1)).erased,
            ChecklistRoute.newTask.erased, ChecklistRoute.done.erased,
        ]
        return WiredFeature(ChecklistFeature(service: service), sampleRoutes: samples) { router in
            ChecklistScreens(service: service, router: ChecklistRouter(router))
        }
    }
}

/// Where the Checklist screens lead, in the app: every method of `ChecklistRouting`, answered here
/// and nowhere else, so a change to the protocol touches this file only.
@MainActor
final class ChecklistRouter: ChecklistRouting {
    private let app: ChapterRouter

    init(_ app: ChapterRouter) {
        self.app = app
    }

    func showTask(_ id: ChecklistTaskID) { app.push(ChecklistRoute.task(id: id)) }
    func chooseNewTask() { app.ask(ChecklistRoute.newTask) }
    func give(_ task: NewChecklistTask) { app.give(task) }
    func showDone() { app.push(ChecklistRoute.done) }

    func closeNewTask() { app.dismissLayer { $0 == ChecklistRoute.newTask.erased } }

    func showWhereItIsDone(_ place: ChecklistTaskSummary.Place) {
        switch place {
        case .course(let id): app.push(CoursesEntryPoints.course(id))
        case .event(let id): app.push(CalendarEntryPoints.event(id))
        case .accommodation(let university): app.push(AccommodationEntryPoints.accommodation(near: university))
        }
    }
}

/// An application's usual tasks, each pointing at the catalog's first course, event or university.
struct ChecklistSampleData: ChecklistService {
    let all: [ChecklistTaskSummary]

    init(catalog: ChapterCatalog) {
        all = [
            ChecklistTaskSummary(
                id: ChecklistTaskID(1), title: "Read the course page", due: "1 December",
                place: catalog.courses.first.map { .course($0.id) }),
            ChecklistTaskSummary(
                id: ChecklistTaskID(2), title: "Book an open day", due: "8 December",
                place: catalog.events.first.map { .event($0.id) }),
            ChecklistTaskSummary(
                id: ChecklistTaskID(3), title: "Look at accommodation", due: "15 January",
                place: catalog.universities.first.map { .accommodation(near: $0.id) }),
            ChecklistTaskSummary(
                id: ChecklistTaskID(4), title: "Write a personal statement", due: "29 January", place: nil),
        ]
    }

    func tasks() async -> [ChecklistTaskSummary] { all }
    func done() async -> [String] { ["Made an account", "Chose three universities"] }

    func suggestedTasks() async -> [NewChecklistTask] {
        [
            NewChecklistTask(title: "Ask a teacher for a reference", due: "10 December"),
            NewChecklistTask(title: "Visit an open day", due: "20 December"),
            NewChecklistTask(title: "Send the application", due: "29 January"),
        ]
    }

    func task(_ id: ChecklistTaskID) async -> ChecklistTaskSummary? {
        all.first { $0.id == id }
    }
}
