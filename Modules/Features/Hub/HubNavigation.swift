import ChapterKit
import Waymark

/// Where the Hub leads.
@MainActor
public protocol HubRouting: AnyObject, Sendable {
    func showArticle(_ id: HubArticleID)
    func showDeadlines()
    func showWhatsNew()
    /// Closes the "what's new" sheet.
    func closeWhatsNew()
    /// Leads into other features: this feature names what it needs; the app decides the screen.
    func showUniversity(_ id: UniversityID)
    func showEvent(_ id: EventID)
    func showPost(_ id: PostID)
    func showChecklist()
    func showMatchingQuiz()
}

/// What the Hub highlights and the articles it carries.
public protocol HubService: Sendable {
    func highlights() async -> HubHighlights
    func articles() async -> [HubArticle]
    func article(_ id: HubArticleID) async -> HubArticle?
}

/// An article of the Hub, numbered by the Hub's data.
public struct HubArticleID: ChapterIdentifier {
    public let rawValue: Int
    public init(_ rawValue: Int) { self.rawValue = rawValue }
}

/// An article from the editors; it may be about one university.
public struct HubArticle: Hashable, Sendable {
    public let id: HubArticleID
    public let title: String
    public let body: String
    public let university: UniversityID?

    public init(id: HubArticleID, title: String, body: String, university: UniversityID?) {
        self.id = id
        self.title = title
        self.body = body
        self.university = university
    }
}

/// The Hub's highlights, each with what opens it.
public struct HubHighlights: Sendable {
    public let universities: [(id: UniversityID, name: String)]
    public let nextEvent: (id: EventID, title: String)?
    public let latestPost: (id: PostID, title: String)?

    public init(
        universities: [(id: UniversityID, name: String)], nextEvent: (id: EventID, title: String)?,
        latestPost: (id: PostID, title: String)?
    ) {
        self.universities = universities
        self.nextEvent = nextEvent
        self.latestPost = latestPost
    }
}
