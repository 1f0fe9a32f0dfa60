import Foundation
import Testing
import WaymarkTesting

@_spi(FrontEnd) @testable import Waymark

@MainActor
@Suite("Sheet sizes as state")
struct SheetDetentTests {
    /// A tab, a sheet with two sizes, a sheet with none, a cover and a pushed screen.
    static func registry(searchSizes: [SheetDetent] = [.medium, .large]) throws -> NavigationRegistry {
        var builder = RegistryBuilder(tabs: ["home"])
        builder.register(feature: "catalog") { registrar in
            registrar.register(
                CatalogRoute.self,
                destinations: [
                    .tabRoot("catalog.home", tab: "home"),
                    .sheet("catalog.search").detents(searchSizes),
                    .sheet("catalog.reviews"),
                    .fullScreenCover("catalog.list"),
                    .push("catalog.item", hostTab: "home"),
                ])
        }
        return try builder.build()
    }

    let router: NavigationRouter

    init() throws {
        router = NavigationRouter(registry: try Self.registry())
    }

    @Test(arguments: [
        ("medium", SheetDetent.medium), ("large", .large), ("fraction:0.25", .fraction(0.25)),
        ("fraction:1.0", .fraction(1)),
        ("height:320.0", .height(320)),
    ])
    func aSizeReadsAsItIsWritten(text: String, detent: SheetDetent) throws {
        #expect(SheetDetent(text) == detent)
        #expect(SheetDetent(detent.description) == detent)
        let coded = try JSONDecoder().decode([SheetDetent].self, from: JSONEncoder().encode([detent]))
        #expect(coded == [detent])
    }

    @Test(arguments: [
        "", "Medium", "huge", "fraction:0", "fraction:1.5", "fraction:-0.2", "height:0", "height:nan",
        "height:inf", "fraction:", ":0.5", "height:12:3",
    ])
    func aSizeThatIsNoSizeReadsAsNone(text: String) {
        #expect(SheetDetent(text) == nil)
        #expect(throws: DecodingError.self) {
            _ = try JSONDecoder().decode([SheetDetent].self, from: Data("[\"\(text)\"]".utf8))
        }
    }

    @Test func aSheetOpensAtItsFirstSize() throws {
        try router.perform(.present(CatalogRoute.search.erased))
        #expect(router.state.modals.map(\.detent) == [.medium])
        try router.perform(.present(CatalogRoute.reviews(1).erased))
        #expect(router.state.modals.map(\.detent) == [.medium, nil], "a sheet that declares no size has none")
    }

    @Test func theUserDragsItToAnotherDeclaredSize() throws {
        try router.perform(.present(CatalogRoute.search.erased))
        let event = try router.userDid(.resizedSheet(layer: 0, to: .large))
        #expect(router.state.modals[0].detent == .large)
        #expect(event.cause == .gesture(.resizedSheet(layer: 0, to: .large)))
        try router.perform(.resizeSheet(layer: 0, to: .medium))
        #expect(router.state.modals[0].detent == .medium)
    }

    @Test func aSizeItDoesNotDeclareIsRefusedAndChangesNothing() throws {
        try router.perform(.present(CatalogRoute.search.erased), .push(CatalogRoute.item(1).erased))
        let before = router.state
        #expect(throws: NavigationError.undeclaredDetent(.fraction(0.3), "catalog.search")) {
            try router.userDid(.resizedSheet(layer: 0, to: .fraction(0.3)))
        }
        #expect(throws: NavigationError.noSuchLayer(1)) { try router.userDid(.resizedSheet(layer: 1, to: .large)) }
        #expect(router.state == before)
        try router.perform(.dismissAll, .present(CatalogRoute.list.erased))
        #expect(throws: NavigationError.undeclaredDetent(.large, "catalog.list")) {
            try router.perform(.resizeSheet(layer: 0, to: .large))
        }
    }

    @Test func theSizeIsSavedAndRestoredWithTheLayer() throws {
        try router.perform(.present(CatalogRoute.search.erased), .resizeSheet(layer: 0, to: .large))
        let snapshot = try router.snapshot()
        let other = NavigationRouter(registry: try Self.registry())
        try other.restore(from: snapshot)
        #expect(other.state.modals.map(\.detent) == [.large])
    }

    @Test func restoringASizeNoLongerDeclaredKeepsTheLayerAtItsFirstSize() throws {
        try router.perform(.present(CatalogRoute.search.erased), .resizeSheet(layer: 0, to: .large))
        let snapshot = try router.snapshot()
        let smaller = NavigationRouter(registry: try Self.registry(searchSizes: [.fraction(0.3), .medium]))
        try smaller.restore(from: snapshot)
        #expect(smaller.state.modals.map(\.root) == [CatalogRoute.search.erased])
        #expect(smaller.state.modals.map(\.detent) == [.fraction(0.3)])
        let text = String(decoding: snapshot, as: UTF8.self)
        #expect(text.contains(#""detent":"large""#))
        let damaged = Data(text.replacingOccurrences(of: #""detent":"large""#, with: #""detent":"enormous""#).utf8)
        try smaller.restore(from: damaged)
        #expect(smaller.state.modals.map(\.detent) == [.fraction(0.3)], "a size that no longer reads gives way too")
    }

    @Test func aWholeStateMustShowEverySheetAtADeclaredSize() throws {
        var state = router.state.rewritten {
            $0.modals = [ModalLayer(style: .sheet, root: CatalogRoute.search.erased, detent: .fraction(0.9))]
        }
        #expect(throws: NavigationError.undeclaredDetent(.fraction(0.9), "catalog.search")) {
            try router.registry.validate(state)
        }
        state = state.rewritten { $0.modals = [ModalLayer(style: .sheet, root: CatalogRoute.search.erased)] }
        #expect(throws: NavigationError.undeclaredDetent(nil, "catalog.search")) { try router.registry.validate(state) }
        state = state.rewritten {
            $0.modals = [ModalLayer(style: .sheet, root: CatalogRoute.reviews(1).erased, detent: .medium)]
        }
        #expect(throws: NavigationError.undeclaredDetent(.medium, "catalog.reviews")) {
            try router.registry.validate(state)
        }
    }

    @Test func sizesOnWhatIsNoSheetOrTwiceTheSameAreStartUpConflicts() throws {
        var builder = RegistryBuilder(tabs: ["home"])
        builder.register(feature: "catalog") { registrar in
            registrar.register(
                CatalogRoute.self,
                destinations: [
                    .tabRoot("catalog.home", tab: "home"),
                    .fullScreenCover("catalog.list").detents([.large]),
                    .push("catalog.item", hostTab: "home").detents([.medium]),
                    .sheet("catalog.search").detents([.medium, .medium]),
                ])
        }
        let error = try #require(throws: RegistryError.self) { try builder.build() }
        #expect(
            error.conflicts == [
                .invalidDetents("catalog.list", feature: "catalog"),
                .invalidDetents("catalog.item", feature: "catalog"),
                .invalidDetents("catalog.search", feature: "catalog"),
            ])
    }
}
