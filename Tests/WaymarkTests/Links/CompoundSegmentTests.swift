import Foundation
import Testing

@_spi(FrontEnd) @testable import Waymark
@testable import WaymarkLinks

/// Segments of literal text and parameters, as websites write them: `item/12-blue-shoes`,
/// `product/<id>.json`, `api/v2`.
@Suite("Links: several pieces in one segment")
struct CompoundSegmentTests {
    let registry: NavigationRegistry
    let product = "0b9e4f3a-1c2d-4e5f-8a9b-0c1d2e3f4a5b"

    init() throws {
        registry = try LinkFixtureApp.builder().build()
    }

    func routes(_ link: String) -> Result<[AnyRoute], LinkRejection> {
        registry.match(link).flatMap(registry.routes(for:))
    }

    @Test func theMatcherTakesASegmentApartAndTheWriterPutsItTogether() throws {
        #expect(try routes("app://item/12-blue-shoes").get() == [ShopRoute.itemPage(12, name: "blue-shoes").erased])
        #expect(
            try routes("https://example.com/item/12-blue-shoes").get() == [
                ShopRoute.itemPage(12, name: "blue-shoes").erased
            ])
        // The plain form still opens its own destination.
        #expect(try routes("app://item/12").get() == [ShopRoute.item(12).erased])
        #expect(
            try routes("app://product/\(product).json").get() == [
                ShopRoute.productData(LinkFixtureApp.knownProduct).erased
            ])
        #expect(try routes("app://api/v2").get() == [ShopRoute.apiVersion(2).erased])
        #expect(try registry.link(for: ShopRoute.itemPage(7, name: "red-hat").erased) == "app://item/7-red-hat")
        #expect(
            try registry.link(for: ShopRoute.productData(LinkFixtureApp.otherProduct).erased)
                == "app://product/6f1c2b3a-4d5e-4f60-8a7b-9c0d1e2f3a4b.json")
        #expect(try registry.link(for: ShopRoute.apiVersion(3).erased) == "app://api/v3")
    }

    @Test func aSegmentThatDoesNotSplitTheWayThePatternSaysIsNoMatch() {
        for link in [
            "item/12-", "item/-shoes", "item/x-shoes", "item/12-Blue", "api/v", "api/vx", "product/\(product)json",
            "product/abc.json",
        ] {
            #expect(throws: LinkRejection.noMatch(link), "\(link)") { try routes("app://\(link)").get() }
        }
    }

    @Test func escapesAreDecodedBeforeTheSegmentIsTakenApart() throws {
        #expect(try routes("app://item/12-blue%2Dshoes").get() == [ShopRoute.itemPage(12, name: "blue-shoes").erased])
        #expect(try routes("app://%61pi/v%32").get() == [ShopRoute.apiVersion(2).erased])
    }

    @Test func aPieceOfTextIsHeldToUTF8AsAWholeSegmentIs() throws {
        var builder = LinkFixtureApp.builder()
        builder.add(ExtraLink(pattern: "data/{name}.json"))
        let registry = try builder.build()
        for invalid in ["app://data/%FF.json", "app://data/%C3.json", "app://data/a%C3%28.json"] {
            #expect(
                throws: LinkRejection.malformed("a value is not valid UTF-8 once decoded"), "\(invalid)"
            ) { try registry.match(invalid).get() }
        }
        let valid = try registry.match("app://data/%C3%A9t%C3%A9.json").get()
        #expect(valid.steps.map(\.values["name"]) == [.string("été")])
    }

    @Test func aPieceWhoseEndCannotBeToldIsRefusedAtStartUpNamingBothPieces() {
        let conflicts = Self.conflicts(of: "pair/{first:slug}-{second:slug}")
        #expect(conflicts.count == 1)
        let reason = conflicts.first.map { "\($0)" } ?? ""
        #expect(reason.contains("'{first:slug}'") && reason.contains("'{second:slug}'"), "\(reason)")
        // Text the first piece never contains, a fixed length after it, or a fixed length of its own: no ambiguity.
        #expect(Self.conflicts(of: "pair/{first:int}-{second:slug}").isEmpty)
        #expect(Self.conflicts(of: "pair/{first:slug}-{second:uuid}").isEmpty)
        #expect(Self.conflicts(of: "pair/{first:uuid}{second}").isEmpty == false)
        #expect(Self.conflicts(of: "pair/{first:uuid}-{second}").isEmpty)
        #expect(Self.conflicts(of: "pair/{name}.json").isEmpty)
        #expect(Self.conflicts(of: "pair/{name}.{format}").count == 1)
    }

    @Test func theSyntaxIsChecked() {
        let refusals = [
            "a/{x:int}{y:int}": "follows another parameter",
            "a/x{y:int": "not closed",
            "a/x{y*}": "must be a segment of its own",
            "a/x-{y:int=1}": "cannot have a default",
            "a/x-{y:int[]}": "belongs in the query",
            "a/x!{y:int}": "may only use letters",
            "a/{y:int}-{y:slug}": "named twice",
        ]
        for (pattern, reason) in refusals {
            #expect(throws: LinkPatternError.self, "\(pattern)") { try LinkPattern(pattern) }
            do {
                _ = try LinkPattern(pattern)
            } catch {
                #expect(error.reason.contains(reason), "\(pattern): \(error.reason)")
            }
        }
        #expect(Self.conflicts(of: "a/v{y:nope}").count == 1)
    }

    @Test func aSegmentThatCouldAlsoBeASiblingsValueConflicts() {
        // The fixture's `item/{id:int}` never reads `12-blue`; `item/{name:slug}` would, and so would
        // `item/{id:uuid}` (`12345678-1234-...` is an int, a dash and a slug too).
        for sibling in ["item/{name:slug}", "item/{id:uuid}"] {
            #expect(
                Self.conflicts(of: sibling).contains { "\($0)".contains("item/{id:int}-{name:slug}") }, "\(sibling)")
        }
        #expect(Self.conflicts(of: "item/{id:int}.json").isEmpty)
    }

    @Test func theSiteAssociationWritesWildcardsInsideTheSegment() {
        let paths = AppSiteAssociation(registry: registry, appIDs: ["TEAM.app"]).components.map(\.path)
        #expect(paths.contains("/item/*-*") && paths.contains("/product/*.json") && paths.contains("/api/v*"))
        // A segment with text of its own comes before a bare parameter in the same place.
        #expect(paths.firstIndex(of: "/item/*-*")! < paths.firstIndex(of: "/item/*")!)
    }

    /// The conflicts the fixture app meets with one more destination whose link is `pattern`.
    static func conflicts(of pattern: String) -> [RegistryConflict] {
        var builder = LinkFixtureApp.builder()
        builder.add(ExtraLink(pattern: pattern))
        do {
            _ = try builder.build()
            return []
        } catch {
            return error.conflicts
        }
    }
}

private struct ExtraLink: NavigationFeature {
    let pattern: String
    let name = "extra"
    func register(into registrar: inout FeatureRegistrar) {
        registrar.register(
            ExtraRoute.self, destinations: [.push("extra.page", hostTab: "home").link(pattern)])
    }
}

private struct ExtraRoute: LinkableRoute {
    static let typeKey = "fixture.extra"
    let values: LinkValues
    var destinationName: DestinationName { "extra.page" }
    init(destination: DestinationName, values: LinkValues) throws(LinkValueError) { self.values = values }
    var linkValues: LinkValues { values }
    init(from decoder: any Decoder) throws { values = [:] }
    func encode(to encoder: any Encoder) throws {}
}

/// Fragments, links to the site's root, and host families.
@Suite("Links: fragments, the site's root and host families")
struct WebLinkFormTests {
    @Test func aFragmentIsAnOptionalParameterAndIgnoredWhereNoneIsDeclared() throws {
        let registry = try Self.registry(hosts: ["chapter.app"])
        let page = WebRoute(destination: "web.page", values: ["id": .int(4), "section": .string("reviews")])
        #expect(try registry.routes(forExternalLink: "app://page/4#reviews").get() == [page.erased])
        #expect(try registry.link(for: page.erased) == "app://page/4#reviews")
        let plain = WebRoute(destination: "web.page", values: ["id": .int(4)])
        #expect(try registry.routes(forExternalLink: "app://page/4").get() == [plain.erased])
        #expect(
            try registry.routes(forExternalLink: "app://page/4#").get() == [plain.erased], "an empty fragment is absent"
        )
        #expect(throws: LinkRejection.invalidParameter(name: "section", value: "Top", type: "slug")) {
            try registry.routes(forExternalLink: "app://page/4#Top").get()
        }
        #expect(throws: LinkRejection.malformed("'%zz' is not a valid percent-escape")) {
            try registry.routes(forExternalLink: "app://page/4#%zz").get()
        }
        // A pattern that declares no fragment ignores one, as unknown query keys are.
        let about = WebRoute(destination: "web.about", values: [:])
        #expect(try registry.routes(forExternalLink: "app://about#team").get() == [about.erased])
    }

    @Test func aRootOnlyLinkNeedsARequiredQueryItemAndNamesAWholeLink() throws {
        let registry = try Self.registry(hosts: ["chapter.app"])
        let poster = WebRoute(destination: "web.campaign", values: ["ref": .string("poster")])
        #expect(try registry.routes(forExternalLink: "https://chapter.app/?ref=poster").get() == [poster.erased])
        #expect(try registry.routes(forExternalLink: "https://chapter.app?ref=poster").get() == [poster.erased])
        #expect(try registry.routes(forExternalLink: "app://?ref=poster").get() == [poster.erased])
        #expect(try registry.link(for: poster.erased) == "app://?ref=poster")
        #expect(try registry.link(for: poster.erased, form: .universal) == "https://chapter.app/?ref=poster")
        #expect(throws: LinkRejection.noMatch("/")) {
            try registry.routes(forExternalLink: "https://chapter.app/").get()
        }
        // It never stands for a step of a chain.
        #expect(
            try registry.routes(forExternalLink: "app://about?ref=poster").get() == [
                WebRoute(destination: "web.about", values: [:]).erased
            ])
        #expect(throws: LinkPatternError.self) { try LinkPattern("[?ref={ref:slug}]") }
        #expect(throws: LinkPatternError.self) { try LinkPattern("") }
    }

    @Test func aHostFamilyTakesEverySubdomainOfItsBaseAndLinksGoToTheBase() throws {
        let registry = try Self.registry(hosts: ["*.chapter.app", "chapter.app"])
        let about = [WebRoute(destination: "web.about", values: [:]).erased]
        for host in ["news.chapter.app", "EU.News.Chapter.App", "chapter.app"] {
            #expect(try registry.routes(forExternalLink: "https://\(host)/about").get() == about, "\(host)")
        }
        for host in ["chapter.app.evil.com", "evilchapter.app", ".chapter.app", "a..chapter.app", "a_b.chapter.app"] {
            #expect(throws: LinkRejection.unknownHost(host), "\(host)") {
                try registry.routes(forExternalLink: "https://\(host)/about").get()
            }
        }
        let familyOnly = try Self.registry(hosts: ["*.chapter.app"])
        #expect(throws: LinkRejection.unknownHost("chapter.app")) {
            try familyOnly.routes(forExternalLink: "https://chapter.app/about").get()
        }
        #expect(try familyOnly.link(for: about[0], form: .universal) == "https://chapter.app/about")
    }

    static func registry(hosts: [String]) throws -> NavigationRegistry {
        var builder = RegistryBuilder(
            tabs: ["home"], links: LinkConfiguration(schemes: ["app"], universalLinkHosts: hosts))
        builder.register(feature: "web") { registrar in
            registrar.register(
                WebRoute.self,
                destinations: [
                    .tabRoot("web.home", tab: "home").link("home"),
                    .push("web.page", hostTab: "home").link("page/{id:int}#{section:slug}"),
                    .push("web.about", hostTab: "home").link("about"),
                    .push("web.campaign", hostTab: "home").link("?ref={ref:slug}"),
                ])
        }
        return try builder.build()
    }
}

private struct WebRoute: LinkableRoute {
    static let typeKey = "fixture.web"
    let destination: DestinationName
    let values: LinkValues
    var destinationName: DestinationName { destination }
    var linkValues: LinkValues { values }
    init(destination: DestinationName, values: LinkValues) {
        self.destination = destination
        self.values = values
    }
    init(from decoder: any Decoder) throws { self.init(destination: "web.home", values: [:]) }
    func encode(to encoder: any Encoder) throws {}
}
