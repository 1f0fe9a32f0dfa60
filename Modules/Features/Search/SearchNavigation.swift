import ChapterKit
import Waymark

/// Where the Search screens lead.
@MainActor
public protocol SearchRouting: AnyObject, Sendable {
    func showResults(for query: String)
    func showSubjects()
    /// Opens the filters sheet from the results on top, for the filters to apply to them.
    func chooseFilters()
    /// Shows every university, and the filters sheet over it for them, in one step.
    func showAllWithFilters()
    /// Gives the filters chosen back to the results that asked, closing the sheet.
    func give(_ filters: SearchFilters)
    /// Leads into other features: this feature names what it needs; the app decides the screen.
    func showUniversity(_ id: UniversityID)
    func showCourse(_ id: CourseID)
}

/// What the filters sheet gives back: the cities a search is narrowed to (none: everywhere).
public struct SearchFilters: Codable, Hashable, Sendable {
    public let cities: [String]

    public init(cities: [String]) {
        self.cities = cities
    }
}

/// The views on Search's screens that what they open comes from.
public enum SearchSources {
    /// The results' Filters button, which the filters popover points at.
    public static let filtersButton: PresentationSource = "search.filters-button"
    /// A university's card in a list, which the university's page zooms out of: the view both
    /// features name by ChapterKit's `PresentationSource.universityCard`.
    public static func universityCard(_ id: UniversityID) -> PresentationSource {
        .universityCard(id)
    }
}

/// What the Search screens keep for their entries.
public enum SearchScreenState {
    /// The cities chosen on a filters sheet: its draft until it is given back.
    public static let cities = ScreenStateKey.Saved<[String]>("search.cities")
}

/// The universities and courses Search looks through.
public protocol SearchService: Sendable {
    func universities() async -> [(id: UniversityID, name: String, city: String)]
    func courses() async -> [(id: CourseID, title: String)]
}
