import Albums
import ChapterKit
import Foundation
import Testing
import Waymark
import WaymarkTesting

private struct Sample: AlbumsService {
    static let group = GroupID(UUID(uuidString: "205970a5-3ac3-5a53-a002-e2969fafc70e")!)
    static let openDay = AlbumSummary(
        id: AlbumID(1), title: "Open day", owner: .group(group), photos: ["Hall", "Lawn"])
    func albums(of group: GroupID) async -> [AlbumSummary] { group == Self.group ? [Self.openDay] : [] }
    func albums(of user: UserID) async -> [AlbumSummary] { [] }
    func album(_ id: AlbumID) async -> AlbumSummary? { id == Self.openDay.id ? Self.openDay : nil }
}

@MainActor
private final class Router: AlbumsRouting {
    enum Call: Equatable {
        case album(AlbumID)
        case photo(AlbumID, Int)
        case close
        case add(AlbumID)
        case closeAdding
        case group(GroupID)
        case profile(UserID)
    }
    let calls = CallRecorder<Call>()
    func showAlbum(_ id: AlbumID) { calls.record(.album(id)) }
    func showPhoto(of album: AlbumID, at index: Int) { calls.record(.photo(album, index)) }
    func closePhoto() { calls.record(.close) }
    func showAddingPhotos(to album: AlbumID) { calls.record(.add(album)) }
    func closeAddingPhotos() { calls.record(.closeAdding) }
    func showGroup(_ id: GroupID) { calls.record(.group(id)) }
    func showProfile(_ id: UserID) { calls.record(.profile(id)) }
}

@MainActor
@Suite("Albums")
struct AlbumsTests {
    static let album = AlbumsRoute.album(id: AlbumID(1)).erased
    static let lawn = AlbumsRoute.photo(album: AlbumID(1), index: 2).erased
    let app: NavigationHarness

    init() throws {
        app = try NavigationHarness(
            tabs: ChapterTab.all, links: LinkConfiguration(schemes: ["chapter"]),
            features: [AlbumsFeature(service: Sample())], met: [.signedIn])
    }

    @Test func registersItsDestinationsAndTheirLinksRoundTrip() throws {
        #expect(app.registry.destination(named: "albums.photo")?.presentation == .modal(.fullScreenCover))
        #expect(try app.registry.link(for: Self.lawn) == "chapter://album/1/photo/2")
        let routes = [
            AlbumsRoute.groupAlbums(group: Sample.group).erased, Self.album, Self.lawn,
            AlbumsRoute.addPhotos(album: AlbumID(1)).erased,
            AlbumsRoute.userAlbums(user: UserID(UUID(uuidString: "3f1b2c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d")!)).erased,
        ]
        expectLinksRoundTrip(routes, in: app.registry)
        expectEveryLinkCovered(by: routes, feature: "albums", in: app.registry)
    }

    @Test func aLinkToAPhotoOpensItOverItsAlbum() async {
        let links = await app.linkHandler()
        #expect(await links.open("chapter://album/1/photo/2") == .opened)
        #expect(app.state.selectedTab == ChapterTab.connect)
        #expect(app.state.stack(of: ChapterTab.connect) == [Self.album])
        #expect(app.state.modals.map(\.root) == [Self.lawn])
    }

    @Test func aPhotoOrAnAlbumThatIsNotThereIsMissingContent() async {
        let links = await app.linkHandler()
        #expect(await links.open("chapter://album/1/photo/3") == .contentMissing("photo"))
        #expect(await links.open("chapter://album/1/photo/0") == .contentMissing("photo"))
        #expect(await links.open("chapter://album/9") == .contentMissing("album"))
    }

    @Test func theScreensLeadWhereTheySay() async throws {
        let router = Router()
        let screens = AlbumsScreens(service: Sample(), router: router)
        let album = try #require(await screens.screen(for: Self.album))
        #expect(album.actions.map(\.title) == ["Photo 1: Hall", "Photo 2: Lawn", "The group", "Add photos"])
        for action in album.actions { await action.perform() }
        let photo = try #require(await screens.screen(for: Self.lawn))
        #expect(photo.lines == ["Lawn"] && photo.actions.map(\.title) == ["Back to the album"])
        await photo.actions[0].perform()
        #expect(
            router.calls.calls == [
                .photo(AlbumID(1), 1), .photo(AlbumID(1), 2), .group(Sample.group), .add(AlbumID(1)), .close,
            ])
    }

    @Test func aPhotoZoomsOutOfItsThumbnailOnTheAlbumsPage() async throws {
        #expect(app.registry.destination(named: "albums.photo")?.zoomSource == AlbumsScreens.photoThumbnail)
        let album = try #require(await AlbumsScreens(service: Sample(), router: Router()).screen(for: Self.album))
        #expect(album.actions.map(\.source) == [AlbumsScreens.thumbnail(1), AlbumsScreens.thumbnail(2), nil, nil])
        #expect(album.actions.compactMap(\.source?.name) == ["albums.photo-thumbnail", "albums.photo-thumbnail"])
        // The thumbnail's tap, as a front end runs it, reaches the engine from the thumbnail.
        app.perform(.push(Self.album))
        var sources: [PresentationSource?] = []
        app.router.observe { sources.append($0.source) }
        await PresentationSource.withSource(album.actions[1].source) { app.perform(.present(Self.lawn)) }
        #expect(sources == [AlbumsScreens.thumbnail(2)])
        #expect(app.state.modals.map(\.style) == [.fullScreenCover] && app.state.modals.first?.source == nil)
    }
}
