import Foundation
import Testing
@_spi(FrontEnd) import Waymark
import WaymarkMacros
import WaymarkTesting

/// A route enum declared with the real macros, registered through the real registry: what the
/// expansion tests show as text, shown here to work.
enum ShopTabs {
    static let shop: TabID = "shop"
    static let orders: TabID = "orders"
}

struct ItemID: RawRepresentable, Hashable, Codable, Sendable, LinkValueConvertible {
    let rawValue: Int
}

enum ItemSize: String, Hashable, Codable, Sendable, CaseIterable, LinkValueConvertible {
    case small, medium, large
}

@Routes(feature: "shop")
enum ShopRoute {
    @Destination(.tabRoot, tab: ShopTabs.shop, link: "shop")
    case home

    @Destination(
        .push, tab: ShopTabs.shop, tabBar: .hidden, link: "item/{id:int}[?color={color:slug}&size={size:size}]")
    case item(id: ItemID, color: String? = nil, size: ItemSize = .medium)

    @Destination(.push, tab: ShopTabs.shop, link: "orders/{ids:itemList}")
    case orders(ids: [ItemID])

    @Destination(.sheet, requires: .signedIn, detents: [.medium, .large], link: "basket")
    case basket

    @Destination(.pushInModal, tabBar: .hidden, access: .internal)
    case checkout(total: Int)

    @Destination(.fullScreenCover, link: "sign-in")
    case signIn
}

/// Registers the shop as a feature does: typed checks on the generated handles.
struct ShopFeature: NavigationFeature {
    let name = ShopRoute.feature
    let missingItem = ItemID(rawValue: 404)

    func register(into registrar: inout FeatureRegistrar) {
        let missingItem = missingItem
        registrar.defineParameterType(.oneOf("size", Set(ItemSize.allCases.map(\.rawValue))))
        registrar.defineParameterType(
            .custom("itemList") { text in
                let numbers = text.split(separator: ",").compactMap { Int($0) }
                return numbers.isEmpty ? nil : .list(numbers.map(LinkValue.int))
            })
        registrar.register(ShopRoute.self) { shop in
            shop.item.requiresContent("item") { item in item.id != missingItem }
            shop.item.parent { item in item.color == nil ? ShopRoute.orders(ids: [item.id]).erased : nil }
            shop.checkout.reachable(from: shop.basket.name)
            shop.checkout.requires(.signedIn)
            shop.signIn.satisfies(.signedIn)
        }
    }
}

@MainActor
@Suite("Routes declared with macros")
struct DeclaredRoutesTests {
    let app: NavigationHarness

    init() throws {
        app = try NavigationHarness(
            tabs: [ShopTabs.shop, ShopTabs.orders], links: LinkConfiguration(schemes: ["shop"]), feature: ShopFeature())
    }

    @Test func eachCaseIsTheDestinationItsAttributeDescribes() throws {
        let expected: [(ShopRoute, PresentationStyle, AccessLevel, [Requirement], TabBarPolicy)] = [
            (.home, .tabRoot(ShopTabs.shop), .public, [], .visible),
            (.item(id: ItemID(rawValue: 1)), .push(hostTab: ShopTabs.shop), .public, [], .hidden),
            (.orders(ids: [ItemID(rawValue: 1)]), .push(hostTab: ShopTabs.shop), .public, [], .visible),
            (.basket, .modal(.sheet), .public, [.signedIn], .visible),
            (.checkout(total: 3), .pushInModal, .internal, [.signedIn], .hidden),
            (.signIn, .modal(.fullScreenCover), .public, [], .visible),
        ]
        #expect(ShopRoute.destinations.declarations.count == expected.count, "one destination per case")
        for (route, presentation, access, requirements, tabBar) in expected {
            let destination = try #require(app.registry.destination(for: route.erased))
            #expect(destination.name.rawValue == "shop.\(String(describing: route).prefix { $0 != "(" })")
            #expect(destination.feature == "shop")
            #expect(destination.presentation == presentation)
            #expect(destination.access == access)
            #expect(destination.requirements == requirements)
            #expect(destination.detents == (route == .basket ? [.medium, .large] : []))
            #expect(destination.tabBar == tabBar)
        }
    }

    @Test func everyLinkRoundTripsThroughTheRegistry() {
        let routes: [AnyRoute] = [
            ShopRoute.home.erased, ShopRoute.item(id: ItemID(rawValue: 7)).erased,
            ShopRoute.item(id: ItemID(rawValue: 7), color: "red", size: .large).erased,
            ShopRoute.orders(ids: [ItemID(rawValue: 2), ItemID(rawValue: 1)]).erased,
            ShopRoute.basket.erased, ShopRoute.signIn.erased,
        ]
        expectLinksRoundTrip(routes, in: app.registry)
        expectEveryLinkCovered(by: routes, feature: "shop", in: app.registry)
    }

    @Test func theDefaultStatedInTheCaseIsTheLinksDefault() throws {
        let item = try #require(app.registry.destination(named: "shop.item"))
        #expect(item.link?.description == "item/{id:int}[?color={color:slug}&size={size:size=medium}]")
        #expect(try app.registry.link(for: ShopRoute.item(id: ItemID(rawValue: 7)).erased) == "shop://item/7")
        #expect(
            try app.registry.link(for: ShopRoute.item(id: ItemID(rawValue: 7), size: .small).erased)
                == "shop://item/7?size=small")
    }

    @Test func aCaseWithoutALinkHasNone() {
        #expect(app.registry.destination(named: "shop.checkout")?.link == nil)
        #expect(throws: LinkValueError.self) { try ShopRoute(destination: "shop.checkout", values: [:]) }
    }

    @Test func valuesOfTheWrongShapeAreTypedErrors() {
        #expect(throws: LinkValueError.wrongType("id", expected: "int")) {
            try ShopRoute(destination: "shop.item", values: ["id": .string("seven")])
        }
        #expect(throws: LinkValueError.missing("id")) { try ShopRoute(destination: "shop.item", values: [:]) }
        #expect(throws: LinkValueError.invalid("size", reason: "'huge' is not a valid ItemSize")) {
            try ShopRoute(destination: "shop.item", values: ["id": .int(1), "size": .string("huge")])
        }
    }

    @Test func typedChecksReceiveTheCasesValues() async {
        let links = await app.linkHandler()
        #expect(await links.open("shop://item/404") == .contentMissing("item"))
        #expect(await links.open("shop://item/5") == .opened)
        let item = ShopRoute.item(id: ItemID(rawValue: 5))
        #expect(
            app.router.state.stack(of: ShopTabs.shop) == [
                ShopRoute.orders(ids: [ItemID(rawValue: 5)]).erased, item.erased,
            ],
            "the parent, computed from the case's values, is put under a link that names the item alone")
        #expect(await links.open("shop://item/6?color=red") == .opened)
        #expect(
            app.router.state.stack(of: ShopTabs.shop) == [ShopRoute.item(id: ItemID(rawValue: 6), color: "red").erased])
    }

    @Test func rulesAddedOnHandlesAreTheRegistrys() throws {
        let checkout = try #require(app.registry.destination(named: "shop.checkout"))
        #expect(checkout.entries == ["shop.basket"])
        #expect(checkout.requirements.contains(.signedIn))
        #expect(ShopRoute.destinations.checkout.route(12) == .checkout(total: 12))
    }
}
