import ChapterKit
import Waymark

/// Where the Compare screens lead. The composition root answers every method in the feature's own
/// file there, leading into other features through their entry points.
@MainActor
public protocol CompareRouting: AnyObject, Sendable {
    /// Shows what was picked, closing the picking sheet.
    func showComparison(ofUniversities ids: [UniversityID])
    func showComparison(ofCourses ids: [CourseID])
    /// Leads into other features: this feature names what it needs; the app decides the screen.
    func showCourse(_ id: CourseID)
    func showUniversity(_ id: UniversityID)
}

/// The data the Compare feature shows.
public protocol CompareService: Sendable {
    func course(_ id: CourseID) async -> ComparedCourse?
    func university(_ id: UniversityID) async -> ComparedUniversity?
    /// What the picking sheet offers: a few courses and universities worth comparing.
    func suggestedCourses() async -> [CourseID]
    func suggestedUniversities() async -> [UniversityID]
}

/// A course as a comparison shows it.
public struct ComparedCourse: Hashable, Sendable {
    public let title: String
    public let universityName: String
    public let years: Int

    public init(title: String, universityName: String, years: Int) {
        self.title = title
        self.universityName = universityName
        self.years = years
    }
}

/// A university as a comparison shows it.
public struct ComparedUniversity: Hashable, Sendable {
    public let name: String
    public let city: String
    public let courses: Int

    public init(name: String, city: String, courses: Int) {
        self.name = name
        self.city = city
        self.courses = courses
    }
}
