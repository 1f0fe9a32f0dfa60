import Foundation
import Testing
import WaymarkTesting

@_spi(FrontEnd) @testable import Waymark

/// Two releases of one small app, to restore the first's snapshots with the second: in release 2
/// the product case is renamed and its value relabelled, the basket case renamed, and (release 3)
/// the product link changed, declaring the pattern it replaced.
private enum Release1: LinkableRoute {
    case home
    case product(id: Int)
    case basket
    /// A screen without a link, saved by its `Codable` form.
    case note(text: String)

    static let typeKey = "shop"

    var destinationName: DestinationName {
        switch self {
        case .home: "shop.home"
        case .product: "shop.product"
        case .basket: "shop.basket"
        case .note: "shop.note"
        }
    }

    init(destination: DestinationName, values: LinkValues) throws(LinkValueError) {
        switch destination {
        case "shop.home": self = .home
        case "shop.product": self = .product(id: try values.int("id"))
        case "shop.basket": self = .basket
        default: throw .noLink(destination)
        }
    }

    var linkValues: LinkValues {
        switch self {
        case .product(let id): ["id": .int(id)]
        case .home, .basket, .note: [:]
        }
    }
}

private enum Release2: LinkableRoute {
    case home
    case item(number: Int)
    case cart
    case note(text: String)

    static let typeKey = "shop"

    var destinationName: DestinationName {
        switch self {
        case .home: "shop.home"
        case .item: "shop.product"
        case .cart: "shop.basket"
        case .note: "shop.note"
        }
    }

    init(destination: DestinationName, values: LinkValues) throws(LinkValueError) {
        switch destination {
        case "shop.home": self = .home
        case "shop.product": self = .item(number: try values.int("number"))
        case "shop.basket": self = .cart
        default: throw .noLink(destination)
        }
    }

    var linkValues: LinkValues {
        switch self {
        case .item(let number): ["number": .int(number)]
        case .home, .cart, .note: [:]
        }
    }
}

/// The registry of a release: its route type, and the product's link and former links.
private func registry<R: LinkableRoute>(
    _ type: R.Type, productLink: String, formerLinks: [String] = [], formerCase: String? = nil
) throws -> NavigationRegistry {
    var builder = RegistryBuilder(tabs: ["shop"], links: LinkConfiguration(schemes: ["app"]))
    builder.register(feature: "shop") { registrar in
        var product = DestinationDeclaration<R>.push("shop.product", hostTab: "shop").link(productLink)
        for former in formerLinks { product = product.formerLink(former) }
        if let formerCase { product = product.formerCase(formerCase) }
        registrar.register(
            type,
            destinations: [
                .tabRoot("shop.home", tab: "shop").link("shop"), product,
                .push("shop.basket", hostTab: "shop").link("basket"), .push("shop.note", hostTab: "shop"),
            ])
    }
    return try builder.build()
}

@Suite("Snapshots keyed by links (format version 2)")
struct SnapshotLinkTests {
    let first = try! registry(Release1.self, productLink: "product/{id:int}")

    func release1Snapshot() throws -> Data {
        let state = first.initialState.rewritten {
            $0.stacks["shop"] = [
                Release1.product(id: 5).erased, Release1.basket.erased, Release1.note(text: "gift \"wrap\"").erased,
            ]
        }
        return try SnapshotCoder(registry: first).encode(state)
    }

    @Test func linkedRoutesAreSavedByTheirLinkAndOthersByTheirCodableForm() throws {
        let text = String(decoding: try release1Snapshot(), as: UTF8.self)
        #expect(text.hasPrefix(#"{"version":3,"state":{"selectedTab":"shop","stacks":{"shop":["product/5","basket",{"#))
        #expect(text.contains(#"{"type":"shop","value":{"note":{"text":"gift \"wrap\""}}}"#))
        let restored = try SnapshotCoder(registry: first).decode(try release1Snapshot())
        #expect(restored.repairs.isEmpty)
        #expect(
            restored.state.stack(of: "shop") == [
                Release1.product(id: 5).erased, Release1.basket.erased, Release1.note(text: "gift \"wrap\"").erased,
            ])
    }

    @Test func aRenamedCaseAndARelabelledValueLoseNoScreen() throws {
        let second = try registry(Release2.self, productLink: "product/{number:int}")
        var state = first.initialState
        state = state.rewritten { $0.stacks["shop"] = [Release1.product(id: 5).erased, Release1.basket.erased] }
        let restored = try SnapshotCoder(registry: second).decode(try SnapshotCoder(registry: first).encode(state))
        #expect(restored.repairs.isEmpty)
        #expect(restored.state.stack(of: "shop") == [Release2.item(number: 5).erased, Release2.cart.erased])
    }

    @Test func aChangedPatternThatDeclaresTheOneItReplacedOpensOldLinksAndOldSnapshots() throws {
        let third = try registry(
            Release2.self, productLink: "items/{number:int}", formerLinks: ["product/{number:int}"])
        var state = first.initialState
        state = state.rewritten { $0.stacks["shop"] = [Release1.product(id: 5).erased] }
        let restored = try SnapshotCoder(registry: third).decode(try SnapshotCoder(registry: first).encode(state))
        #expect(restored.repairs.isEmpty)
        #expect(restored.state.stack(of: "shop") == [Release2.item(number: 5).erased])
        #expect(try third.routes(forExternalLink: "app://product/5").get() == [Release2.item(number: 5).erased])
        #expect(try third.link(for: Release2.item(number: 5).erased) == "app://items/5", "Written with today's link")
        #expect(AppSiteAssociation(registry: third, appIDs: ["T.app"]).json.contains(#""/product/*""#))

        let without = try registry(Release2.self, productLink: "items/{number:int}")
        let lost = try SnapshotCoder(registry: without).decode(try SnapshotCoder(registry: first).encode(state))
        #expect(lost.state.stack(of: "shop").isEmpty)
        #expect(
            lost.repairs.contains {
                if case .stackCut(_, _, _, .rejectedLink("product/5", _)) = $0 { return true }
                return false
            }, "Without the former pattern the screen is dropped, and said why")
    }

    @Test func aFormerPatternMustTakeTheSameValuesAndReplaceALink() {
        #expect(throws: RegistryError.self) {
            try registry(Release2.self, productLink: "items/{number:int}", formerLinks: ["product/{id:int}"])
        }
        #expect(throws: RegistryError.self) {
            try registry(Release2.self, productLink: "items/{number:int}", formerLinks: ["product/{number:slug}"])
        }
        #expect(throws: RegistryError.self) {
            try registry(Release2.self, productLink: "items/{number:int}", formerLinks: ["basket"])
        }
        var builder = RegistryBuilder(tabs: ["shop"], links: LinkConfiguration(schemes: ["app"]))
        builder.register(feature: "shop") { registrar in
            registrar.register(
                Release2.self,
                destinations: [
                    .tabRoot("shop.home", tab: "shop").link("shop"),
                    .push("shop.product", hostTab: "shop").formerLink("product/{number:int}"),
                ])
        }
        #expect(throws: RegistryError.self) { try builder.build() }
    }

    @Test func aWebsiteFormOpensTheDestinationAndItsExtraValuesAreDropped() throws {
        var builder = RegistryBuilder(
            tabs: ["shop"], links: LinkConfiguration(schemes: ["app"], universalLinkHosts: ["shop.example"]))
        builder.register(feature: "shop") { registrar in
            registrar.register(
                Release2.self,
                destinations: [
                    .tabRoot("shop.home", tab: "shop").link("shop"),
                    .push("shop.product", hostTab: "shop").link("items/{number:int}")
                        .websiteLink("items/{number:int}-{name:slug}"),
                ])
        }
        let site = try builder.build()
        let item = Release2.item(number: 5).erased
        #expect(try site.routes(forExternalLink: "https://shop.example/items/5-blue-hat").get() == [item])
        #expect(try site.routes(forExternalLink: "app://items/5").get() == [item], "The app's own form still opens")
        #expect(try site.link(for: item, form: .universal) == "https://shop.example/items/5", "Written with the link")
        #expect(AppSiteAssociation(registry: site, appIDs: ["T.app"]).json.contains(#""/items/*-*""#))
        // A website form must still take every value of the link.
        #expect(throws: RegistryError.self) {
            try registry(Release2.self, productLink: "items/{number:int}", formerLinks: ["items/{name:slug}-{id:int}"])
        }
    }

    @Test func aVersionOneEntryWithUnlabelledValuesAndAFormerCaseNameRestores() throws {
        let second = try registry(Release2.self, productLink: "product/{number:int}", formerCase: "product")
        let saved = Data(
            #"""
            {"state": {"modals": [], "selectedTab": "shop", "stacks": {"shop": [
              {"type": "shop", "value": {"product": {"_0": 5}}}, {"type": "shop", "value": {"item": {"_0": 6}}},
              {"type": "shop", "value": {"note": {"text": "kept"}}}]}}, "version": 1}
            """#.utf8)
        let restored = try SnapshotCoder(registry: second).decode(saved)
        #expect(restored.repairs.isEmpty)
        #expect(
            restored.state.stack(of: "shop") == [
                Release2.item(number: 5).erased, Release2.item(number: 6).erased, Release2.note(text: "kept").erased,
            ])
    }

    @Test func keysInAnyOrderEscapedLinksAndUnknownKeysRead() throws {
        let saved = Data(
            #"""
            { "state" : { "later" : [1, {"a": null}], "stacks" : { "shop" : [ "product\/5", "bask\u0065t" ] },
              "selectedTab" : "shop" } , "version" : 2 , "comment": "written by hand" }
            """#.utf8)
        let restored = try SnapshotCoder(registry: first).decode(saved)
        #expect(restored.repairs.isEmpty)
        #expect(restored.state.stack(of: "shop") == [Release1.product(id: 5).erased, Release1.basket.erased])
    }

    @Test(arguments: [
        (#"{"version":2,"state":{"selectedTab":"shop","stacks":{"shop":["product/5"]"#, "ends inside"),
        (#"{"version":2,"state":{"selectedTab":"shop","stacks":5}}"#, "expected an object"),
        (#"{"version":2,"state":{"stacks":{}}}"#, "missing 'selectedTab'"),
        (#"{"version":2}"#, "missing 'state'"),
        (#"{"version":"2","state":{}}"#, "expected a whole number"),
        ("{\"version\":2,\"state\":{\"selectedTab\":\"sh\u{1}op\",\"stacks\":{}}}", "a control character"),
        (#"{"version":2,"state":{"selectedTab":"\q","stacks":{}}}"#, "is not an escape"),
        (#"{"version":2,"state":{"selectedTab":"\ud800","stacks":{}}}"#, "surrogate"),
        (#"{"version":2,"state":{"selectedTab":"shop","stacks":{}}} trailing"#, "more after"),
        (#"{"version":2,"version":1,"state":{"selectedTab":"shop","stacks":{}}}"#, "'version' is given twice"),
        (
            #"{"version":2,"state":{"selectedTab":"shop","stacks":{"shop":[],"shop":["basket"]}}}"#,
            "'shop' is given twice"
        ),
        (#"{"version":2,"state":{"selectedTab":"shop","stacks":{}},"note":{"a":1,"a":2}}"#, "'a' is given twice"),
        (#"{"version":2,"state":{"selectedTab":"shop","stacks":{}},"note":01}"#, "starts with a zero"),
        (
            #"{"version":2,"state":{"selectedTab":"shop","stacks":{"shop":["#
                + String(repeating: "[", count: 80) + String(repeating: "]", count: 80) + "]}}}",
            "nest more than"
        ),
        ("", "expected an object"),
    ])
    func aDamagedSnapshotIsUnreadableAndSaysWhere(text: String, reason: String) {
        let error = #expect(throws: RestorationError.self) {
            try SnapshotCoder(registry: first).decode(Data(text.utf8))
        }
        guard case .unreadable(let detail)? = error else {
            Issue.record("\(text): \(String(describing: error))")
            return
        }
        #expect(detail.contains(reason), "\(detail)")
    }

    @Test func anEntryThatIsNoLongerALinkOfTheAppIsDroppedWithItsReason() throws {
        let saved = Data(#"{"version":2,"state":{"selectedTab":"shop","stacks":{"shop":["basket","gone/7"]}}}"#.utf8)
        let restored = try SnapshotCoder(registry: first).decode(saved)
        #expect(restored.state.stack(of: "shop") == [Release1.basket.erased])
        #expect(restored.repairs.count == 1)
        #expect(
            restored.repairs.first?.description.contains("the stored link 'gone/7' no longer opens a screen") == true)
    }
}
