import ChapterKit
import Waymark

/// Where the Match screens lead. The composition root answers every method in the feature's own
/// file there, leading into other features through their entry points.
@MainActor
public protocol MatchRouting: AnyObject, Sendable {
    func showResults()
    func showRetake()
    func showResult(_ id: MatchResultID)
    /// Leads into another feature: this feature names what it needs; the app decides the screen.
    func showUniversity(_ id: UniversityID)
}

/// The data the Match feature shows.
public protocol MatchService: Sendable {
    func questions() async -> [String]
    func results() async -> [MatchResultSummary]
    func result(_ id: MatchResultID) async -> MatchResultSummary?
}

/// A match, numbered by the Match feature's data.
public struct MatchResultID: ChapterIdentifier {
    public let rawValue: Int
    public init(_ rawValue: Int) { self.rawValue = rawValue }
}

/// A university the quiz matched, as the screens show it.
public struct MatchResultSummary: Hashable, Sendable {
    public let id: MatchResultID
    public let universityName: String
    /// How well it fits, out of 100.
    public let score: Int
    public let reason: String
    public let university: UniversityID

    public init(id: MatchResultID, universityName: String, score: Int, reason: String, university: UniversityID) {
        self.id = id
        self.universityName = universityName
        self.score = score
        self.reason = reason
        self.university = university
    }
}
