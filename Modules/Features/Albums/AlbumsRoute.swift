import ChapterKit
import Waymark
import WaymarkMacros

/// Photo albums of a group or a user, and a photo viewer: each photo leads back to its album, and
/// each album to the group or person it belongs to.
@Routes(feature: "albums")
public enum AlbumsRoute {
    /// A group's albums.
    @Destination(
        .push, tab: ChapterTab.connect, tabBar: .hidden, requires: .signedIn, link: "group/{group:uuid}/albums")
    case groupAlbums(group: GroupID)

    /// A person's albums.
    @Destination(
        .push, tab: ChapterTab.connect, tabBar: .hidden, requires: .signedIn, link: "profile/{user:uuid}/albums")
    case userAlbums(user: UserID)

    /// Adding photos to an album, in a sheet over it.
    @Destination(.sheet, requires: .signedIn, detents: [.medium], link: "album/{album:int}/add")
    case addPhotos(album: AlbumID)

    /// One album.
    @Destination(.push, tab: ChapterTab.connect, tabBar: .hidden, requires: .signedIn, link: "album/{id:int}")
    case album(id: AlbumID)

    /// One photo, full screen; a link to it alone opens its album under it.
    @Destination(.fullScreenCover, requires: .signedIn, link: "album/{album:int}/photo/{index:int}")
    case photo(album: AlbumID, index: Int)
}

/// Registers the Albums feature; the composition root adds it at start-up.
public struct AlbumsFeature: NavigationFeature {
    public let name = AlbumsRoute.feature
    let service: any AlbumsService

    public init(service: any AlbumsService) {
        self.service = service
    }

    public func register(into registrar: inout FeatureRegistrar) {
        let service = service
        registrar.register(AlbumsRoute.self) { albums in
            // Opened from its thumbnail on the album's page, a photo zooms out of it.
            albums.photo.zooms(from: AlbumsScreens.photoThumbnail)
            albums.album.requiresContent("album") { id in await service.album(id) != nil }
            albums.addPhotos.requiresContent("album") { id in await service.album(id) != nil }
            albums.photo.requiresContent("photo") { photo in
                guard let album = await service.album(photo.album), album.photos.indices.contains(photo.index - 1)
                else { return nil }
                return AlbumsRoute.album(id: photo.album).erased
            }
        }
    }
}
