import Foundation
import Testing
import WaymarkMacros
import WaymarkTesting

@_spi(FrontEnd) @testable import Waymark

/// A destination that gives a value back, declared once with `gives:` on `@Destination`, and
/// the screen that asks for it, through the real registry.
@Routes(feature: "wishlist")
enum WishlistRoute {
    @Destination(.tabRoot, tab: "wish")
    case home

    @Destination(.push, tab: "wish")
    case list(ids: [Int])

    @Destination(.sheet, gives: [Int].self)
    case picker
}

struct WishlistFeature: NavigationFeature {
    let name = WishlistRoute.feature
    /// `true` plants a disagreement: the list asks the picker for text.
    var asksForText = false

    func register(into registrar: inout FeatureRegistrar) {
        let asksForText = asksForText
        registrar.register(WishlistRoute.self) { wishlist in
            if asksForText {
                wishlist.list.asks(wishlist.picker.name, for: String.self) { ids, _ in .list(ids: ids) }
            } else {
                wishlist.list.asks(wishlist.picker.name, for: [Int].self) { _, ids in .list(ids: ids) }
            }
        }
    }
}

@MainActor
@Suite("Results declared with the macros")
struct DeclaredResultTests {
    @Test func aDestinationDeclaredWithGivesAnswersTheScreenThatAsks() throws {
        let app = try NavigationHarness(tabs: ["wish"], features: [WishlistFeature()], met: [])
        try app.router.perform(.push(WishlistRoute.list(ids: []).erased))
        try app.router.perform(.askForResult(WishlistRoute.picker.erased))
        #expect(app.router.state.modals.map(\.root) == [WishlistRoute.picker.erased])
        try app.router.perform(.giveResult(try GivenResult([4, 2])))
        #expect(app.router.state.stack(of: "wish") == [WishlistRoute.list(ids: [4, 2]).erased])
    }

    @Test func anAskerOfAnotherTypeStopsTheAppAtStartUp() throws {
        var builder = RegistryBuilder(tabs: ["wish"])
        builder.add(WishlistFeature(asksForText: true))
        let error = try #require(throws: RegistryError.self) { try builder.build() }
        #expect(
            error.conflicts == [
                .resultTypeMismatch(
                    asker: "wishlist.list", askerFeature: "wishlist", answerer: "wishlist.picker",
                    answererFeature: "wishlist", asked: ResultType(String.self), given: ResultType([Int].self))
            ])
    }
}
