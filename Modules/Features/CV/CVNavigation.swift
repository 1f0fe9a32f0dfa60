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
    /// The editor's draft: the entries chosen so far beside those it started from, kept while the
    /// student looks elsewhere.
    public static let draft = ScreenStateKey.Saved<CVDraft>("cv.draft")
    /// A section's entries as last edited, shown instead of the saved ones.
    public static let edited = ScreenStateKey.Saved<[String]>("cv.edited")
}

/// What the editor keeps while the student edits a section: the entries it started from (what
/// the section showed) and those chosen now. The draft holds unsaved work while they differ.
public struct CVDraft: Codable, Hashable, Sendable {
    /// The entries the section showed when the editor opened; `nil` for a draft saved by a build
    /// that kept the chosen entries alone.
    public let original: [String]?
    /// The entries chosen now, in order.
    public let chosen: [String]

    public init(original: [String]?, chosen: [String]) {
        self.original = original
        self.chosen = chosen
    }

    /// Whether the choice differs from the section's: leaving would lose it. A draft whose start
    /// is unknown counts as changed: asking once costs less than losing it.
    public var isChanged: Bool { original.map { $0 != chosen } ?? true }

    private enum CodingKeys: String, CodingKey { case original, chosen }

    /// Reads a draft as this build writes it, or as earlier builds did: the chosen entries alone.
    public init(from decoder: any Decoder) throws {
        if let chosen = try? decoder.singleValueContainer().decode([String].self) {
            self.init(original: nil, chosen: chosen)
            return
        }
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            original: try container.decodeIfPresent([String].self, forKey: .original),
            chosen: try container.decode([String].self, forKey: .chosen))
    }
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
