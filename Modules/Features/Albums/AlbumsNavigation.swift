import ChapterKit
import Waymark

/// Where the Albums screens lead. The composition root answers every method in the feature's own
/// file there, leading into other features through their entry points.
@MainActor
public protocol AlbumsRouting: AnyObject, Sendable {
    func showAlbum(_ id: AlbumID)
    /// Shows the photo at `index` (from 1) of `album`, full screen.
    func showPhoto(of album: AlbumID, at index: Int)
    /// Closes the photo, back to its album.
    func closePhoto()
    func showAddingPhotos(to album: AlbumID)
    /// Closes the sheet that adds photos.
    func closeAddingPhotos()
    /// Leads into other features: the group or the person an album belongs to.
    func showGroup(_ id: GroupID)
    func showProfile(_ id: UserID)
}

/// The data the Albums feature shows.
public protocol AlbumsService: Sendable {
    func albums(of group: GroupID) async -> [AlbumSummary]
    func albums(of user: UserID) async -> [AlbumSummary]
    func album(_ id: AlbumID) async -> AlbumSummary?
}

/// An album, numbered by the Albums feature's data.
public struct AlbumID: ChapterIdentifier {
    public let rawValue: Int
    public init(_ rawValue: Int) { self.rawValue = rawValue }
}

/// An album as its screens show it.
public struct AlbumSummary: Hashable, Sendable {
    /// Whose album it is.
    public enum Owner: Hashable, Sendable {
        case group(GroupID)
        case user(UserID)
    }

    public let id: AlbumID
    public let title: String
    public let owner: Owner
    /// The photos' captions, in order; a photo is numbered from 1.
    public let photos: [String]

    public init(id: AlbumID, title: String, owner: Owner, photos: [String]) {
        self.id = id
        self.title = title
        self.owner = owner
        self.photos = photos
    }
}
