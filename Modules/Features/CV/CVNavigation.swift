import ChapterKit
import Waymark

/// Where the CV screens lead. The composition root answers every method in the feature's own file
/// there, leading into other features through their entry points.
@MainActor
public protocol CVRouting: AnyObject, Sendable {
    func showSection(_ id: CVSectionID)
    func showPreview()
    /// Opens the editor over the section on top, for the section as edited.
    func chooseEditing(_ id: CVSectionID)
    /// Gives the edited section back to the section that asked, closing the editor.
    func give(_ edit: CVSectionEdit)
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
    /// What the editor offers to list in a section, the section's own entries first.
    func choices(for id: CVSectionID) async -> [String]
}

/// A section as the editor gives it back: the entries the student chose to list.
public struct CVSectionEdit: Codable, Hashable, Sendable {
    public let entries: [String]

    public init(entries: [String]) {
        self.entries = entries
    }
}

/// What the CV screens keep for their entries.
public enum CVScreenState {
    /// The editor's draft: the entries chosen so far, kept while the student looks elsewhere.
    public static let draft = ScreenStateKey.Saved<[String]>("cv.draft")
    /// A section's entries as last edited, shown instead of the saved ones.
    public static let edited = ScreenStateKey.Saved<[String]>("cv.edited")
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
