import Testing
import WaymarkMacros

@testable import Waymark

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

/// A type with a screen only a signed-in user sees, and the sheet that signs in.
@Routes(feature: "guarded")
enum GuardedRoute {
    @Destination(.tabRoot, tab: "home")
    case home
    @Destination(.push, tab: "home", requires: .signedIn)
    case secret
    @Destination(.sheet)
    case signIn
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

    @Test func theFeatureIsNamedAsTheTypesDestinationsAre() throws {
        let registry = try NavigationRegistry(routes: NotesRoute.self)
        #expect(Set(registry.destinations.map(\.feature)) == ["notes"])
    }

    @Test func aTypeWithoutATabRootIsRefusedAsAnAppWithoutTabs() throws {
        let error = try #require(throws: RegistryError.self) { try NavigationRegistry(routes: RootlessRoute.self) }
        #expect(error.conflicts == [.noTabs])
    }

    @Test func whatNeedsTheAppIsAddedThroughEachCasesHandle() throws {
        let unmet = try #require(throws: RegistryError.self) { try NavigationRegistry(routes: GuardedRoute.self) }
        #expect(unmet.conflicts == [.unmetRequirement(.signedIn, destination: "guarded.secret", feature: "guarded")])

        let registry = try NavigationRegistry(routes: GuardedRoute.self) { $0.signIn.satisfies(.signedIn) }
        let router = NavigationRouter(registry: registry)
        try router.show(GuardedRoute.secret)
        // Held behind the sign-in sheet, as every way in is.
        #expect(router.state.held != nil)
        #expect(router.state.modals.map(\.root) == [GuardedRoute.signIn.erased])
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
        // A screen beside the sheet (an inspector's neighbour, say) pushes on its own stack.
        try router.show(NotesRoute.note(id: 3), on: .tab("notes"))
        #expect(router.state.stack(of: "notes") == [NotesRoute.note(id: 1).erased, NotesRoute.note(id: 3).erased])
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
        #expect(
            router.journal.entries.last?.notes
                == [.refused(.unregisteredDestination("rootless.only", typeKey: RootlessRoute.typeKey))])
    }
}
