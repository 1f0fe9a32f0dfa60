import Foundation
import Testing
import WaymarkTesting

@_spi(FrontEnd) @testable import Waymark

@MainActor
@Suite("Links to states")
struct LinkHandlerTests {
    let product = "0b9e4f3a-1c2d-4e5f-8a9b-0c1d2e3f4a5b"

    func readyHandler(signedIn: Bool = false, gate: ContentGate = ContentGate()) async throws -> LinkHandler {
        let handler = try LinkFixtureApp.handler(signedIn: signedIn, gate: gate)
        await handler.appDidBecomeReady()
        return handler
    }

    func state(
        _ handler: LinkHandler, tab: TabID, stacks: [TabID: [AnyRoute]] = [:], modals: [ModalLayer] = [],
        held: HeldNavigation? = nil, notice: Notice? = nil
    ) -> NavigationState {
        NavigationState(tabs: LinkFixtureApp.tabs, selectedTab: tab).rewritten {
            $0.stacks.merge(stacks) { _, new in new }
            $0.modals = modals
            $0.held = held
            $0.notice = notice
        }
    }

    @Test func aLinkSelectsItsHostingTabAndReplacesThatStackOnly() async throws {
        let handler = try await readyHandler()
        try handler.router.perform(.push(.shopItem(5), on: .tab("home")), .selectTab("search"), .push(.shopItem(9)))
        #expect(await handler.open("app://item/1/item/2") == .opened)
        expectState(
            handler.router.state,
            equals: state(
                handler, tab: "search",
                stacks: [
                    "home": [.shopItem(5)], "search": [.shopItem(1), .shopItem(2)],
                ]))
        #expect(handler.router.state.stack(of: "home") == [.shopItem(5)])
    }

    @Test func aTabRootLinkPopsToRootEvenOnTheSelectedTab() async throws {
        let handler = try await readyHandler()
        try handler.router.perform(.selectTab("search"), .push(.shopItem(9)), .push(.shopItem(8)))
        #expect(await handler.open("app://search") == .opened)
        expectState(handler.router.state, equals: state(handler, tab: "search"))
        #expect(await handler.open("app://home/item/3") == .opened)
        expectState(handler.router.state, equals: state(handler, tab: "home", stacks: ["home": [.shopItem(3)]]))
    }

    @Test func aSingleDestinationGetsItsParentsInFront() async throws {
        let handler = try await readyHandler()
        #expect(await handler.open("app://product/\(product)") == .opened)
        expectState(
            handler.router.state,
            equals: state(
                handler, tab: "search",
                stacks: [
                    "search": [.shopItem(1), .shopProduct(LinkFixtureApp.knownProduct)]
                ]))
    }

    @Test func aModalFirstLinkKeepsTheTabAndOpensALayer() async throws {
        let handler = try await readyHandler(signedIn: true)
        try handler.router.perform(.push(.shopItem(5)), .present(.accountSignIn))
        #expect(await handler.open("app://settings/privacy") == .opened)
        expectState(
            handler.router.state,
            equals: state(
                handler, tab: "home", stacks: ["home": [.shopItem(5)]],
                modals: [
                    ModalLayer(style: .sheet, root: .accountSettings, path: [.accountPrivacy])
                ]))
    }

    @Test func pushesAfterAModalGoIntoItsLayer() async throws {
        let handler = try await readyHandler(signedIn: true)
        #expect(await handler.open("app://home/item/1/settings/item/2") == .opened)
        expectState(
            handler.router.state,
            equals: state(
                handler, tab: "home", stacks: ["home": [.shopItem(1)]],
                modals: [
                    ModalLayer(style: .sheet, root: .accountSettings, path: [.shopItem(2)])
                ]))
    }

    @Test func aRejectedLinkChangesNothingButTheNotice() async throws {
        let handler = try await readyHandler()
        try handler.router.perform(.push(.shopItem(5)), .present(.accountSignIn))
        let before = handler.router.state
        #expect(await handler.open("app://nowhere/1") == .rejected(.noMatch("nowhere/1")))
        var expected = before
        expected.notice = .linkRejected(.noMatch("nowhere/1"))
        expectState(handler.router.state, equals: expected)
        #expect(handler.router.state.modals.count == 1)
    }

    @Test func internalDestinationsAreNeverOpenedFromOutside() async throws {
        let handler = try await readyHandler(signedIn: true)
        #expect(
            await handler.open("app://settings/delete-account")
                == .rejected(.internalDestination("account.deleteAccount")))
        #expect(handler.router.state.modals.isEmpty)
        #expect(handler.router.state.notice == .linkRejected(.internalDestination("account.deleteAccount")))
    }

    @Test func signedInLinksWaitForSignInThenReplay() async throws {
        let handler = try await readyHandler()
        let log = EventRecorder(handler.router)
        try handler.router.perform(
            .selectTab("search"), .push(.shopItem(4)), .present(.accountSignIn, path: [.shopItem(2)]))
        let link = "app://profile/\(product)"
        let profile = AccountLinkRoute.profile(LinkFixtureApp.knownProduct).erased
        #expect(await handler.open(link) == .held(.signedIn))
        expectState(
            handler.router.state,
            equals: state(
                handler, tab: "search", stacks: ["search": [.shopItem(4)]],
                modals: [ModalLayer(style: .fullScreenCover, root: .accountSignIn)],
                held: HeldNavigation(
                    request: .link(link), cause: .link(link), requirements: [.signedIn],
                    destination: profile, layersBelow: 0),
                notice: .heldForRequirement(.signedIn)))
        #expect(log.events.last?.cause == .accessGuard)

        await handler.router.session.meet(.signedIn)
        expectState(
            handler.router.state,
            equals: state(
                handler, tab: "account",
                stacks: [
                    "search": [.shopItem(4)], "account": [profile],
                ]))
        #expect(log.events.last?.cause == .link(link))
    }

    @Test func dismissingSignInDropsTheHeldLinkWithANotice() async throws {
        let handler = try await readyHandler()
        #expect(await handler.open("app://profile/\(product)") == .held(.signedIn))
        try handler.router.perform(.dismissTop)
        expectState(
            handler.router.state, equals: state(handler, tab: "home", notice: .heldNavigationCancelled(.signedIn)))
        await handler.router.session.meet(.signedIn)
        #expect(handler.router.state.stack(of: "account").isEmpty)
    }

    @Test func signingOutRemovesSignedInScreensEverywhere() async throws {
        let handler = try await readyHandler(signedIn: true)
        let profile = AccountLinkRoute.profile(LinkFixtureApp.knownProduct).erased
        try handler.router.perform(
            .push(.shopItem(1), on: .tab("account")), .push(profile, on: .tab("account")),
            .push(.shopItem(2), on: .tab("account")),
            .push(.shopItem(3)), .present(.accountSignIn, path: [.shopItem(6), .accountPrivacy]),
            .present(.accountSettings))
        handler.router.session.revoke(.signedIn)
        expectState(
            handler.router.state,
            equals: state(
                handler, tab: "home",
                stacks: ["home": [.shopItem(3)], "account": [.shopItem(1)]],
                modals: [ModalLayer(style: .fullScreenCover, root: .accountSignIn, path: [.shopItem(6)])]))
        #expect(!handler.router.session.met.contains(.signedIn))
    }

    @Test func missingContentLandsOnTheHostingTabsRoot() async throws {
        let handler = try await readyHandler()
        try handler.router.perform(.selectTab("search"), .push(.shopItem(7)), .present(.accountSignIn))
        let outcome = await handler.open("app://product/\(LinkFixtureApp.missingProduct)")
        #expect(outcome == .contentMissing("product"))
        expectState(handler.router.state, equals: state(handler, tab: "search", notice: .contentMissing("product")))
    }

    @Test func missingContentInAModalFirstLinkLeavesTheStateAlone() async throws {
        let handler = try await readyHandler(signedIn: true)
        try handler.router.perform(.push(.shopItem(7)))
        let before = handler.router.state
        let outcome = await handler.open("app://settings/product/\(LinkFixtureApp.missingProduct)")
        #expect(outcome == .contentMissing("product"))
        var expected = before
        expected.notice = .contentMissing("product")
        expectState(handler.router.state, equals: expected)
    }

    @Test func linksBeforeTheAppIsReadyAreQueuedAndAppliedInOrder() async throws {
        let handler = try LinkFixtureApp.handler()
        let log = EventRecorder(handler.router)
        #expect(await handler.open("app://item/1") == .queued)
        #expect(await handler.receive(notification: Data(#"{"link": "app://home/item/2"}"#.utf8)) == .queued)
        #expect(await handler.open("app://nowhere") == .queued)
        #expect(log.events.isEmpty)
        #expect(handler.queue.count == 3)
        let outcomes = await handler.appDidBecomeReady()
        #expect(outcomes == [.opened, .opened, .rejected(.noMatch("nowhere"))])
        #expect(
            log.events.map(\.cause) == [
                .link("app://item/1"), .notification("link"), .link("app://nowhere"),
            ])
        #expect(handler.router.state.selectedTab == "home")
        #expect(handler.router.state.stack(of: "search") == [.shopItem(1)])
        #expect(handler.queue.isEmpty)
    }

    @Test func aChainStartingInsideAModalGetsTheModalInFront() async throws {
        let handler = try await readyHandler(signedIn: true)
        try handler.router.perform(.selectTab("search"), .push(.shopItem(5)))
        #expect(await handler.open("app://settings/privacy/item/1") == .opened)
        expectState(
            handler.router.state,
            equals: state(
                handler, tab: "search", stacks: ["search": [.shopItem(5)]],
                modals: [
                    ModalLayer(style: .sheet, root: .accountSettings, path: [.accountPrivacy, .shopItem(1)])
                ]))
    }

    @Test(.timeLimit(.minutes(1)))
    func contentChecksOfAChainRunAtTheSameTime() async throws {
        let gate = ContentGate()
        let handler = try await readyHandler(gate: gate)
        await gate.hold(LinkFixtureApp.knownProduct)
        await gate.hold(LinkFixtureApp.otherProduct)
        let opening = Task { await handler.open("app://product/\(product)/product/\(LinkFixtureApp.otherProduct)") }
        // Both checks start while neither has answered; checked one after the other, the second
        // would never start and the time limit would fail the test.
        await gate.waitForCheck(of: LinkFixtureApp.knownProduct)
        await gate.waitForCheck(of: LinkFixtureApp.otherProduct)
        await gate.release(LinkFixtureApp.otherProduct)
        await gate.release(LinkFixtureApp.knownProduct)
        #expect(await opening.value == .opened)
        #expect(
            handler.router.state.stack(of: "search") == [
                .shopProduct(LinkFixtureApp.knownProduct), .shopProduct(LinkFixtureApp.otherProduct),
            ])
    }

    @Test(.timeLimit(.minutes(1)))
    func aSupersededLinkIsCancelledNotResolvedToTheEnd() async throws {
        let gate = ContentGate()
        let handler = try await readyHandler(gate: gate)
        await gate.hold(LinkFixtureApp.knownProduct)
        let slow = Task { await handler.open("app://product/\(product)") }
        await gate.waitForCheck(of: LinkFixtureApp.knownProduct)
        #expect(await handler.open("app://item/42") == .opened)
        // Never released: only cancellation lets the slow check end (or, should the time limit
        // cancel the test, the release below, so the test fails rather than hangs).
        let outcome = await withTaskCancellationHandler {
            await slow.value
        } onCancel: {
            Task { await gate.release(LinkFixtureApp.knownProduct) }
        }
        #expect(outcome == .superseded)
        #expect(await gate.wasCancelled(LinkFixtureApp.knownProduct))
        expectState(handler.router.state, equals: state(handler, tab: "search", stacks: ["search": [.shopItem(42)]]))
    }

    @Test func aLinkToShareIsWrittenInItsUniversalForm() throws {
        let registry = try LinkFixtureApp.builder().build()
        #expect(try registry.link(for: .shopItem(7), form: .universal) == "https://example.com/item/7")
        #expect(try registry.link(for: .shopItem(7)) == "app://item/7")
        var schemeOnly = RegistryBuilder(
            tabs: LinkFixtureApp.tabs,
            links: LinkConfiguration(
                schemes: ["app"], parameterTypes: LinkFixtureApp.configuration.parameterTypes))
        schemeOnly.add(ShopFeature(gate: ContentGate()))
        let withoutHosts = try schemeOnly.build()
        #expect(throws: LinkValueError.noUniversalLinkHost) {
            try withoutHosts.link(for: .shopItem(7), form: .universal)
        }
    }

    @Test func aRejectionQuotesHostileTextWithItsControlCharactersEscaped() async throws {
        let handler = try await readyHandler()
        let outcome = await handler.open("app://nowhere/\u{1B}[2J\r\nforged")
        guard case .rejected(let rejection) = outcome else {
            Issue.record("Expected a rejection, got \(outcome)")
            return
        }
        #expect(!rejection.description.unicodeScalars.contains { $0.properties.generalCategory == .control })
        #expect(rejection.description.contains("\\u{1B}"))
    }

    @Test func theLatestLinkWinsOverOneStillResolving() async throws {
        let gate = ContentGate()
        let handler = try await readyHandler(gate: gate)
        let log = EventRecorder(handler.router)
        await gate.hold(LinkFixtureApp.knownProduct)
        let slow = Task { await handler.open("app://product/\(product)") }
        await gate.waitForCheck(of: LinkFixtureApp.knownProduct)
        #expect(await handler.open("app://item/42") == .opened)
        await gate.release(LinkFixtureApp.knownProduct)
        #expect(await slow.value == .superseded)
        expectState(handler.router.state, equals: state(handler, tab: "search", stacks: ["search": [.shopItem(42)]]))
        #expect(log.events.count == 1)
    }
}

@MainActor
@Suite("Notifications")
struct NotificationTests {
    @Test func aPayloadThatIsNotUTF8IsRejectedLikeABadLink() async throws {
        let handler = try await handler()
        var bytes = Array(#"{"link": "app://item/1"}"#.utf8)
        bytes.insert(0xFF, at: 10)
        #expect(await handler.receive(notification: Data(bytes)) == .rejected(.payload(.notUTF8)))
        #expect(handler.router.state.stack(of: "search").isEmpty)
        #expect(handler.router.state.notice == .linkRejected(.payload(.notUTF8)))
    }

    let chat = "0b9e4f3a-1c2d-4e5f-8a9b-0c1d2e3f4a5b"
    let message = "6f1c2b3a-4d5e-4f60-8a7b-9c0d1e2f3a4b"

    func handler() async throws -> LinkHandler {
        let handler = try LinkFixtureApp.handler(signedIn: true)
        await handler.appDidBecomeReady()
        return handler
    }

    @Test func aTypedPayloadOpensTheCanonicalLinkOfItsRoute() async throws {
        let handler = try await handler()
        let log = EventRecorder(handler.router)
        let payload =
            #"{"aps": {"alert": "New message"}, "type": "message", "chat_id": "\#(chat)", "message_id": "\#(message)"}"#
        #expect(await handler.receive(notification: Data(payload.utf8)) == .opened)
        let route = AccountLinkRoute.chat(UUID(uuidString: chat)!, message: UUID(uuidString: message)!).erased
        #expect(handler.router.state.selectedTab == "account")
        #expect(handler.router.state.stack(of: "account") == [route])
        #expect(log.events.last?.cause == .notification("message"))
        #expect(try handler.router.registry.link(for: route) == "app://chat/\(chat)?message=\(message)")
    }

    @Test func aLinkPayloadFollowsTheLinkRules() async throws {
        let handler = try await handler()
        #expect(
            await handler.receive(notification: Data(#"{"link": "app://settings/delete-account"}"#.utf8))
                == .rejected(.internalDestination("account.deleteAccount")))
    }

    @Test(arguments: [
        (#"not json"#, PayloadError.notJSON),
        (#"{"link": "app://basket", "link": "app://settings"}"#, .duplicateKey("link")),
        (#"{"aps": {"badge": 1, "badge": 2}, "link": "app://basket"}"#, .duplicateKey("badge")),
        (#"{"link": "app://basket",}"#, .notJSON),
        (#"{"link": "app://basket"} {}"#, .notJSON),
        (#"{"type": "restock", "product_id": 1.}"#, .notJSON),
        (#"[1, 2]"#, .notAnObject),
        (#""message""#, .notAnObject),
        (#"{"aps": {}}"#, .noType),
        (#"{"type": "birthday"}"#, .unknownType("birthday")),
        (#"{"type": "message", "chat_id": "0b9e4f3a-1c2d-4e5f-8a9b-0c1d2e3f4a5b"}"#, .missingField("message_id")),
        (#"{"type": "message", "chat_id": 12, "message_id": "x"}"#, .malformedField("chat_id", expected: "text")),
        (#"{"type": "restock", "product_id": "not-a-uuid"}"#, .malformedField("product_id", expected: "a UUID")),
        (#"{"type": 5}"#, .malformedField("type", expected: "text")),
        (#"{"link": 5}"#, .malformedField("link", expected: "text")),
    ])
    func badPayloadsAreRejectedLikeBadLinks(json: String, error: PayloadError) async throws {
        let handler = try await handler()
        try handler.router.perform(.push(.shopItem(1)))
        let before = handler.router.state
        #expect(await handler.receive(notification: Data(json.utf8)) == .rejected(.payload(error)))
        #expect(handler.router.state.stack(of: "home") == before.stack(of: "home"))
        #expect(handler.router.state.notice == .linkRejected(.payload(error)))
    }
}

@Suite("Payloads: JSON read one way")
struct PayloadReadingTests {
    @Test func numbersOfAnySizeAreReadWithoutFailing() throws {
        let payload = try NotificationPayload(
            json: Data(
                #"{"aps": {"badge": 1e-400, "big": 1e999, "long": 123456789012345678901234567890}, "n": -2.5E+2}"#.utf8)
        )
        guard case .object(let aps)? = payload.fields["aps"] else {
            Issue.record("aps is not an object")
            return
        }
        #expect(aps["badge"] == .number(0))
        #expect(aps["big"] == .number(.infinity))
        #expect(payload.fields["n"] == .number(-250))
        #expect(throws: PayloadError.malformedField("big", expected: "a whole number")) {
            try NotificationPayload(fields: aps).int("big")
        }
    }

    @Test func aPayloadLargerThanTheBoundIsRefusedUnparsed() {
        let padding = String(repeating: " ", count: NotificationPayload.maximumByteCount)
        #expect(throws: PayloadError.tooLarge(byteCount: NotificationPayload.maximumByteCount + 2)) {
            try NotificationPayload(json: Data("{\(padding)}".utf8))
        }
        #expect(throws: Never.self) {
            try NotificationPayload(json: Data("{\(padding.dropFirst(2))}".utf8))
        }
    }

    @Test func escapesNestingAndAnObjectOfManyKeysRead() throws {
        let keys = (0..<5_000).map { #""k\#($0)": \#($0)"# }.joined(separator: ",")
        let value = try PayloadValue(json: Data(#"{"t": "caf\u00e9 \ud83d\ude00", "many": {\#(keys)}}"#.utf8))
        guard case .object(let fields) = value, case .object(let many)? = fields["many"] else {
            Issue.record("\(value)")
            return
        }
        #expect(fields["t"] == .string("café 😀"))
        #expect(many.count == 5_000)
        let deep = String(repeating: "[", count: 65) + String(repeating: "]", count: 65)
        #expect(throws: PayloadError.notJSON) { try PayloadValue(json: Data(deep.utf8)) }
    }

    @Test func aLongKeyGivenTwiceIsNamedAsAnExcerpt() {
        let key = String(repeating: "k", count: 10_000)
        let error = #expect(throws: PayloadError.self) {
            try PayloadValue(json: Data(#"{"\#(key)": 1, "\#(key)": 2}"#.utf8))
        }
        #expect(error == .duplicateKey(key))
        #expect((error?.description.count ?? .max) < 200)
    }
}

/// A parent lookup that waits until the test lets it answer; once open, lookups answer at once.
actor ParentGate {
    private var started: CheckedContinuation<Void, Never>?
    private var hasStarted = false
    private var isOpen = false
    private var release: CheckedContinuation<Void, Never>?

    func lookUp() async {
        hasStarted = true
        started?.resume()
        started = nil
        if isOpen { return }
        await withCheckedContinuation { release = $0 }
    }

    func waitUntilStarted() async {
        if hasStarted { return }
        await withCheckedContinuation { started = $0 }
    }

    func open() {
        isOpen = true
        release?.resume()
        release = nil
    }
}

@MainActor
@Suite("Signing in while a link resolves")
struct SignInDuringResolutionTests {
    enum MemberRoute: LinkableRoute {
        case area
        case page(Int)
        static let typeKey = "fixture.member"
        var destinationName: DestinationName {
            switch self {
            case .area: "member.area"
            case .page: "member.page"
            }
        }
        init(destination: DestinationName, values: LinkValues) throws(LinkValueError) {
            self = destination == "member.area" ? .area : .page(try values.int("id"))
        }
        var linkValues: LinkValues {
            switch self {
            case .area: [:]
            case .page(let id): ["id": .int(id)]
            }
        }
    }

    struct MemberFeature: NavigationFeature {
        let name = "member"
        let gate: ParentGate
        func register(into registrar: inout FeatureRegistrar) {
            let gate = gate
            registrar.register(
                MemberRoute.self,
                destinations: [
                    .push("member.area", hostTab: "home").requires(.signedIn).link("members"),
                    .push("member.page", hostTab: "home").link("page/{id:int}").parent { _ in
                        await gate.lookUp()
                        return MemberRoute.area.erased
                    },
                ])
        }
    }

    @Test(.timeLimit(.minutes(1)))
    func aLinkWhoseParentNeedsSignInOpensIfTheUserSignedInMeanwhile() async throws {
        let gate = ParentGate()
        let app = try NavigationHarness(
            tabs: ["home"], links: LinkConfiguration(schemes: ["app"]), features: [MemberFeature(gate: gate)])
        let links = await app.linkHandler()
        let opening = Task { await links.open("app://page/3") }
        await gate.waitUntilStarted()
        await app.session.meet(.signedIn)
        await gate.open()
        #expect(await opening.value == .opened)
        app.expectState(
            app.state(tab: "home", stacks: ["home": [MemberRoute.area.erased, MemberRoute.page(3).erased]]))
    }
}
