import Foundation
import Testing
import WaymarkTesting

@_spi(FrontEnd) @testable import Waymark

@MainActor
@Suite("Restoration")
struct RestorationTests {
    let app: NavigationHarness
    let coder: SnapshotCoder

    init() throws {
        app = try FixtureApp.harness()
        coder = SnapshotCoder(registry: app.registry)
    }

    /// A version 1 snapshot, as builds before version 2 wrote one, with the given parts of the state.
    func snapshot(
        selectedTab: String = "home", stacks: String = #""home": [], "search": [], "account": []"#,
        modals: String = "", returnPoint: String? = nil, version: Int = 1
    ) -> Data {
        let point = returnPoint.map { #", "returnPoint": \#($0)"# } ?? ""
        return Data(
            #"""
            {"version": \#(version), "state": {"selectedTab": "\#(selectedTab)", "stacks": {\#(stacks)},
             "modals": [\#(modals)]\#(point)}}
            """#.utf8)
    }

    let list = #"{"type": "fixture.catalog", "value": {"list": {}}}"#
    let item3 = #"{"type": "fixture.catalog", "value": {"item": {"_0": 3}}}"#
    let settings = #"{"type": "fixture.account", "value": {"settings": {}}}"#
    let privacy = #"{"type": "fixture.account", "value": {"privacy": {}}}"#
    let signIn = #"{"type": "fixture.account", "value": {"signIn": {}}}"#
    let gone = #"{"type": "fixture.removed", "value": {"old": {}}}"#

    @Test func aSnapshotRoundTripsToAnEqualPlaceWithoutWhatIsTransient() throws {
        var state = app.state(
            tab: "search",
            stacks: ["search": [.list, .item(3)], "account": [.profile(4)]],
            modals: [ModalLayer(style: .sheet, root: .settings, path: [.privacy])],
            returnPoint: ModalReturnPoint(
                tab: "search", stack: [.list], layers: [ModalLayer(style: .fullScreenCover, root: .signIn)]),
            notice: .app(AppNotice("welcomeBack")))
        state.held = HeldNavigation(
            request: .link("app://profile/4"), cause: .link("app://profile/4"), requirements: [.signedIn],
            destination: .profile(4), layersBelow: 0)
        let data = try coder.encode(state)
        let text = String(decoding: data, as: UTF8.self)
        #expect(
            text.contains(#""held":{"link":"app://profile/4","cause":"link","value":"app://profile/4"}"#),
            "Held navigation, the user's intent, is kept for the router to resolve afresh")
        #expect(!text.contains("notice"), "A notice is never saved")
        let restored = try coder.decode(data)
        #expect(restored.repairs.isEmpty)
        expectState(restored.state, equals: state.place)
        #expect(try coder.encode(restored.state) == (try coder.encode(state.place)), "The place round-trips whole")
        let placeData = try coder.encode(state.place)
        #expect(try coder.encode(try coder.decode(placeData).state) == placeData, "Byte for byte")
    }

    @Test func theRouterRestoresWithOneRestorationEvent() throws {
        try app.router.perform(.selectTab("search"), .push(.item(1)), .present(.settings))
        let data = try app.router.snapshot()
        let other = try FixtureApp.harness()
        try other.router.restore(from: data)
        #expect(other.state == app.state)
        #expect(other.events.map(\.cause) == [.restoration])
        #expect(other.events.first?.oldState == other.registry.initialState)
    }

    @Test func anUnknownRouteTypeCutsItsStackAndKeepsTheRest() throws {
        let restored = try coder.decode(
            snapshot(
                selectedTab: "search",
                stacks: #""home": [\#(list)], "search": [\#(list), \#(gone), \#(item3)], "account": []"#))
        expectState(restored.state, equals: app.state(tab: "search", stacks: ["home": [.list], "search": [.list]]))
        #expect(
            restored.repairs == [
                .stackCut(.tab("search"), position: 1, removed: 2, reason: .unknownRouteType("fixture.removed"))
            ])
        #expect(
            restored.repairs[0].description
                == "Cut the stack of tab 'search' at position 2, removing 2 screen(s): no route type is registered under 'fixture.removed'."
        )
    }

    @Test func aValueThatNoLongerDecodesCutsItsStack() throws {
        let changed = #"{"type": "fixture.catalog", "value": {"item": {"_0": "three"}}}"#
        let restored = try coder.decode(
            snapshot(stacks: #""home": [\#(list), \#(changed)], "search": [], "account": []"#))
        #expect(restored.state.stack(of: "home") == [.list])
        guard
            case .stackCut(.tab("home"), 1, 1, .undecodable(let key, let detail)) = try #require(restored.repairs.first)
        else {
            Issue.record("Unexpected repairs: \(restored.repairs)")
            return
        }
        #expect(key == "fixture.catalog")
        #expect(detail.contains("item._0"))
    }

    @Test func anEntryThatIsNotARouteIsCut() throws {
        let restored = try coder.decode(
            snapshot(stacks: #""home": [\#(list), {"value": {}}, \#(list)], "search": [], "account": [42]"#))
        #expect(restored.state.stack(of: "home") == [.list])
        #expect(restored.state.stack(of: "account") == [])
        #expect(restored.repairs.count == 2)
        guard case .stackCut(.tab("home"), 1, 2, .malformedEntry(let detail)) = try #require(restored.repairs.first)
        else {
            Issue.record("Unexpected repairs: \(restored.repairs)")
            return
        }
        #expect(detail.contains("missing 'type'"))
    }

    @Test func anEntryThatNoLongerFitsItsPlaceIsCut() throws {
        let restored = try coder.decode(
            snapshot(stacks: #""home": [\#(list), \#(settings)], "search": [], "account": []"#))
        #expect(restored.state.stack(of: "home") == [.list])
        #expect(
            restored.repairs == [
                .stackCut(
                    .tab("home"), position: 1, removed: 1,
                    reason: .invalid(.notPushable("account.settings", .modal(.sheet))))
            ])
    }

    @Test func aModalWithABadRootGoesWithTheLayersAboveIt() throws {
        let layers = [
            #"{"style": "sheet", "root": \#(settings), "path": [\#(privacy), \#(gone)]}"#,
            #"{"style": "sheet", "root": \#(gone), "path": []}"#,
            #"{"style": "fullScreenCover", "root": \#(signIn), "path": []}"#,
        ]
        let restored = try coder.decode(snapshot(modals: layers.joined(separator: ",")))
        #expect(
            restored.state.modals.map(\.asWritten) == [ModalLayer(style: .sheet, root: .settings, path: [.privacy])])
        #expect(
            restored.repairs == [
                .stackCut(.layer(0), position: 2, removed: 1, reason: .unknownRouteType("fixture.removed")),
                .modalsDismissed(fromIndex: 1, removed: 2, reason: .unknownRouteType("fixture.removed")),
            ])
    }

    @Test func aLayersStyleComesFromTheRegistryNotTheSnapshot() throws {
        let restored = try coder.decode(
            snapshot(modals: #"{"style": "fullScreenCover", "root": \#(settings), "path": []}"#))
        #expect(restored.state.modals.map(\.asWritten) == [ModalLayer(style: .sheet, root: .settings)])
    }

    @Test func tabsFollowTheAppsCurrentTabs() throws {
        let restored = try coder.decode(
            snapshot(selectedTab: "library", stacks: #""library": [\#(list)], "search": [\#(item3)]"#))
        expectState(restored.state, equals: app.state(tab: "home", stacks: ["search": [.item(3)]]))
        #expect(restored.repairs == [.tabDropped("library"), .selectedTabReplaced("library", by: "home")])
    }

    @Test func rememberedModalsWithABadEntryAreForgotten() throws {
        let point =
            #"{"tab": "search", "stack": [\#(list)], "layers": [{"style": "sheet", "root": \#(gone), "path": []}]}"#
        let restored = try coder.decode(
            snapshot(stacks: #""home": [], "search": [\#(list), \#(item3)], "account": []"#, returnPoint: point))
        #expect(restored.state.returnPoint == nil)
        #expect(restored.repairs == [.returnPointDropped(.unknownRouteType("fixture.removed"))])
    }

    @Test func restoringSignedOutDropsSignedInScreens() throws {
        let state = app.state(
            tab: "account",
            stacks: ["home": [.list, .reviews(1)], "account": [.profile(1), .reviews(2)]],
            modals: [
                ModalLayer(style: .fullScreenCover, root: .signIn, path: [.reviews(3), .privacy]),
                ModalLayer(style: .sheet, root: .settings),
            ])
        let restored = try coder.decode(
            try coder.encode(state), keeping: { $0.access == .public && $0.requirements.isEmpty })
        expectState(
            restored.state,
            equals: app.state(
                tab: "account", stacks: ["home": [.list, .reviews(1)]],
                modals: [ModalLayer(style: .fullScreenCover, root: .signIn, path: [.reviews(3)])]))
        #expect(
            restored.repairs == [
                .stackCut(.tab("account"), position: 0, removed: 2, reason: .notAllowed("account.profile")),
                .stackCut(.layer(0), position: 2, removed: 1, reason: .notAllowed("account.privacy")),
                .modalsDismissed(fromIndex: 1, removed: 1, reason: .notAllowed("account.settings")),
            ])
    }

    @Test func pruningALiveStateFollowsTheSameRules() throws {
        let state = app.state(
            tab: "account", stacks: ["account": [.profile(1)], "home": [.list]],
            modals: [ModalLayer(style: .sheet, root: .settings, path: [.privacy])])
        let (pruned, repairs) = state.pruned(registry: app.registry) { !$0.requirements.contains(.signedIn) }
        expectState(pruned, equals: app.state(tab: "account", stacks: ["home": [.list]]))
        #expect(repairs.count == 2)
    }

    /// Each kind of garbage is refused with a detail that says what is wrong, and where.
    @Test(arguments: [
        ("", "an empty file", "at byte 0: expected an object"),
        ("[1, 2, 3]", "an array", "at byte 0: expected an object"),
        (#"{"version": "one", "state": {}}"#, "a version that is not a number", "at byte 12: expected a whole number"),
        (#"{"version": 1}"#, "no state", "missing 'state'"),
        (
            #"{"version": 1, "state": {"selectedTab": "home", "stacks": [], "modals": []}}"#,
            "stacks of the wrong shape",
            "at state.stacks: Expected to decode Dictionary<String, Any> but found an array instead."
        ),
        (#"{"version": 1, "sta"#, "a truncated file", "at byte 19: the text ends inside a string"),
        ("\u{FEFF}{\"version\": 1}", "a byte-order mark before the object", "at byte 0: expected an object"),
    ])
    func garbageIsUnreadable(text: String, what: String, detail: String) throws {
        let error = try #require(throws: RestorationError.self, "\(what)") { try coder.decode(Data(text.utf8)) }
        #expect(error == .unreadable(detail), "\(what)")
    }

    @Test func anotherFormatVersionIsRefused() {
        #expect(throws: RestorationError.unsupportedVersion(found: 4, supported: 3)) {
            try coder.decode(snapshot(version: 4))
        }
        #expect(throws: RestorationError.unsupportedVersion(found: 0, supported: 3)) {
            try coder.decode(snapshot(version: 0))
        }
    }

    @Test func aFailedRestorationKeepsTheCurrentState() throws {
        try app.router.perform(.push(.list), .present(.settings))
        let before = app.state
        #expect(throws: RestorationError.self) { try app.router.restore(from: Data("{garbage".utf8)) }
        #expect(throws: RestorationError.self) { try app.router.restore(from: snapshot(version: 0)) }
        #expect(app.state == before)
        #expect(app.events.count == 1)
    }
}
