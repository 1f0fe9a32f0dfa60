import ChapterKit
import Waymark

/// Where the Checklist screens lead. The composition root answers every method in the feature's own
/// file there, leading into other features through their entry points.
@MainActor
public protocol ChecklistRouting: AnyObject, Sendable {
    func showTask(_ id: ChecklistTaskID)
    /// Opens the new-task sheet from the checklist on top, for the task to add to it.
    func chooseNewTask()
    /// Gives the new task back to the checklist that asked, closing the sheet.
    func give(_ task: NewChecklistTask)
    func showDone()
    /// Closes the new-task sheet without a task.
    func closeNewTask()
    /// Leads to where the task gets done, in another feature.
    func showWhereItIsDone(_ place: ChecklistTaskSummary.Place)
}

/// A task the student adds on the new-task sheet, given back to the checklist that asked.
public struct NewChecklistTask: Codable, Hashable, Sendable {
    public let title: String
    public let due: String

    public init(title: String, due: String) {
        self.title = title
        self.due = due
    }
}

/// What the Checklist screens keep for their entries.
public enum ChecklistScreenState {
    /// The tasks given back to a checklist, oldest first: kept while it is in the state, and
    /// saved with the session.
    public static let added = ScreenStateKey.Saved<[NewChecklistTask]>("checklist.added")
    /// The most new tasks a checklist keeps: well within what a session saves of one screen.
    public static let mostAdded = 100
    /// The task chosen on a new-task sheet, as the task itself, so a restart that finds other
    /// suggestions never gives another task.
    public static let choice = ScreenStateKey.Saved<[NewChecklistTask]>("checklist.choice")
}

/// The data the Checklist feature shows.
public protocol ChecklistService: Sendable {
    func tasks() async -> [ChecklistTaskSummary]
    func task(_ id: ChecklistTaskID) async -> ChecklistTaskSummary?
    /// What the student has already done, by title.
    func done() async -> [String]
    /// What the new-task sheet offers to add.
    func suggestedTasks() async -> [NewChecklistTask]
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
