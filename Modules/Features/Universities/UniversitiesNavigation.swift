import ChapterKit

/// Where the Universities feature's screens lead; the composition root decides what answers.
@MainActor
public protocol UniversitiesRouting: AnyObject, Sendable {
    func showCourse(_ id: CourseID)
    func showAccommodation(near university: UniversityID)
}

/// The data the Universities feature shows.
public protocol UniversitiesService: Sendable {
    func university(_ id: UniversityID) async -> UniversityProfile?
}

/// A university as its detail screen shows it.
public struct UniversityProfile: Sendable {
    public let id: UniversityID
    public let name: String
    public let city: String
    public let courses: [(id: CourseID, title: String)]

    public init(id: UniversityID, name: String, city: String, courses: [(id: CourseID, title: String)]) {
        self.id = id
        self.name = name
        self.city = city
        self.courses = courses
    }
}
