import Albums
import ChapterKit
import Groups
import Profile
import Waymark

// The Albums feature as the app wires it in; its team (its owner in its OWNER file) owns this file.

extension AppFeature {
    static let albums = AppFeature { app in
        let service = AlbumsSampleData(catalog: app.catalog)
        var samples: [AnyRoute] = []
        if let album = service.all.first {
            if case .group(let group) = album.owner { samples.append(AlbumsRoute.groupAlbums(group: group).erased) }
            samples += [
                AlbumsRoute.album(id: album.id).erased, AlbumsRoute.photo(album: album.id, index: 1).erased,
                AlbumsRoute.addPhotos(album: album.id).erased,
                AlbumsRoute.userAlbums(user: app.catalog.sampleUser).erased,
            ]
        }
        return WiredFeature(AlbumsFeature(service: service), sampleRoutes: samples) { router in
            AlbumsScreens(service: service, router: AlbumsRouter(router))
        }
    }
}

/// Where the Albums screens lead, in the app: every method of `AlbumsRouting`, answered here and
/// nowhere else, so a change to the protocol touches this file only.
@MainActor
final class AlbumsRouter: AlbumsRouting {
    private let app: ChapterRouter

    init(_ app: ChapterRouter) {
        self.app = app
    }

    func showAlbum(_ id: AlbumID) { app.push(AlbumsRoute.album(id: id)) }
    func showPhoto(of album: AlbumID, at index: Int) {
        app.perform(.present(AlbumsRoute.photo(album: album, index: index).erased))
    }

    func closePhoto() { app.dismissLayer { $0.base is AlbumsRoute } }

    func showAddingPhotos(to album: AlbumID) { app.perform(.present(AlbumsRoute.addPhotos(album: album).erased)) }

    func closeAddingPhotos() { app.dismissLayer { $0.base is AlbumsRoute } }

    func showGroup(_ id: GroupID) { app.push(GroupsEntryPoints.chat(id)) }
    func showProfile(_ id: UserID) { app.push(ProfileEntryPoints.profile(of: id)) }
}

/// An album for each of the catalog's first groups, and one of the sample user's.
struct AlbumsSampleData: AlbumsService {
    let all: [AlbumSummary]

    init(catalog: ChapterCatalog) {
        var albums = catalog.groups.prefix(2).enumerated().map { index, group in
            AlbumSummary(
                id: AlbumID(index + 1), title: "\(group.name): open day", owner: .group(group.id),
                photos: ["The main hall", "Lunch on the lawn", "The library at dusk"])
        }
        albums.append(
            AlbumSummary(
                id: AlbumID(albums.count + 1), title: "My first week", owner: .user(catalog.sampleUser),
                photos: ["Moving in", "Freshers' fair"]))
        all = albums
    }

    func albums(of group: GroupID) async -> [AlbumSummary] {
        all.filter { $0.owner == .group(group) }
    }

    func albums(of user: UserID) async -> [AlbumSummary] {
        all.filter { $0.owner == .user(user) }
    }

    func album(_ id: AlbumID) async -> AlbumSummary? {
        all.first { $0.id == id }
    }
}
