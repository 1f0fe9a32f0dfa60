import Foundation
import PropertyBased
import Testing
@_spi(FrontEnd) import Waymark
import WaymarkTesting

@testable import WaymarkLinks

@Suite("Link properties")
struct LinkPropertyTests {
    static let registry = try! LinkFixtureApp.builder().build()

    static var uuid: Generator<UUID, some SendableSequenceType> {
        Gen.int(in: Int.min...Int.max).array(of: 2).map { halves -> UUID in
            var bytes = halves.flatMap { half in
                stride(from: 0, to: 64, by: 8).map { UInt8(truncatingIfNeeded: half >> $0) }
            }
            bytes[6] = bytes[6] & 0x0F | 0x40
            bytes[8] = bytes[8] & 0x3F | 0x80
            return UUID(
                uuid: (
                    bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7],
                    bytes[8], bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]
                ))
        }
    }
    static var slug: Generator<String, some SendableSequenceType> {
        Gen.element(of: Array("abcxyz0189-")).array(of: 1...64).map { String($0.compactMap { $0 }) }
    }
    /// Text with the characters links must escape, and none that only digits make (`tag/{number:int}`
    /// beats `tag/{name}` for those, so they cannot come back as a name).
    static var text: Generator<String, some SendableSequenceType> {
        Gen.element(of: Array("aZé 9/%?#&=+~.-_😀,")).array(of: 1...12)
            .map { String($0.compactMap { $0 }) }
            .filter { !$0.allSatisfy(\.isNumber) }
    }
    static var path: Generator<[String], some SendableSequenceType> { text.array(of: 1...4) }

    static var routes: Generator<AnyRoute, AnySequence<(index: Int, value: Any)>> {
        Gen<AnyRoute>.oneOf(
            Gen.int(in: 0...Int.max).map { ShopRoute.item($0).erased },
            Gen.int(in: 0...Int.max).map {
                ShopRoute.reviews(item: $0, sort: ["newest", "oldest", "rating"][$0 % 3]).erased
            },
            slug.map { ShopRoute.author($0).erased },
            uuid.map { ShopRoute.product($0).erased },
            slug.filter { $0 != "new" }.map { ShopRoute.category($0).erased },
            uuid.array(of: 2...4).map { ShopRoute.compare($0).erased },
            text.map { ShopRoute.tag($0).erased },
            Gen.int(in: 0...Int.max).map { ShopRoute.numberedTag($0).erased },
            path.map { ShopRoute.files($0).erased },
            zip(Gen.int(in: 0...Int.max), slug).map { ShopRoute.itemPage($0.0, name: $0.1).erased },
            uuid.map { ShopRoute.productData($0).erased },
            Gen.int(in: 0...Int.max).map { ShopRoute.apiVersion($0).erased },
            zip(slug.array(of: 0...5), Gen.int(in: 0...Int.max).array(of: 0...5)).map {
                ShopRoute.filtered(tags: $0.0, sizes: $0.1).erased
            },
            uuid.map { AccountLinkRoute.profile($0).erased },
            uuid.array(of: 2).map { AccountLinkRoute.chat($0[0], message: $0[0] < $0[1] ? $0[1] : nil).erased },
            Gen.always(AccountLinkRoute.privacy.erased)
        )
    }

    @Test func everyRouteRoundTripsThroughItsLink() async {
        await propertyCheck(count: 500, input: Self.routes) { route in
            expectLinksRoundTrip([route], in: Self.registry)
        }
    }

    /// Up to 1,500 random bytes; many read as 3-byte replacement characters (1,000 bytes make
    /// 1,860 at most), so about a quarter of the links pass the 2,048-byte limit.
    @Test func randomBytesNeverCrashAndGiveATypedAnswer() async {
        let bytes = Gen.int(in: 0...255).map { UInt8($0) }.array(of: 0...1_500)
        var kinds: Set<String> = []
        await propertyCheck(count: 1_000, input: bytes) { bytes in
            for prefix in ["", "app://", "https://example.com/"] {
                kinds.insert(Self.expectTypedAnswer(prefix + String(decoding: bytes, as: UTF8.self)))
            }
        }
        #expect(kinds.isSuperset(of: ["tooLong", "malformed", "noMatch"]), "Answers seen: \(kinds.sorted())")
    }

    /// What matching may refuse `link` for before its values are read: with a scheme and host the
    /// app takes, never the scheme or host; without, anything about its form, scheme or host too.
    static func refusalsAllowed(_ link: String) -> Set<String> {
        let taken = ["app://", "https://example.com/", "https://www.example.com/"]
        let readingPath: Set<String> = [
            "tooLong", "malformed", "noMatch", "tooManyDestinations", "invalidParameter", "repeatedParameter",
            "tooManyValues",
        ]
        return taken.contains(where: link.lowercased().hasPrefix)
            ? readingPath : readingPath.union(["unsupportedScheme", "unknownHost", "insecureScheme"])
    }

    /// Checks whatever matching `link` answered, and returns the answer's kind: a rejection of a
    /// kind its beginning allows, for being too long exactly when it is, in words with no control
    /// character; or a match whose routes write links that match back to them.
    @discardableResult
    static func expectTypedAnswer(_ link: String, sourceLocation: SourceLocation = #_sourceLocation) -> String {
        let limit = registry.linkConfiguration.maximumLength
        switch registry.match(link) {
        case .failure(let rejection):
            let kind = rejection.kind
            #expect(refusalsAllowed(link).contains(kind), "\(rejection)", sourceLocation: sourceLocation)
            #expect((kind == "tooLong") == (link.utf8.count > limit), "\(rejection)", sourceLocation: sourceLocation)
            expectReadable(rejection, sourceLocation: sourceLocation)
            return kind
        case .success(let match):
            #expect(
                ["app:", "https:"].contains(where: link.lowercased().hasPrefix), "Only a scheme the app takes matches",
                sourceLocation: sourceLocation)
            switch registry.routes(for: match) {
            case .failure(let rejection):
                #expect(
                    ["invalidValues", "tooManyValues"].contains(rejection.kind), "\(rejection)",
                    sourceLocation: sourceLocation)
                expectReadable(rejection, sourceLocation: sourceLocation)
                return rejection.kind
            case .success(let routes):
                #expect(routes.count == match.steps.count, sourceLocation: sourceLocation)
                #expect(routes.count <= registry.linkConfiguration.maximumChainLength, sourceLocation: sourceLocation)
                expectLinksRoundTrip(routes, in: registry, sourceLocation: sourceLocation)
                return "match"
            }
        }
    }

    static func expectReadable(_ rejection: LinkRejection, sourceLocation: SourceLocation) {
        let words = rejection.description
        #expect(!words.isEmpty, sourceLocation: sourceLocation)
        #expect(
            !words.unicodeScalars.contains { $0.properties.generalCategory == .control }, "\(words.debugDescription)",
            sourceLocation: sourceLocation)
    }

    @Test func mutatedValidLinksNeverCrashAndStayConsistent() async {
        let edits = Gen.int(in: 0...10_000).array(of: 3).array(of: 1...6)
        var stillMatching = 0
        await propertyCheck(count: 1_000, input: Self.routes, edits) { route, edits in
            guard var link = try? Self.registry.link(for: route) else {
                Issue.record("\(route) has no link")
                return
            }
            let pieces =
                Array("/%?&=#:.-_aZ09é ").map(String.init) + ["%2F", "%zz", "//", "item/1", "?sort=oldest", "%"]
            for edit in edits {
                var characters = Array(link).map(String.init)
                let position = edit[1] % (characters.count + 1)
                let piece = pieces[edit[2] % pieces.count]
                switch edit[0] % 3 {
                case 0: characters.insert(piece, at: position)
                case 1 where position < characters.count: characters.remove(at: position)
                default: if position < characters.count { characters[position] = piece }
                }
                link = characters.joined()
            }
            if Self.expectTypedAnswer(link) == "match" { stillMatching += 1 }
        }
        // About 70 of the 1,000 mutated links still match (65 to 81 in six runs; a binomial spread
        // of about 8). The bound was 50, which random inputs missed about once in a few hundred
        // runs (48 once); 25 is six spreads below the mean and still says the check saw matches.
        #expect(stillMatching > 25, "Too few mutated links still match for the check to mean anything")
    }

}

extension LinkRejection {
    /// The rejection's case, its values left out.
    fileprivate var kind: String {
        switch self {
        case .tooLong: "tooLong"
        case .malformed: "malformed"
        case .unsupportedScheme: "unsupportedScheme"
        case .unknownHost: "unknownHost"
        case .insecureScheme: "insecureScheme"
        case .noMatch: "noMatch"
        case .tooManyDestinations: "tooManyDestinations"
        case .invalidParameter: "invalidParameter"
        case .repeatedParameter: "repeatedParameter"
        case .unreadableActivity: "unreadableActivity"
        case .tooManyValues: "tooManyValues"
        case .invalidValues: "invalidValues"
        case .internalDestination: "internalDestination"
        case .payload: "payload"
        case .cannotShow: "cannotShow"
        }
    }
}
