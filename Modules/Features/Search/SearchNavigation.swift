import ChapterKit

/// Where the Search screens lead.
@MainActor
public protocol SearchRouting: AnyObject, Sendable {
    func showResults(for query: String)
    func showSubjects()
    func showFilters()
    /// Closes the filters sheet and shows what is in the chosen city, in one step.
    func showCity(_ city: String)
    /// Leads into other features: this feature names what it needs; the app decides the screen.
    func showUniversity(_ id: UniversityID)
    func showCourse(_ id: CourseID)
}

/// The universities and courses Search looks through.
public protocol SearchService: Sendable {
    func universities() async -> [(id: UniversityID, name: String, city: String)]
    func courses() async -> [(id: CourseID, title: String)]
}
