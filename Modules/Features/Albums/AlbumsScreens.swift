import ChapterKit
import Waymark

/// Builds the Albums feature's screens.
public struct AlbumsScreens: ScreenProvider {
    let service: any AlbumsService
    let router: any AlbumsRouting

    /// A photo's thumbnail on its album's page, which the photo zooms out of.
    public static let photoThumbnail: PresentationSource = "albums.photo-thumbnail"

    /// The thumbnail of the photo at `index` (from 1).
    public static func thumbnail(_ index: Int) -> PresentationSource {
        PresentationSource(photoThumbnail.name, item: index)
    }

    public init(service: any AlbumsService, router: any AlbumsRouting) {
        self.service = service
        self.router = router
    }

    public func registerScreens(into views: inout ViewRegistry<ScreenContent>.Builder) {
        views.register(AlbumsRoute.self) { route in ScreenContent { await self.screen(for: route) } }
    }

    @MainActor
    func screen(for route: AlbumsRoute) async -> Screen {
        let router = router
        switch route {
        case .groupAlbums(let group):
            let albums = await service.albums(of: group)
            return Screen(
                title: "Albums", lines: albums.isEmpty ? ["No albums yet."] : [],
                actions: albums.map { album in ScreenAction(album.title) { router.showAlbum(album.id) } }
                    + [ScreenAction("The group") { router.showGroup(group) }])
        case .userAlbums(let user):
            let albums = await service.albums(of: user)
            return Screen(
                title: "Albums", lines: albums.isEmpty ? ["No albums yet."] : [],
                actions: albums.map { album in ScreenAction(album.title) { router.showAlbum(album.id) } }
                    + [ScreenAction("Whose albums") { router.showProfile(user) }])
        case .addPhotos:
            return Screen(
                title: "Add photos", lines: ["Choose photos to add to the album."],
                actions: [
                    ScreenAction("Add") { router.closeAddingPhotos() },
                    ScreenAction("Cancel") { router.closeAddingPhotos() },
                ])
        case .album(let id):
            guard let album = await service.album(id) else {
                return Screen(title: "Album", lines: ["This album is no longer available."])
            }
            let owner: ScreenAction =
                switch album.owner {
                case .group(let group): ScreenAction("The group") { router.showGroup(group) }
                case .user(let user): ScreenAction("Whose album") { router.showProfile(user) }
                }
            return Screen(
                title: album.title,
                actions: album.photos.indices.map { index in
                    ScreenAction("Photo \(index + 1): \(album.photos[index])", from: Self.thumbnail(index + 1)) {
                        router.showPhoto(of: id, at: index + 1)
                    }
                } + [owner, ScreenAction("Add photos") { router.showAddingPhotos(to: id) }])
        case .photo(let id, let index):
            let caption = await service.album(id).flatMap {
                $0.photos.indices.contains(index - 1) ? $0.photos[index - 1] : nil
            }
            return Screen(
                title: "Photo \(index)", lines: [caption ?? "This photo is no longer available."],
                actions: [ScreenAction("Back to the album") { router.closePhoto() }])
        }
    }
}
