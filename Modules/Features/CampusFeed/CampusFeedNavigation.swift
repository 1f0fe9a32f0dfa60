import ChapterKit
import Waymark

/// Where the CampusFeed screens lead. The composition root answers every method in the feature's
/// own file there, leading into other features through their entry points.
@MainActor
public protocol CampusFeedRouting: AnyObject, Sendable {
    func showPost(_ id: CampusPostID)
    func showComposer()
    func showTrending()
    func showReply(to id: CampusPostID)
    /// Closes the composer, the post written or not.
    func closeComposer()
    /// Leads into other features: a post's author and its university.
    func showProfile(_ user: UserID)
    func showUniversity(_ id: UniversityID)
}

/// The data the CampusFeed feature shows.
public protocol CampusFeedService: Sendable {
    func posts() async -> [CampusPostSummary]
    func post(_ id: CampusPostID) async -> CampusPostSummary?
}

/// A campus post, numbered by the CampusFeed feature's data.
public struct CampusPostID: ChapterIdentifier {
    public let rawValue: Int
    public init(_ rawValue: Int) { self.rawValue = rawValue }
}

/// A post as its screens show it.
public struct CampusPostSummary: Hashable, Sendable {
    public let id: CampusPostID
    public let text: String
    public let author: UserID
    public let authorName: String
    public let university: UniversityID

    public init(id: CampusPostID, text: String, author: UserID, authorName: String, university: UniversityID) {
        self.id = id
        self.text = text
        self.author = author
        self.authorName = authorName
        self.university = university
    }
}
