import Foundation
import Testing
import WaymarkTesting

@_spi(FrontEnd) @testable import Waymark

@MainActor
@Suite("Where screens may stand: internal and modal-only destinations")
struct PlacementTests {
    let app: NavigationHarness
    init() throws { app = try FixtureApp.harness() }

    @Test func anInternalScreenStandsOnlyDirectlyAboveAScreenThatLeadsToIt() throws {
        try app.router.perform(.present(.settings, path: [.privacy]))
        try app.router.perform(.push(.deleteAccount))
        #expect(app.state.modals[0].path == [.privacy, .deleteAccount])
        try app.router.perform(.dismissAll)

        #expect(throws: NavigationError.unreachable("account.deleteAccount")) {
            try app.router.perform(.present(.settings), .push(.deleteAccount))
        }
        #expect(throws: NavigationError.unreachable("account.deleteAccount")) {
            try app.router.perform(.present(.signIn, path: [.reviews(1), .deleteAccount]))
        }
        #expect(throws: NavigationError.unreachable("account.deleteAccount")) {
            try app.router.perform(.present(.settings, path: [.privacy, .reviews(1)]), .replaceStack([.deleteAccount]))
        }
        #expect(app.state.identifiedInOrder == app.registry.initialState)
    }

    @Test func aModalOnlyScreenNeverGoesOnATabsStack() throws {
        for intents: [NavigationIntent] in [
            [.push(.privacy)],
            [.push(.privacy, on: .tab("search"))],
            [.replaceStack([.list, .privacy])],
            [.present(.settings), .leaveModals(push: [.privacy], rememberModals: true)],
        ] {
            #expect(throws: NavigationError.modalOnly("account.privacy"), "\(intents)") {
                try app.router.apply(NavigationTransaction(intents))
            }
        }
        try app.router.perform(.present(.signIn), .push(.privacy))
        #expect(app.state.modals[0].path == [.privacy], "Inside any modal layer it is at home")
    }

    @Test func aRegistryRefusesInternalScreensThatNothingLeadsTo() throws {
        var builder = RegistryBuilder(tabs: ["home"])
        builder.register(feature: "vault") { registrar in
            registrar.register(
                CatalogRoute.self,
                destinations: [
                    .tabRoot("catalog.home", tab: "home"),
                    .push("catalog.list", hostTab: "home", access: .internal),
                    .push("catalog.item", hostTab: "home", access: .internal).reachable(from: "catalog.nowhere"),
                ])
        }
        let error = try #require(throws: RegistryError.self) { try builder.build() }
        #expect(
            error.conflicts == [
                .internalWithoutEntry("catalog.list", feature: "vault"),
                .unknownEntry("catalog.nowhere", destination: "catalog.item", feature: "vault"),
            ])
    }

    @Test func restorationDropsScreensStandingWhereTheyMayNot() throws {
        let privacy = #"{"type": "fixture.account", "value": {"privacy": {}}}"#
        let deleteAccount = #"{"type": "fixture.account", "value": {"deleteAccount": {}}}"#
        let list = #"{"type": "fixture.catalog", "value": {"list": {}}}"#
        let settings = #"{"type": "fixture.account", "value": {"settings": {}}}"#
        let snapshot = """
            {"version": 1, "state": {"selectedTab": "home",
              "stacks": {"home": [\(list), \(deleteAccount)], "search": [\(privacy)], "account": []},
              "modals": [{"style": "sheet", "root": \(settings), "path": [\(privacy), \(deleteAccount)]},
                         {"style": "sheet", "root": \(settings), "path": [\(deleteAccount)]}]}}
            """
        let restored = try app.router.restore(from: Data(snapshot.utf8))
        app.expectState(
            app.state(
                tab: "home", stacks: ["home": [.list]],
                modals: [
                    ModalLayer(style: .sheet, root: .settings, path: [.privacy, .deleteAccount]),
                    ModalLayer(style: .sheet, root: .settings),
                ]))
        #expect(
            restored == [
                .stackCut(.tab("home"), position: 1, removed: 1, reason: .invalid(.modalOnly("account.deleteAccount"))),
                .stackCut(.tab("search"), position: 0, removed: 1, reason: .invalid(.modalOnly("account.privacy"))),
                .stackCut(.layer(1), position: 1, removed: 1, reason: .invalid(.unreachable("account.deleteAccount"))),
            ])
    }

    @Test func restoringSignedOutDropsWhatNeedsSignIn() throws {
        try app.router.perform(.selectTab("account"), .push(.profile(2)), .present(.settings, path: [.privacy]))
        let data = try app.router.snapshot()
        let signedOut = try FixtureApp.harness(met: [])
        let restored = try signedOut.router.restore(from: data)
        signedOut.expectState(signedOut.state(tab: "account"))
        #expect(
            restored == [
                .stackCut(.tab("account"), position: 0, removed: 1, reason: .notAllowed("account.profile")),
                .modalsDismissed(fromIndex: 0, removed: 1, reason: .notAllowed("account.settings")),
            ])
    }
}

@MainActor
@Suite("Several windows, one session")
struct SceneTests {
    let session: NavigationSession
    let first: NavigationRouter
    let second: NavigationRouter

    init() throws {
        session = NavigationSession(registry: try FixtureApp.registry())
        first = NavigationRouter(session: session)
        second = NavigationRouter(session: session)
    }

    @Test func eachSceneHasItsOwnStateAndTheSessionKnowsThemAll() throws {
        try first.perform(.selectTab("search"), .push(.list))
        #expect(second.state.identifiedInOrder == session.registry.initialState)
        #expect(session.windows.map(ObjectIdentifier.init) == [ObjectIdentifier(first), ObjectIdentifier(second)])
        #expect(session.activeWindow === first)
        session.activate(second)
        #expect(session.activeWindow === second)
    }

    @Test func signingInCompletesTheHeldNavigationInTheSceneThatAskedOnly() async throws {
        try first.perform(.push(.profile(1)))
        try second.perform(.present(.signIn))
        #expect(first.state.held != nil && second.state.held == nil)
        await session.meet(.signedIn)
        #expect(first.state.stack(of: "home") == [.profile(1)])
        #expect(first.state.modals.isEmpty)
        #expect(second.state.modals.isEmpty, "A sign-in screen open elsewhere has nothing left to do")
        #expect(second.state.stack(of: "home").isEmpty)
    }

    @Test func eachWindowHoldsItsOwnAndOnlyANewerRequestInItReplacesIt() async throws {
        try first.perform(.push(.profile(1)))
        try second.perform(.push(.profile(2)))
        #expect(first.state.held?.destination == .profile(1), "Held navigation belongs to its window")
        #expect(second.state.held?.destination == .profile(2))
        try first.perform(.selectTab("search"), cause: .notification("news"))
        #expect(first.state.held == nil, "The newest request in that window wins")
        #expect(second.state.held?.destination == .profile(2), "Another window's is left alone")
        await session.meet(.signedIn)
        #expect(second.state.stack(of: "home") == [.profile(2)], "Signing in completes it in its window")
        #expect(first.state.stack(of: "home").isEmpty)
    }

    @Test func signingOutPrunesEveryScene() async throws {
        await session.meet(.signedIn)
        try first.perform(.selectTab("account"), .push(.profile(1)))
        try second.perform(.present(.settings, path: [.privacy]))
        session.revoke(.signedIn)
        #expect(first.state.identifiedInOrder == session.registry.initialState.selecting("account"))
        #expect(second.state.identifiedInOrder == session.registry.initialState)
        #expect(!session.met.contains(.signedIn))
    }

    @Test func aLinkNoWindowHoldsGoesToTheActiveWindowAndLeavesWhatAnotherHolds() async throws {
        let builder = LinkFixtureApp.builder()
        let linked = NavigationSession(registry: try builder.build())
        let left = NavigationRouter(session: linked)
        let right = NavigationRouter(session: linked)
        let handlers = [LinkHandler(router: left), LinkHandler(router: right)]
        for handler in handlers { await handler.appDidBecomeReady() }
        try left.perform(.push(AccountLinkRoute.profile(LinkFixtureApp.knownProduct).erased, on: .tab("account")))
        #expect(left.state.held != nil)
        linked.activate(right)
        let active = try #require(handlers.first { $0.router === linked.activeWindow })
        #expect(await active.open("app://item/7") == .opened)
        #expect(right.state.stack(of: "search") == [.shopItem(7)])
        #expect(left.state.stack(of: "search").isEmpty, "The other window stays where it was")
        #expect(left.state.held != nil, "and keeps what it holds: held navigation belongs to its window")
    }
}

extension NavigationState {
    /// This state with `tab` selected.
    func selecting(_ tab: TabID) -> NavigationState {
        var state = self
        state.selectedTab = tab
        return state
    }
}
