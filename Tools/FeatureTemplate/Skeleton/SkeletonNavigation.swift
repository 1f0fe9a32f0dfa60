import ChapterKit
import Waymark

/// Where the Skeleton feature's screens lead. The composition root answers every method in the
/// feature's own file there, leading into other features through their routes.
@MainActor
public protocol SkeletonRouting: AnyObject, Sendable {
    func showBone(_ id: BoneID)
    /// Leads into another feature: this feature names what it needs; the app decides the screen.
    func showUniversity(_ id: UniversityID)
}

/// The data the Skeleton feature shows.
public protocol SkeletonService: Sendable {
    func skeleton() async -> [BoneSummary]
    func bone(_ id: BoneID) async -> BoneSummary?
}

/// A bone, numbered by the Skeleton feature's data. It is the feature's own: move it to
/// ChapterKit when another feature needs to name one.
public struct BoneID: ChapterIdentifier {
    public let rawValue: Int
    public init(_ rawValue: Int) { self.rawValue = rawValue }
}

/// A bone as its screens show it.
public struct BoneSummary: Hashable, Sendable {
    public let id: BoneID
    public let name: String
    public let details: String
    /// The university this bone belongs to, shown by another feature.
    public let university: UniversityID?

    public init(id: BoneID, name: String, details: String, university: UniversityID?) {
        self.id = id
        self.name = name
        self.details = details
        self.university = university
    }
}
