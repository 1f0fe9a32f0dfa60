import ChapterKit
import Waymark

/// Where the Courses feature's screens lead.
@MainActor
public protocol CoursesRouting: AnyObject, Sendable {
    func showModules(of id: CourseID)
    func showEntryRequirements(of id: CourseID)
    func showApplying(to id: CourseID)
    /// Closes the applying sheet.
    func closeApplying()
    func showUniversity(_ id: UniversityID)
    /// Leads into the student's application checklist, which another team owns.
    func showChecklist()
    /// Leads into the comparison, which another team owns.
    func compare(_ courses: [CourseID])
    func addToShortlist(_ id: CourseID) async
    func removeFromShortlist(_ id: CourseID) async
    /// Shows `dialog` over the course; its buttons' actions are ``CoursesDialogAction``s.
    func ask(_ dialog: Dialog)
}

/// What the Courses feature's dialogs ask for, carried out through ``CoursesRouting`` once the
/// user answers.
public enum CoursesDialogAction: Hashable, Sendable {
    case removeFromShortlist(CourseID)

    /// Does what the answer asked.
    @MainActor
    public func perform(with router: any CoursesRouting) async {
        switch self {
        case .removeFromShortlist(let id): await router.removeFromShortlist(id)
        }
    }
}

/// The data the Courses feature shows.
public protocol CoursesService: Sendable {
    func course(_ id: CourseID) async -> CourseDetails?
    /// Other courses worth comparing with this one.
    func alternatives(to id: CourseID) async -> [CourseID]
    /// Whether the user keeps the course on their shortlist.
    func isShortlisted(_ id: CourseID) async -> Bool
    /// The modules taught in each year, first year first.
    func modules(of id: CourseID) async -> [[String]]
    /// What the course asks of applicants, one requirement a line.
    func entryRequirements(of id: CourseID) async -> [String]
}

/// A course as its screens show it.
public struct CourseDetails: Hashable, Sendable {
    public let id: CourseID
    public let title: String
    public let university: UniversityID
    public let universityName: String
    public let years: Int

    public init(id: CourseID, title: String, university: UniversityID, universityName: String, years: Int) {
        self.id = id
        self.title = title
        self.university = university
        self.universityName = universityName
        self.years = years
    }
}
