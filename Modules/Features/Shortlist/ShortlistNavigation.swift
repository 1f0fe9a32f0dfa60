import ChapterKit

/// Where the shortlist leads.
@MainActor
public protocol ShortlistRouting: AnyObject, Sendable {
    func showUniversities()
    func showEditing()
    func showSharing()
    /// Closes the sharing sheet.
    func closeSharing()
    /// Takes a course off the list; the app says so in a notice.
    func remove(_ id: CourseID) async
    /// Leads into other features: this feature names what it needs; the app decides the screen.
    func showCourse(_ id: CourseID)
    func showUniversity(_ id: UniversityID)
    func compare(_ courses: [CourseID])
    func compare(_ universities: [UniversityID])
}

/// The shortlisted courses.
public protocol ShortlistService: Sendable {
    func shortlisted() async -> [ShortlistedCourse]
}

/// A course on the list, with its university.
public struct ShortlistedCourse: Hashable, Sendable {
    public let id: CourseID
    public let title: String
    public let university: UniversityID
    public let universityName: String

    public init(id: CourseID, title: String, university: UniversityID, universityName: String) {
        self.id = id
        self.title = title
        self.university = university
        self.universityName = universityName
    }
}
