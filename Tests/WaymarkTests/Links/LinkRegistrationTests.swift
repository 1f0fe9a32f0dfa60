import Testing

@_spi(FrontEnd) @testable import Waymark
@testable import WaymarkLinks

@Suite("Link registration")
struct LinkRegistrationTests {
    enum Item: LinkableRoute {
        case byNumber(Int)
        case bySlug(String)
        case byID(String)

        static let typeKey = "items"

        var destinationName: DestinationName {
            switch self {
            case .byNumber: "items.number"
            case .bySlug: "items.slug"
            case .byID: "items.id"
            }
        }

        init(destination: DestinationName, values: LinkValues) throws(LinkValueError) {
            self = .byNumber(try values.int("id"))
        }

        var linkValues: LinkValues { [:] }
    }

    enum Other: LinkableRoute {
        case number(Int)
        static let typeKey = "other"
        var destinationName: DestinationName { "other.number" }
        init(destination: DestinationName, values: LinkValues) throws(LinkValueError) {
            self = .number(try values.int("n"))
        }
        var linkValues: LinkValues { [:] }
    }

    enum Plain: Route {
        case screen
        static let typeKey = "plain"
        var destinationName: DestinationName { "plain.screen" }
    }

    func build(_ register: (inout RegistryBuilder) -> Void) -> [RegistryConflict] {
        var builder = RegistryBuilder(
            tabs: ["main"],
            links: LinkConfiguration(
                schemes: ["app"], parameterTypes: [.oneOf("color", ["red", "green"]), .oneOf("count", ["1", "2"])]))
        register(&builder)
        do {
            _ = try builder.build()
            return []
        } catch {
            return error.conflicts
        }
    }

    @Test func twoPatternsForTheSameLinksNameBothFeatures() {
        let conflicts = build { builder in
            builder.register(feature: "items") {
                $0.register(
                    Item.self,
                    destinations: [
                        .push("items.number", hostTab: "main").link("item/{id:int}")
                    ])
            }
            builder.register(feature: "other") {
                $0.register(
                    Other.self,
                    destinations: [
                        .push("other.number", hostTab: "main").link("item/{n:int}")
                    ])
            }
        }
        #expect(
            conflicts == [
                .ambiguousLinks(
                    first: "items.number", firstFeature: "items", firstPattern: "item/{id:int}",
                    second: "other.number", secondFeature: "other", secondPattern: "item/{n:int}")
            ])
        #expect(conflicts.first?.description.contains("(feature 'items')") == true)
        #expect(conflicts.first?.description.contains("(feature 'other')") == true)
    }

    @Test func typesThatCanAcceptTheSameTextConflict() {
        let conflicts = build { builder in
            builder.register(feature: "items") {
                $0.register(
                    Item.self,
                    destinations: [
                        .push("items.number", hostTab: "main").link("item/{id:int}"),
                        .push("items.slug", hostTab: "main").link("item/{slug:slug}"),
                        .push("items.id", hostTab: "main").link("item/{id:count}"),
                    ])
            }
        }
        #expect(conflicts.count == 3)
        #expect(conflicts.allSatisfy { if case .ambiguousLinks = $0 { true } else { false } })
    }

    @Test func typesThatCannotAcceptTheSameTextDoNot() {
        let conflicts = build { builder in
            builder.register(feature: "items") {
                $0.register(
                    Item.self,
                    destinations: [
                        .push("items.number", hostTab: "main").link("item/{id:int}"),
                        .push("items.slug", hostTab: "main").link("item/{id:uuid}"),
                        .push("items.id", hostTab: "main").link("item/{id:color}"),
                    ])
            }
        }
        #expect(conflicts.isEmpty)
    }

    @Test func overlappingTypesConflictWhereverTheirPatternsMeetAgain() {
        let conflicts = build { builder in
            builder.register(feature: "items") {
                $0.register(
                    Item.self,
                    destinations: [
                        .push("a.int", hostTab: "main").link("a/{x:int}/b/{y:int}"),
                        .push("a.slug", hostTab: "main").link("a/{x:slug}/b/{y:count}"),
                        .push("c.int", hostTab: "main").link("c/{x:int}/{rest*}"),
                        .push("c.slug", hostTab: "main").link("c/{x:slug}/{more*}"),
                        .push("d.int", hostTab: "main").link("d/{x:int}/{n}"),
                        .push("d.slug", hostTab: "main").link("d/{x:slug}/{m}"),
                        .push("e.int", hostTab: "main").link("e/{x:int}/one"),
                        .push("e.slug", hostTab: "main").link("e/{x:slug}/two"),
                        .push("f.int", hostTab: "main").link("f/{x:int}/{y:int}"),
                        .push("f.slug", hostTab: "main").link("f/{x:slug}/{y:uuid}"),
                    ])
            }
        }
        let pairs = conflicts.map { conflict -> [DestinationName] in
            guard case .ambiguousLinks(let first, _, _, let second, _, _) = conflict else { return [] }
            return [first, second]
        }
        #expect(pairs == [["a.int", "a.slug"], ["c.int", "c.slug"], ["d.int", "d.slug"]])
    }

    /// Enough nodes with many literal children that they switch to the builder's hash table, and
    /// that table grows while patterns are added (edges added before must still be found after).
    @Test func aLargeTrieFindsEveryPatternItWasGiven() throws {
        enum Screen: LinkableRoute {
            case screen(DestinationName, Int)
            static let typeKey = "screen"
            var destinationName: DestinationName {
                switch self {
                case .screen(let name, _): name
                }
            }
            init(destination: DestinationName, values: LinkValues) throws(LinkValueError) {
                self = .screen(destination, try values.int("n"))
            }
            var linkValues: LinkValues {
                switch self {
                case .screen(_, let number): ["n": .int(number)]
                }
            }
        }
        let count = 300
        let literals = "deep/path/with/many/literal/segments"
        var builder = RegistryBuilder(tabs: ["main"], links: LinkConfiguration(schemes: ["app"]))
        builder.register(feature: "screens") { registrar in
            registrar.register(
                Screen.self,
                destinations: (0..<count).map { index in
                    .push(DestinationName(rawValue: "s\(index)"), hostTab: "main").link(
                        "g\(index % 10)/s\(index)/\(literals)/{n:int}")
                })
        }
        let registry = try builder.build()
        for index in 0..<count {
            let steps = try registry.match("app://g\(index % 10)/s\(index)/\(literals)/\(index * 7)").get().steps
            #expect(steps.map(\.destinationName) == [DestinationName(rawValue: "s\(index)")])
            #expect(steps.first?.values["n"] == .int(index * 7))
        }
        #expect(throws: LinkRejection.noMatch("g1/s1/deep/path/with/many/literal/segment/2")) {
            try registry.match("app://g1/s1/deep/path/with/many/literal/segment/2").get()
        }
        #expect(throws: LinkRejection.noMatch("g2/s1/\(literals)/2")) {
            try registry.match("app://g2/s1/\(literals)/2").get()
        }
    }

    @Test func badPatternsAndTypesAreReported() {
        let conflicts = build { builder in
            builder.register(feature: "items") {
                $0.register(
                    Item.self,
                    destinations: [
                        .push("items.number", hostTab: "main").link("item/{id:int"),
                        .push("items.slug", hostTab: "main").link("item/{slug:shade}"),
                        .push("items.id", hostTab: "main").link("item[?c={c:color=blue}]"),
                        .push("items.marked", hostTab: "main").link("marked[?via={via:slug}]"),
                    ])
            }
            builder.register(feature: "plain") {
                $0.register(
                    Plain.self,
                    destinations: [
                        .push("plain.screen", hostTab: "main").link("plain")
                    ])
            }
        }
        #expect(
            conflicts == [
                .invalidLink(
                    "items.number", feature: "items",
                    reason: "The link pattern 'item/{id:int' is invalid: '{id:int' is not closed by '}'."),
                .unknownParameterType("shade", destination: "items.slug", feature: "items"),
                .invalidLink("items.id", feature: "items", reason: "the default 'blue' of 'c' is not a valid color"),
                .invalidLink(
                    "items.marked", feature: "items",
                    reason:
                        "its query key 'via' is the one links name their entry point with (a widget's, an App Intent's)"
                ),
                .linkWithoutLinkableRoute("plain.screen", feature: "plain"),
            ])
    }

    @Test func aRouteBuiltForAnotherDestinationIsFoundAtStartUp() {
        var builder = RegistryBuilder(tabs: ["main"], links: LinkConfiguration(schemes: ["app"]))
        builder.register(feature: "items") {
            $0.register(
                Item.self,
                destinations: [
                    .push("items.number", hostTab: "main"),
                    .push("items.slug", hostTab: "main").link("slug/{id:int}"),
                ])
        }
        #expect(
            throws: RegistryError(conflicts: [
                .routeNameMismatch(
                    declared: "items.slug", returned: "items.number", routeType: "items", feature: "items")
            ])
        ) { try builder.build() }
    }

    /// What start-up cannot check (a custom parameter type has no example value to build a route
    /// from) is still refused when a link arrives.
    @Test func aRouteBuiltForAnotherDestinationIsRefusedNotFollowed() throws {
        let digits = LinkParameterType.custom("digits") { text in Int(text).map(LinkValue.int) }
        var builder = RegistryBuilder(
            tabs: ["main"], links: LinkConfiguration(schemes: ["app"], parameterTypes: [digits]))
        builder.register(feature: "items") {
            $0.register(
                Item.self,
                destinations: [
                    .push("items.number", hostTab: "main"),
                    .push("items.slug", hostTab: "main").link("slug/{id:digits}"),
                ])
        }
        let registry = try builder.build()
        let routes = registry.match("app://slug/4").flatMap(registry.routes(for:))
        #expect(
            throws: LinkRejection.invalidValues(
                "items.slug",
                .invalid(
                    "destination", reason: "the route built is for 'items.number' instead"))
        ) { try routes.get() }
    }

    @Test func notificationTypesAreOwnedByOneFeature() {
        let conflicts = build { builder in
            builder.register(feature: "items") {
                $0.handleNotifications(ofType: "sale") { _ throws(PayloadError) in Plain.screen.erased }
            }
            builder.register(feature: "other") {
                $0.handleNotifications(ofType: "sale") { _ throws(PayloadError) in Plain.screen.erased }
            }
        }
        #expect(conflicts == [.duplicateNotificationType("sale", firstFeature: "items", secondFeature: "other")])
    }
}

@Suite("Parameter types defined by features")
struct FeatureParameterTypeTests {
    enum Board: LinkableRoute {
        case board(String)
        static let typeKey = "board"
        var destinationName: DestinationName { "games.board" }
        init(destination: DestinationName, values: LinkValues) throws(LinkValueError) {
            self = .board(try values.string("period"))
        }
        var linkValues: LinkValues {
            switch self {
            case .board(let period): ["period": .string(period)]
            }
        }
    }

    @Test func aFeatureDefinesTheTypesItsPatternsUse() throws {
        var builder = RegistryBuilder(tabs: ["main"], links: LinkConfiguration(schemes: ["app"]))
        builder.register(feature: "games") { registrar in
            registrar.defineParameterType(.oneOf("period", ["week", "all"]))
            registrar.register(
                Board.self, destinations: [.push("games.board", hostTab: "main").link("board/{period:period}")])
        }
        let registry = try builder.build()
        #expect(
            try registry.match("app://board/week").flatMap(registry.routes(for:)).get() == [Board.board("week").erased])
        #expect(throws: LinkRejection.noMatch("board/day")) { try registry.match("app://board/day").get() }
    }

    @Test func twoDefinitionsOfOneNameConflict() {
        var builder = RegistryBuilder(tabs: ["main"], links: LinkConfiguration(parameterTypes: [.oneOf("size", ["s"])]))
        builder.register(feature: "games") { $0.defineParameterType(.oneOf("period", ["week"])) }
        builder.register(feature: "stats") { registrar in
            registrar.defineParameterType(.oneOf("period", ["day"]))
            registrar.defineParameterType(.oneOf("size", ["m"]))
            registrar.defineParameterType(.slug)
        }
        #expect(
            throws: RegistryError(conflicts: [
                .duplicateParameterType("period", firstFeature: "games", secondFeature: "stats"),
                .duplicateParameterType("size", firstFeature: "the app", secondFeature: "stats"),
                .duplicateParameterType("slug", firstFeature: "the app", secondFeature: "stats"),
            ])
        ) { try builder.build() }
    }
}
