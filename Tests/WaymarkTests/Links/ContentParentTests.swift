import Testing

@_spi(FrontEnd) @testable import Waymark

/// A library whose books are shown over their shelf, which is read from the book itself: the
/// parent lookup is the content check (`requiresContent(_:parent:)`).
private enum LibraryRoute: LinkableRoute {
    case shelf(Int)
    case book(Int)

    static let typeKey = "fixture.library"
    var destinationName: DestinationName {
        switch self {
        case .shelf: "library.shelf"
        case .book: "library.book"
        }
    }

    init(destination: DestinationName, values: LinkValues) throws(LinkValueError) {
        switch destination {
        case "library.shelf": self = .shelf(try values.int("id"))
        case "library.book": self = .book(try values.int("id"))
        default: throw .noLink(destination)
        }
    }

    var linkValues: LinkValues {
        switch self {
        case .shelf(let id), .book(let id): ["id": .int(id)]
        }
    }
}

/// The library's catalogue, counting how often each book is read.
private actor Catalogue {
    /// Book 1 stands on shelf 10; no other book exists.
    let shelves = [1: 10]
    private(set) var reads: [Int: Int] = [:]

    func shelf(ofBook id: Int) -> Int? {
        reads[id, default: 0] += 1
        return shelves[id]
    }
}

private struct LibraryFeature: NavigationFeature {
    let name = "library"
    let catalogue: Catalogue

    func register(into registrar: inout FeatureRegistrar) {
        let catalogue = catalogue
        registrar.register(
            LibraryRoute.self,
            destinations: [
                .tabRoot("library.home", tab: "home"),
                .push("library.shelf", hostTab: "home").link("shelf/{id:int}"),
                .push("library.book", hostTab: "home").link("book/{id:int}").requiresContent("book") { route in
                    guard case .book(let id) = route else { return nil }
                    return await catalogue.shelf(ofBook: id).map { LibraryRoute.shelf($0).erased }
                },
            ])
    }
}

@MainActor
@Suite("A parent read from the content: one read answers both")
struct ContentParentTests {
    fileprivate let catalogue = Catalogue()

    func handler() async throws -> LinkHandler {
        var builder = RegistryBuilder(tabs: ["home"], links: LinkConfiguration(schemes: ["app"]))
        builder.add(LibraryFeature(catalogue: catalogue))
        let handler = LinkHandler(router: NavigationRouter(registry: try builder.build()))
        await handler.appDidBecomeReady()
        return handler
    }

    @Test func aLinkToTheBookReadsItOnceForItsShelfAndItsContent() async throws {
        let handler = try await handler()
        #expect(await handler.open("app://book/1") == .opened)
        #expect(handler.router.state.stack(of: "home") == [LibraryRoute.shelf(10).erased, LibraryRoute.book(1).erased])
        #expect(await catalogue.reads == [1: 1], "The book was read once, not once for its shelf and once more")
    }

    @Test func aBookThatIsGoneLandsOnTheTabsRootWithANotice() async throws {
        let handler = try await handler()
        #expect(await handler.open("app://book/2") == .contentMissing("book"))
        #expect(handler.router.state.stack(of: "home").isEmpty)
        #expect(handler.router.state.notice == .contentMissing("book"))
        #expect(await catalogue.reads == [2: 1])
    }

    @Test func inAChainTheSameLookupChecksTheBook() async throws {
        let handler = try await handler()
        #expect(await handler.open("app://shelf/10/book/2") == .contentMissing("book"))
        #expect(await handler.open("app://shelf/10/book/1") == .opened)
        #expect(handler.router.state.stack(of: "home") == [LibraryRoute.shelf(10).erased, LibraryRoute.book(1).erased])
    }
}
