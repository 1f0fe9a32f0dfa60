import ChapterKit
import Foundation
import Waymark

/// Where the Societies screens lead. The composition root answers every method in the feature's own
/// file there, leading into other features through their entry points.
@MainActor
public protocol SocietiesRouting: AnyObject, Sendable {
    func showSociety(_ id: SocietyID)
    func showJoining(_ id: SocietyID)
    func showEvents(of id: SocietyID)
    func showMembers(of id: SocietyID)
    /// Closes the joining sheet once the student has joined, or chose not to.
    func closeJoining()
    /// Leads into other features: this feature names what it needs; the app decides the screen.
    func showUniversity(_ id: UniversityID)
    func showEvent(_ id: EventID)
    func showChat(_ group: GroupID)
    func showProfile(_ user: UserID)
}

/// The data the Societies feature shows.
public protocol SocietiesService: Sendable {
    func societies(at university: UniversityID) async -> [SocietySummary]
    func society(_ id: SocietyID) async -> SocietySummary?
    /// A society's members, by name.
    func members(of id: SocietyID) async -> [(id: UserID, name: String)]
}

/// A society or sports club.
public struct SocietyID: ChapterIdentifier {
    public let rawValue: UUID
    public init(_ rawValue: UUID) { self.rawValue = rawValue }
}

/// A society as its screens show it.
public struct SocietySummary: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable {
        case society
        case sportsClub = "sports club"
    }

    public let id: SocietyID
    public let name: String
    public let kind: Kind
    public let university: UniversityID
    public let nextEvent: EventID?
    public let chat: GroupID?

    public init(
        id: SocietyID, name: String, kind: Kind, university: UniversityID, nextEvent: EventID?, chat: GroupID?
    ) {
        self.id = id
        self.name = name
        self.kind = kind
        self.university = university
        self.nextEvent = nextEvent
        self.chat = chat
    }
}
