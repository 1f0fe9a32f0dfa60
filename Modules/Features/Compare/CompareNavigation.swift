import ChapterKit
import Waymark

/// Where the Compare screens lead. The composition root answers every method in the feature's own
/// file there, leading into other features through their entry points.
@MainActor
public protocol CompareRouting: AnyObject, Sendable {
    /// Opens the picking sheet from the comparison on top, for the universities to compare.
    func chooseUniversities()
    /// Shows one compared university's details beside the comparison.
    func showDetails(of id: UniversityID)
    /// Gives the universities chosen back to the comparison that asked, closing the sheet.
    func give(_ universities: [UniversityID])
    /// Leads into other features: this feature names what it needs; the app decides the screen.
    func showCourse(_ id: CourseID)
    func showUniversity(_ id: UniversityID)
}

/// The data the Compare feature shows.
public protocol CompareService: Sendable {
    func course(_ id: CourseID) async -> ComparedCourse?
    func university(_ id: UniversityID) async -> ComparedUniversity?
    /// What the picking sheet offers: the universities worth comparing, in order.
    func suggestedUniversities() async -> [UniversityID]
}

/// What the Compare screens keep for their entries.
public enum CompareScreenState {
    /// The universities chosen on a picking sheet, in the order chosen: the sheet's draft until
    /// it is given back, kept through a tab switch and a restart.
    public static let chosen = ScreenStateKey.Saved<[UniversityID]>("compare.chosen")
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
