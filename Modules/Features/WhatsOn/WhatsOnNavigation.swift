import ChapterKit
import Waymark

/// Where the WhatsOn screens lead. The composition root answers every method in the feature's own
/// file there, leading into other features through their entry points.
@MainActor
public protocol WhatsOnRouting: AnyObject, Sendable {
    func showHappening(_ id: HappeningID)
    func showCategories()
    func showSaved()
    /// Shows what is on in `category` (every category for `nil`), closing the categories sheet.
    func showCategory(_ category: String?)
    /// Leads into other features: this feature names what it needs; the app decides the screen.
    func showEvent(_ id: EventID)
    func showUniversity(_ id: UniversityID)
}

/// The data the WhatsOn feature shows.
public protocol WhatsOnService: Sendable {
    /// The categories, as slugs (`music`).
    func categories() async -> [String]
    func happenings(in category: String?) async -> [HappeningSummary]
    func happening(_ id: HappeningID) async -> HappeningSummary?
    /// What the signed-in student saved.
    func saved() async -> [HappeningSummary]
}

/// A happening, numbered by the WhatsOn feature's data.
public struct HappeningID: ChapterIdentifier {
    public let rawValue: Int
    public init(_ rawValue: Int) { self.rawValue = rawValue }
}

/// A happening as its screens show it: an event of the calendar, in a category.
public struct HappeningSummary: Hashable, Sendable {
    public let id: HappeningID
    public let title: String
    public let date: String
    public let category: String
    public let event: EventID
    public let university: UniversityID

    public init(
        id: HappeningID, title: String, date: String, category: String, event: EventID, university: UniversityID
    ) {
        self.id = id
        self.title = title
        self.date = date
        self.category = category
        self.event = event
        self.university = university
    }
}
