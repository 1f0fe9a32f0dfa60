import Foundation
import Testing
@_spi(FrontEnd) import Waymark

@testable import WaymarkLinks

@Suite("Link matching")
struct LinkMatchingTests {
    let registry: NavigationRegistry
    let product = "0b9e4f3a-1c2d-4e5f-8a9b-0c1d2e3f4a5b"

    init() throws {
        registry = try LinkFixtureApp.builder().build()
    }

    /// The routes `link` names, or the rejection.
    func routes(_ link: String) -> Result<[AnyRoute], LinkRejection> {
        registry.match(link).flatMap(registry.routes(for:))
    }

    func expectRoutes(_ link: String, _ expected: [any Route], sourceLocation: SourceLocation = #_sourceLocation) {
        switch routes(link) {
        case .success(let found):
            #expect(found == expected.map { AnyRoute($0) }, "\(link)", sourceLocation: sourceLocation)
        case .failure(let rejection):
            Issue.record("\(link) was rejected: \(rejection)", sourceLocation: sourceLocation)
        }
    }

    func expectRejection(_ link: String, _ expected: LinkRejection, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(throws: expected, "\(link)", sourceLocation: sourceLocation) { try routes(link).get() }
    }

    @Test func singleDestinations() {
        expectRoutes("app://item/12", [ShopRoute.item(12)])
        expectRoutes("app://search", [ShopRoute.search])
        expectRoutes("app://product/\(product)", [ShopRoute.product(LinkFixtureApp.knownProduct)])
        expectRoutes("app://files/a/b/c.txt", [ShopRoute.files(["a", "b", "c.txt"])])
        expectRoutes("app://files//a%2Fb//c", [ShopRoute.files(["a/b", "c"])])
    }

    @Test func chainsReadLeftToRight() {
        expectRoutes(
            "app://item/1/product/\(product)", [ShopRoute.item(1), ShopRoute.product(LinkFixtureApp.knownProduct)])
        expectRoutes("app://search/item/1", [ShopRoute.search, ShopRoute.item(1)])
        expectRoutes("app://settings/privacy", [AccountLinkRoute.privacy])
        expectRoutes("app://settings/item/4", [AccountLinkRoute.settings, ShopRoute.item(4)])
    }

    @Test func externalLinksToInternalDestinationsAreRefused() throws {
        #expect(throws: LinkRejection.internalDestination("account.deleteAccount")) {
            try registry.routes(forExternalLink: "app://settings/delete-account").get()
        }
        #expect(throws: LinkRejection.internalDestination("account.deleteAccount")) {
            try registry.routes(forExternalLink: "app://item/1/settings/delete-account").get()
        }
        #expect(
            try registry.routes(forExternalLink: "app://settings/privacy").get() == [AccountLinkRoute.privacy.erased])
    }

    @Test func aTabRootOnlyComesFirst() {
        expectRejection("app://item/1/search", .noMatch("item/1/search"))
    }

    @Test func longerPatternsWinThenLiteralsThenTypedThenUntyped() {
        expectRoutes("app://item/3/reviews", [ShopRoute.reviews(item: 3, sort: "newest")])
        expectRoutes("app://category/new", [ShopRoute.newArrivals])
        expectRoutes("app://category/shoes", [ShopRoute.category("shoes")])
        expectRoutes("app://tag/42", [ShopRoute.numberedTag(42)])
        expectRoutes("app://tag/summer", [ShopRoute.tag("summer")])
    }

    @Test func backtracksWhenTheGreedyChoiceStrandsTheRest() {
        expectRoutes("app://item/3/reviews/jane", [ShopRoute.item(3), ShopRoute.author("jane")])
        expectRoutes("app://item/3/reviews/item/4", [ShopRoute.reviews(item: 3, sort: "newest"), ShopRoute.item(4)])
        expectRoutes("app://reviews/item/4", [ShopRoute.allReviews, ShopRoute.item(4)])
    }

    @Test func queryParameters() {
        expectRoutes("app://item/3/reviews?sort=oldest", [ShopRoute.reviews(item: 3, sort: "oldest")])
        expectRoutes("app://item/3/reviews?utm_source=mail&sort=rating", [ShopRoute.reviews(item: 3, sort: "rating")])
        expectRejection(
            "app://item/3/reviews?sort=loudest",
            .invalidParameter(name: "sort", value: "loudest", type: "sortOrder"))
        let pair = "\(product),\(LinkFixtureApp.otherProduct.uuidString)"
        expectRoutes(
            "app://compare?items=\(pair)",
            [ShopRoute.compare([LinkFixtureApp.knownProduct, LinkFixtureApp.otherProduct])])
        expectRejection(
            "app://compare?items=\(product)", .invalidParameter(name: "items", value: product, type: "itemList"))
        expectRejection("app://compare", .noMatch("compare"))
        let message = LinkFixtureApp.otherProduct
        expectRoutes(
            "app://chat/\(product)?message=\(message)",
            [AccountLinkRoute.chat(LinkFixtureApp.knownProduct, message: message)])
        expectRoutes("app://chat/\(product)", [AccountLinkRoute.chat(LinkFixtureApp.knownProduct, message: nil)])
    }

    @Test func aRepeatedParameterReadsEveryOccurrenceInOrder() {
        expectRoutes("app://filter?tag=red&size=4&tag=wool", [ShopRoute.filtered(tags: ["red", "wool"], sizes: [4])])
        expectRoutes("app://filter", [ShopRoute.filtered(tags: [], sizes: [])])
        // Empty occurrences, as a form sends empty fields, are no values.
        expectRoutes("app://filter?tag=&size=&tag=red", [ShopRoute.filtered(tags: ["red"], sizes: [])])
        expectRejection(
            "app://filter?tag=red&tag=Not%20A%20Slug",
            .invalidParameter(name: "tags", value: "Not A Slug", type: "slug"))
        let many = (0...LinkConfiguration().maximumRepeatedValues).map { "tag=t\($0)" }.joined(separator: "&")
        expectRejection("app://filter?\(many)", .tooManyValues(name: "tag", limit: 32))
        let most = (1...LinkConfiguration().maximumRepeatedValues).map { "size=\($0)" }.joined(separator: "&")
        expectRoutes("app://filter?\(most)", [ShopRoute.filtered(tags: [], sizes: Array(1...32))])
    }

    @Test func aParameterTakenOnceAndGivenTwiceRejectsTheLink() {
        // No silent first-wins: `?sort=oldest&sort=x` would otherwise open "oldest" and drop `x` unchecked.
        expectRejection("app://item/3/reviews?sort=oldest&sort=rating", .repeatedParameter(name: "sort"))
        expectRejection("app://item/3/reviews?sort=oldest&sort=", .repeatedParameter(name: "sort"))
        expectRejection("app://compare?items=\(product)&items=\(product)", .repeatedParameter(name: "items"))
        // Keys the pattern does not declare are ignored, repeated or not.
        expectRoutes("app://item/3/reviews?utm=a&utm=b", [ShopRoute.reviews(item: 3, sort: "newest")])
    }

    @Test func anEmptyValueIsAbsentWhenOptionalAndRejectsWhenRequired() {
        expectRoutes(
            "app://chat/\(product)?message=", [AccountLinkRoute.chat(LinkFixtureApp.knownProduct, message: nil)])
        expectRoutes("app://item/3/reviews?sort=", [ShopRoute.reviews(item: 3, sort: "newest")])
        expectRejection("app://compare?items=", .invalidParameter(name: "items", value: "", type: "itemList"))
    }

    @Test func percentEncodedSeparatorsInsideValuesRoundTrip() throws {
        let route = ShopRoute.reviews(item: 3, sort: "newest").erased
        #expect(try registry.link(for: route) == "app://item/3/reviews")
        expectRoutes("app://tag/a%26b%3Dc%3Fd%23e%2Ff", [ShopRoute.tag("a&b=c?d#e/f")])
        #expect(try registry.link(for: ShopRoute.tag("a&b=c?d#e/f").erased) == "app://tag/a%26b%3Dc%3Fd%23e%2Ff")
        let filtered = ShopRoute.filtered(tags: ["red", "wool"], sizes: [4, 2]).erased
        let link = try registry.link(for: filtered)
        #expect(link == "app://filter?tag=red&tag=wool&size=4&size=2")
        #expect(try registry.match(link).flatMap(registry.routes(for:)).get() == [filtered])
    }

    @Test func schemesAndHosts() {
        expectRoutes("APP://item/7", [ShopRoute.item(7)])
        expectRoutes("https://EXAMPLE.com/item/7", [ShopRoute.item(7)])
        expectRoutes("https://www.example.com/item/7?x=1#top", [ShopRoute.item(7)])
        expectRejection("http://example.com/item/7", .insecureScheme)
        expectRejection("https://example.org/item/7", .unknownHost("example.org"))
        expectRejection("https://user@example.com/item/7", .unknownHost("user@example.com"))
        expectRejection("ftp://item/7", .unsupportedScheme("ftp"))
        expectRejection("item/7", .malformed("it has no scheme"))
        expectRejection("app:item/7", .malformed("the scheme is not followed by '//'"))
    }

    @Test func slashesAndEscapes() {
        expectRoutes("app://item//7//", [ShopRoute.item(7)])
        expectRoutes("app:///search///item/7", [ShopRoute.search, ShopRoute.item(7)])
        expectRoutes("app://tag/hello%20world", [ShopRoute.tag("hello world")])
        expectRoutes("app://category/new%2Darrivals", [ShopRoute.category("new-arrivals")])
        expectRoutes("app://%69tem/7", [ShopRoute.item(7)])
        expectRejection("app://tag/100%", .malformed("'%' is not a valid percent-escape"))
        expectRejection("app://tag/%zz", .malformed("'%zz' is not a valid percent-escape"))
        expectRejection("app://tag/%FF", .malformed("a value is not valid UTF-8 once decoded"))
    }

    @Test func typedParametersAreStrict() {
        expectRoutes("app://product/\(product.uppercased())", [ShopRoute.product(LinkFixtureApp.knownProduct)])
        expectRejection("app://item/-1", .noMatch("item/-1"))
        expectRejection("app://item/+1", .noMatch("item/+1"))
        expectRejection("app://item/9223372036854775808", .noMatch("item/9223372036854775808"))
        expectRoutes("app://item/9223372036854775807", [ShopRoute.item(Int.max)])
        // Leading zeros are accepted however many there are; only the value must fit in Int.
        expectRoutes("app://item/00000000000000000001", [ShopRoute.item(1)])
        expectRoutes("app://item/" + String(repeating: "0", count: 1_000) + "7", [ShopRoute.item(7)])
        expectRoutes("app://item/0009223372036854775807", [ShopRoute.item(Int.max)])
        expectRejection("app://item/0009223372036854775808", .noMatch("item/0009223372036854775808"))
        expectRejection("app://item/99999999999999999999", .noMatch("item/99999999999999999999"))
        expectRejection("app://category/Shoes", .noMatch("category/Shoes"))
        expectRejection(
            "app://category/\(String(repeating: "a", count: 65))",
            .noMatch("category/\(String(repeating: "a", count: 65))"))
    }

    @Test func limits() throws {
        let long = "app://tag/" + String(repeating: "a", count: 2_039)
        #expect(long.utf8.count == 2_049)
        expectRejection(long, .tooLong(length: 2_049, limit: 2_048))
        expectRoutes(String(long.dropLast()), [ShopRoute.tag(String(repeating: "a", count: 2_038))])
        let sixteen = "app://" + Array(repeating: "item/1", count: 16).joined(separator: "/")
        #expect(try routes(sixteen).get().count == 16)
        expectRejection(sixteen + "/item/1", .tooManyDestinations(limit: 16))
    }

    @Test func canonicalLinksAreGeneratedFromTheSamePatterns() throws {
        let cases: [(any Route, String)] = [
            (ShopRoute.item(12), "app://item/12"),
            (ShopRoute.reviews(item: 3, sort: "newest"), "app://item/3/reviews"),
            (ShopRoute.reviews(item: 3, sort: "oldest"), "app://item/3/reviews?sort=oldest"),
            (ShopRoute.product(LinkFixtureApp.knownProduct), "app://product/\(product)"),
            (ShopRoute.tag("hello world"), "app://tag/hello%20world"),
            (ShopRoute.files(["a", "b c"]), "app://files/a/b%20c"),
            (ShopRoute.files(["/lead", "x"]), "app://files/%2Flead/x"),
            (AccountLinkRoute.chat(LinkFixtureApp.knownProduct, message: nil), "app://chat/\(product)"),
            (AccountLinkRoute.privacy, "app://settings/privacy"),
        ]
        for (route, link) in cases {
            #expect(try registry.link(for: AnyRoute(route)) == link)
            #expect(try routes(link).get() == [AnyRoute(route)])
        }
    }

    @Test func generationRefusesValuesTheirPatternWouldNotMatch() {
        #expect(throws: LinkValueError.invalid("slug", reason: "'Shoes' is not a valid slug")) {
            try registry.link(for: ShopRoute.category("Shoes").erased)
        }
        #expect(throws: LinkValueError.invalid("items", reason: "'\(product)' is not a valid itemList")) {
            try registry.link(for: ShopRoute.compare([LinkFixtureApp.knownProduct]).erased)
        }
    }

    @Test func anyLinkThatMatchesHasOneCanonicalForm() throws {
        let spellings = [
            "APP://item//0012/", "https://www.EXAMPLE.com/item/12?ref=x", "app://%69tem/12#frag", "app://item/12",
        ]
        for link in spellings {
            let route = try #require(try routes(link).get().first)
            #expect(try registry.link(for: route) == "app://item/12", "\(link)")
        }
    }
}
