import ChapterKit

/// Where the Courses feature's screens lead.
@MainActor
public protocol CoursesRouting: AnyObject, Sendable {
    func showCourse(_ id: CourseID)
    func showUniversity(_ id: UniversityID)
    func compare(_ courses: [CourseID])
    func addToShortlist(_ id: CourseID) async
}

/// The data the Courses feature shows.
public protocol CoursesService: Sendable {
    func course(_ id: CourseID) async -> CourseDetails?
    /// Other courses worth comparing with this one.
    func alternatives(to id: CourseID) async -> [CourseID]
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
