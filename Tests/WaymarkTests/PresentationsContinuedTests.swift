import Foundation
import Testing
import WaymarkTesting

@_spi(FrontEnd) @testable import Waymark

/// A gallery with every presentation: a grid whose cards a photo zooms out of, a viewer cover that
/// zooms too, a filters popover, a notes inspector, a plain sheet, and a search tab.
enum GalleryRoute: LinkableRoute {
    case grid
    case search
    case photo(Int)
    case viewer(Int)
    case filters
    case notes(Int)
    case share

    static let typeKey = "fixture.gallery"

    var destinationName: DestinationName {
        switch self {
        case .grid: "gallery.grid"
        case .search: "gallery.search"
        case .photo: "gallery.photo"
        case .viewer: "gallery.viewer"
        case .filters: "gallery.filters"
        case .notes: "gallery.notes"
        case .share: "gallery.share"
        }
    }

    init(destination: DestinationName, values: LinkValues) throws(LinkValueError) {
        switch destination {
        case "gallery.grid": self = .grid
        case "gallery.search": self = .search
        case "gallery.photo": self = .photo(try values.int("id"))
        case "gallery.viewer": self = .viewer(try values.int("id"))
        case "gallery.filters": self = .filters
        case "gallery.notes": self = .notes(try values.int("id"))
        default: self = .share
        }
    }

    var linkValues: LinkValues {
        switch self {
        case .photo(let id), .viewer(let id), .notes(let id): ["id": .int(id)]
        case .grid, .search, .filters, .share: [:]
        }
    }

    static let card: PresentationSource = "gallery.card"
    static let filtersButton: PresentationSource = "gallery.filters-button"

    /// The gallery's registry; `searchTab` where the platform gives tabs roles.
    static func registry(searchTab: TabID? = nil) throws -> NavigationRegistry {
        var builder = RegistryBuilder(
            tabs: ["grid", "albums", "search"], links: LinkConfiguration(schemes: ["app"]), searchTab: searchTab)
        builder.register(feature: "gallery") { registrar in
            registrar.register(
                GalleryRoute.self,
                destinations: [
                    .tabRoot("gallery.grid", tab: "grid").link("grid"),
                    .tabRoot("gallery.search", tab: "search").link("search"),
                    .push("gallery.photo", hostTab: "grid").link("photo/{id:int}").zooms(from: card),
                    .fullScreenCover("gallery.viewer").link("viewer/{id:int}").zooms(from: card),
                    .popover("gallery.filters").link("filters"),
                    .inspector("gallery.notes").link("notes/{id:int}"),
                    .sheet("gallery.share").link("share"),
                ])
        }
        return try builder.build()
    }
}

@MainActor
@Suite("Popovers, inspectors, zoom sources and the search tab, as state")
struct PresentationsContinuedTests {
    let router: NavigationRouter

    init() throws {
        router = NavigationRouter(registry: try GalleryRoute.registry())
    }

    private func perform(_ intents: NavigationIntent..., from source: PresentationSource? = nil) throws {
        try router.apply(NavigationTransaction(intents, from: source))
    }

    @Test func aPopoverOpenedFromAViewOnTheScreenBelowIsAnchoredToIt() throws {
        try perform(.present(GalleryRoute.filters.erased), from: GalleryRoute.filtersButton)
        #expect(router.state.modals.map(\.style) == [.popover])
        #expect(router.state.modals.first?.source == GalleryRoute.filtersButton)
        try perform(.push(GalleryRoute.photo(1).erased))
        #expect(router.state.modals.first?.source == GalleryRoute.filtersButton, "A push inside keeps it")
    }

    @Test func aPopoverNoViewLedToHasNoSource() async throws {
        try router.perform(.present(GalleryRoute.filters.erased))
        #expect(router.state.modals.first?.source == nil, "No source named")
        try router.perform(.dismissAll)
        try router.apply(
            NavigationTransaction([.present(GalleryRoute.filters.erased)], cause: .link("app://filters"), from: "x"))
        #expect(router.state.modals.first?.source == nil, "A link's transaction comes from no view")
        try router.perform(.dismissAll)
        let links = LinkHandler(router: router)
        await links.appDidBecomeReady()
        #expect(await links.open("app://filters") == .opened)
        #expect(router.state.modals.first?.source == nil)
    }

    @Test func aSourceOnAScreenTheTransactionCoveredIsNotBeneathThePopover() throws {
        try perform(.push(GalleryRoute.photo(1).erased), .present(GalleryRoute.filters.erased), from: "button")
        #expect(router.state.modals.first?.source == nil, "The button was on the grid, now under the photo")
        try router.perform(.dismissAll)
        try perform(.present(GalleryRoute.share.erased), .present(GalleryRoute.filters.erased), from: "button")
        #expect(router.state.modals.map(\.source) == [nil, nil], "Only a popover keeps one, and it is over the sheet")
        try router.perform(.dismissAll)
        try perform(.present(GalleryRoute.share.erased), from: "button")
        #expect(router.state.modals.map(\.source) == [nil], "A sheet is anchored to nothing")
    }

    @Test func aPopoverLosesItsAnchorWhenTheScreenBelowItChanges() throws {
        try perform(.present(GalleryRoute.filters.erased), from: GalleryRoute.filtersButton)
        try router.perform(.push(GalleryRoute.photo(2).erased, on: .tab("grid")))
        #expect(router.state.modals.map(\.style) == [.popover])
        #expect(router.state.modals.first?.source == nil, "The button's screen is covered by the photo now")
    }

    @Test func aSnapshotKeepsThePlaceWithoutTheViewAPopoverWasOpenedFrom() throws {
        try perform(.present(GalleryRoute.filters.erased), from: GalleryRoute.filtersButton)
        #expect(router.state.modals.first?.source == GalleryRoute.filtersButton)
        #expect(router.state.place.modals.first?.source == nil, "The place leaves the view out")
        let coder = SnapshotCoder(registry: router.registry)
        let restored = try coder.decode(try coder.encode(router.state))
        #expect(restored.state == router.state.place)
    }

    @Test func aStateMadeAnewFromThisOneKeepsThePopoversAnchor() throws {
        try perform(.present(GalleryRoute.filters.erased), from: GalleryRoute.filtersButton)
        // Made anew as sign-out's pruning makes it: its entries as they were, no layer's source.
        let rewritten = router.state.pruned(registry: router.registry) { _ in true }.state
        #expect(rewritten.modals.first?.source == nil)
        try router.replaceState(rewritten, cause: .accessGuard)
        #expect(router.state.modals.first?.source == GalleryRoute.filtersButton, "As sign-out's pruning rewrites it")
        try router.replaceState(rewritten, cause: .restoration)
        #expect(router.state.modals.first?.source == nil, "What a restoration brings comes from no view")
    }

    @Test func aSourceIsNeverSavedSoARestoredPopoverHasNone() throws {
        try perform(.present(GalleryRoute.filters.erased), from: GalleryRoute.filtersButton)
        let snapshot = try router.snapshot()
        #expect(!String(decoding: snapshot, as: UTF8.self).contains("filters-button"))
        let encoded = try JSONEncoder().encode(router.state)
        #expect(try router.registry.decoder().decode(NavigationState.self, from: encoded).modals.first?.source == nil)
        let restored = NavigationRouter(registry: router.registry)
        try restored.restore(from: snapshot)
        #expect(restored.state.modals.map(\.style) == [.popover])
        #expect(restored.state.modals.first?.source == nil)
    }

    @Test func anInspectorIsAModalLayerWithAStackOfItsOwn() throws {
        try router.perform(.present(GalleryRoute.notes(3).erased), .push(GalleryRoute.photo(3).erased))
        #expect(
            router.state.modals.map(\.asWritten) == [
                ModalLayer(style: .inspector, root: GalleryRoute.notes(3).erased, path: [GalleryRoute.photo(3).erased])
            ])
        #expect(router.registry.destination(named: "gallery.notes")?.allowsInteractiveDismissal == true)
        try router.perform(.pop(), .pop())
        #expect(router.state.modals.isEmpty, "Popping its root dismisses it, like any layer")
    }

    @Test func anInspectorPresentedOverAnInspectorTakesItsPlace() throws {
        try router.perform(.present(GalleryRoute.notes(1).erased))
        try router.perform(.present(GalleryRoute.notes(2).erased))
        #expect(router.state.modals.map(\.root) == [GalleryRoute.notes(2).erased], "One inspector column")
        try router.perform(.present(GalleryRoute.share.erased), .present(GalleryRoute.notes(3).erased))
        #expect(
            router.state.modals.map(\.root) == [
                GalleryRoute.notes(2).erased, GalleryRoute.share.erased, GalleryRoute.notes(3).erased,
            ], "Over a sheet, an inspector is a layer of its own")
    }

    @Test func theEventNamesTheSourceOfTheUsersTransactionOnly() throws {
        let zoomed = try router.apply(
            NavigationTransaction([.push(GalleryRoute.photo(1).erased)], from: GalleryRoute.card))
        #expect(zoomed.source == GalleryRoute.card)
        let linked = try router.apply(
            NavigationTransaction([.push(GalleryRoute.photo(2).erased)], cause: .link("app://photo/2"), from: "x"))
        #expect(linked.source == nil)
    }

    @Test func aFrontEndRunsAnActionFromItsView() async throws {
        let router = router
        var sources: [PresentationSource?] = []
        router.observe { sources.append($0.source) }
        await PresentationSource.withSource(GalleryRoute.card) {
            try? router.perform(.push(GalleryRoute.photo(4).erased))
        }
        #expect(sources == [GalleryRoute.card])
        try router.perform(.pop(), .present(GalleryRoute.filters.erased))
        #expect(sources.last == .some(nil))
        #expect(router.state.modals.first?.source == nil, "Outside the action, no source")
        try router.perform(.dismissAll)
        await PresentationSource.withSource(GalleryRoute.filtersButton) {
            try? router.perform(.present(GalleryRoute.filters.erased))
        }
        #expect(router.state.modals.first?.source == GalleryRoute.filtersButton)
    }

    @Test func onlyAPushOrACoverMayZoom() throws {
        #expect(router.registry.destination(named: "gallery.photo")?.zoomSource == GalleryRoute.card)
        #expect(router.registry.destination(named: "gallery.share")?.zoomSource == nil)
        var builder = RegistryBuilder(tabs: ["grid"])
        builder.register(feature: "gallery") { registrar in
            registrar.register(
                GalleryRoute.self,
                destinations: [
                    .tabRoot("gallery.grid", tab: "grid"), .sheet("gallery.share").zooms(from: "card"),
                    .popover("gallery.filters").zooms(from: "card"),
                ])
        }
        #expect(
            throws: RegistryError(conflicts: [
                .invalidZoom("gallery.share", feature: "gallery"), .invalidZoom("gallery.filters", feature: "gallery"),
            ])
        ) { try builder.build() }
    }

    @Test func aSearchTabThatIsNoTabIsAConflict() {
        var builder = RegistryBuilder(tabs: ["grid"], searchTab: "find")
        builder.register(feature: "gallery") { registrar in
            registrar.register(GalleryRoute.self, destinations: [.tabRoot("gallery.grid", tab: "grid")])
        }
        #expect(throws: RegistryError(conflicts: [.unknownSearchTab("find")])) { try builder.build() }
        #expect(
            RegistryConflict.unknownSearchTab("find").description
                == "The search tab 'find' is not one of the app's tabs.")
    }
}
