import ChapterKit
import Waymark

/// Where the Checklist screens lead. The composition root answers every method in the feature's own
/// file there, leading into other features through their entry points.
@MainActor
public protocol ChecklistRouting: AnyObject, Sendable {
    func showTask(_ id: ChecklistTaskID)
    func showNewTask()
    func showDone()
    /// Closes the new-task sheet.
    func closeNewTask()
    /// Leads to where the task gets done, in another feature.
    func showWhereItIsDone(_ place: ChecklistTaskSummary.Place)
}

/// The data the Checklist feature shows.
public protocol ChecklistService: Sendable {
    func tasks() async -> [ChecklistTaskSummary]
    func task(_ id: ChecklistTaskID) async -> ChecklistTaskSummary?
    /// What the student has already done, by title.
    func done() async -> [String]
}

/// A task, numbered by the Checklist feature's data.
public struct ChecklistTaskID: ChapterIdentifier {
    public let rawValue: Int
    public init(_ rawValue: Int) { self.rawValue = rawValue }
}

/// A task as its screens show it.
public struct ChecklistTaskSummary: Hashable, Sendable {
    /// Where a task gets done.
    public enum Place: Hashable, Sendable {
        case course(CourseID)
        case event(EventID)
        case accommodation(near: UniversityID)
    }

    public let id: ChecklistTaskID
    public let title: String
    public let due: String
    public let place: Place?

    public init(id: ChecklistTaskID, title: String, due: String, place: Place?) {
        self.id = id
        self.title = title
        self.due = due
        self.place = place
    }
}
