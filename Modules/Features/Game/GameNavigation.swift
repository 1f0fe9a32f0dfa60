import ChapterKit
import Waymark

/// Where the Game screens lead. The composition root answers every method in the feature's own
/// file there.
@MainActor
public protocol GameRouting: AnyObject, Sendable {
    func showZone(_ zone: ZoneID)
    func showRewards()
    func showQuests()
    /// Closes the world.
    func leaveWorld()
}

/// The data the Game feature shows.
public protocol GameService: Sendable {
    func zones() async -> [ZoneSummary]
    func zone(_ id: ZoneID) async -> ZoneSummary?
    func rewards() async -> [String]
    func quests() async -> [String]
}

/// A zone of the world, named after the tab it stands for (`hub`, `search`, ...).
public struct ZoneID: ChapterIdentifier {
    public let rawValue: String
    public init(_ rawValue: String) { self.rawValue = rawValue }
}

/// A zone as its screens show it.
public struct ZoneSummary: Hashable, Sendable {
    public let id: ZoneID
    public let name: String
    public let details: String

    public init(id: ZoneID, name: String, details: String) {
        self.id = id
        self.name = name
        self.details = details
    }
}
