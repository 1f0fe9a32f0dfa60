import ChapterApp
import ChapterKit
import Foundation
import Testing
@_spi(FrontEnd) import Waymark
@_spi(FrontEnd) import WaymarkPresentation

/// A started app on the sample catalog, and the catalog's first university and course to link to.
@MainActor
struct Sample {
    let app: ChapterApp
    /// The scene's screen, started as every front end starts it: what lets links through.
    let screen: ScreenPresenter
    var catalog: ChapterCatalog { app.catalog }
    var university: Int { catalog.universities[0].id.rawValue }
    var course: String { catalog.courses[0].id.description }

    init(signedIn: Bool = false) async throws {
        app = try ChapterApp(signedIn: signedIn)
        screen = app.presenter(completion: .immediate, host: .immediate)
        await screen.scene.start(restoring: nil)
    }

    /// The canonical links of `tab`'s stack.
    func stack(_ tab: String) throws -> [String] {
        try app.navigation.state.stack(of: TabID(tab)).map { try app.registry.link(for: $0) }
    }

    /// The canonical links of each modal layer's stack, bottom layer first.
    func modalStacks() throws -> [[String]] {
        try app.navigation.state.modals.map { layer in try layer.stack.map { try app.registry.link(for: $0) } }
    }

    /// Opens links in order, as the system does, expecting each to open.
    func open(_ links: String..., sourceLocation: SourceLocation = #_sourceLocation) async {
        for link in links {
            let outcome = await app.links.open(link)
            #expect(outcome == .opened, "\(link)", sourceLocation: sourceLocation)
        }
    }
}
