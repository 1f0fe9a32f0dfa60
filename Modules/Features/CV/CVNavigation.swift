import ChapterKit
import Waymark

/// Where the CV screens lead. The composition root answers every method in the feature's own file
/// there, leading into other features through their entry points.
@MainActor
public protocol CVRouting: AnyObject, Sendable {
    func showSection(_ id: CVSectionID)
    func showPreview()
    func showEditing(_ id: CVSectionID)
    func showSharing()
    /// Leads into another feature: the profile a section describes.
    func showProfile(_ user: UserID)
}

/// The data the CV feature shows.
public protocol CVService: Sendable {
    /// Whose CV it is.
    func owner() async -> UserID
    func sections() async -> [CVSectionSummary]
    func section(_ id: CVSectionID) async -> CVSectionSummary?
}

/// A section of the CV, named by its slug (`education`).
public struct CVSectionID: ChapterIdentifier {
    public let rawValue: String
    public init(_ rawValue: String) { self.rawValue = rawValue }
}

/// A section as its screens show it.
public struct CVSectionSummary: Hashable, Sendable {
    public let id: CVSectionID
    public let title: String
    public let entries: [String]

    public init(id: CVSectionID, title: String, entries: [String]) {
        self.id = id
        self.title = title
        self.entries = entries
    }
}
