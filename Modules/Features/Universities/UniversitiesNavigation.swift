import ChapterKit
import Waymark

/// Where the Universities feature's screens lead; the composition root decides what answers.
@MainActor
public protocol UniversitiesRouting: AnyObject, Sendable {
    func showReviews(of id: UniversityID)
    func showReviewWriting(for id: UniversityID)
    func showOpenDays(at id: UniversityID)
    func showContact(for id: UniversityID)
    /// Closes the review sheet or the contact sheet on top; a review with text asks first.
    func closeSheet()
    /// Posts the review and closes its sheet: its text is saved, so nothing asks.
    func postReview(_ text: String, of id: UniversityID)
    /// Leads into other features: this feature names what it needs; the app decides the screen.
    func showCourse(_ id: CourseID)
    func showAccommodation(near university: UniversityID)
    func showEvent(_ id: EventID)
    func showSocieties(at university: UniversityID)
}

/// What the Universities screens keep for their entries.
public enum UniversitiesScreenState {
    /// The review being written: kept while the student looks elsewhere, and saved with the session.
    public static let review = ScreenStateKey.Saved<String>("universities.review")
}

/// The data the Universities feature shows.
public protocol UniversitiesService: Sendable {
    func university(_ id: UniversityID) async -> UniversityProfile?
    /// What students wrote, newest first.
    func reviews(of id: UniversityID) async -> [UniversityReview]
    /// The university's open days, soonest first.
    func openDays(at id: UniversityID) async -> [(id: EventID, title: String, date: String)]
}

/// A university as its detail screen shows it.
public struct UniversityProfile: Sendable {
    public let id: UniversityID
    public let name: String
    public let city: String
    public let courses: [(id: CourseID, title: String)]
    /// Where applicants write to.
    public let admissionsEmail: String

    public init(
        id: UniversityID, name: String, city: String, courses: [(id: CourseID, title: String)],
        admissionsEmail: String
    ) {
        self.id = id
        self.name = name
        self.city = city
        self.courses = courses
        self.admissionsEmail = admissionsEmail
    }
}

/// One student's review of a university.
public struct UniversityReview: Hashable, Sendable {
    public let author: String
    /// 1 to 5 stars.
    public let stars: Int
    public let text: String

    public init(author: String, stars: Int, text: String) {
        self.author = author
        self.stars = stars
        self.text = text
    }
}
