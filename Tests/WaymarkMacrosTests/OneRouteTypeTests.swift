import Testing
import Waymark
import WaymarkMacros

/// An app whose navigation is one route type: the short door's registry, and the one call a
/// screen makes to lead on, through the real registry and router.
@Routes(feature: "notes")
enum NotesRoute {
    @Destination(.tabRoot, tab: "notes", link: "notes")
    case list
    @Destination(.push, tab: "notes", link: "note/{id:int}")
    case note(id: Int)
    @Destination(.tabRoot, tab: "settings", link: "settings")
    case settings
    @Destination(.sheet, link: "new")
    case newNote
}

/// A type that names no tab root: an app of it would have nothing to show.
@Routes(feature: "rootless")
enum RootlessRoute {
    @Destination(.sheet)
    case only
}

@Suite("One route type: its registry, and showing a route as it is declared")
@MainActor
struct OneRouteTypeTests {
    @Test func theTabsAreTheTabRootsInTheOrderTheTypeDeclaresThem() throws {
        let registry = try NavigationRegistry(routes: NotesRoute.self, links: LinkConfiguration(schemes: ["notes"]))
        #expect(registry.tabs == ["notes", "settings"])
        #expect(registry.destinations.map(\.name) == ["notes.list", "notes.note", "notes.settings", "notes.newNote"])
        #expect(try registry.routes(forExternalLink: "notes://note/4").get() == [NotesRoute.note(id: 4).erased])
    }

    @Test func aTypeWithoutATabRootIsRefusedAsAnAppWithoutTabs() {
        #expect(throws: RegistryError.self) { try NavigationRegistry(routes: RootlessRoute.self) }
    }

    @Test func eachRouteIsShownAsItsDestinationDeclares() throws {
        let router = NavigationRouter(registry: try NavigationRegistry(routes: NotesRoute.self))
        try router.show(NotesRoute.note(id: 1))
        #expect(router.state.stack(of: "notes") == [NotesRoute.note(id: 1).erased])
        try router.show(NotesRoute.newNote)
        #expect(router.state.modals.map(\.root) == [NotesRoute.newNote.erased])
        // Inside the sheet, a pushed screen goes on the sheet's stack, as SwiftUI pushes.
        try router.show(NotesRoute.note(id: 2))
        #expect(router.state.modals.first?.path == [NotesRoute.note(id: 2).erased])
        // A tab's root closes what is over it and shows that tab at its root.
        try router.show(NotesRoute.settings)
        #expect(router.state.modals.isEmpty && router.state.selectedTab == "settings")
        try router.show(NotesRoute.list)
        #expect(router.state.selectedTab == "notes" && router.state.stack(of: "notes").isEmpty)
    }

    @Test func aRouteNoFeatureRegisteredIsRefusedAndChangesNothing() throws {
        let router = NavigationRouter(registry: try NavigationRegistry(routes: NotesRoute.self))
        let before = router.state
        #expect(throws: NavigationError.unregisteredDestination("rootless.only", typeKey: RootlessRoute.typeKey)) {
            try router.show(RootlessRoute.only)
        }
        #expect(router.state == before)
    }
}
