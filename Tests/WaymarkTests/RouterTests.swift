import Observation
import Synchronization
import Testing
import WaymarkTesting

@_spi(FrontEnd) @testable import Waymark

@MainActor
@Suite("Router")
struct RouterTests {
    let app: NavigationHarness

    init() throws {
        app = try FixtureApp.harness()
    }

    @Test func everyTransactionPublishesOneEventWithItsCause() throws {
        let before = app.state
        let returned = try app.router.perform(.selectTab("search"), .push(.item(1)), cause: .link("app://item/1"))
        #expect(app.events == [returned])
        #expect(returned.sequenceNumber == 1)
        #expect(returned.oldState == before)
        #expect(returned.newState == app.state)
        #expect(returned.intents == [.selectTab("search"), .push(.item(1))])
        #expect(returned.cause == .link("app://item/1"))
        try app.router.apply(NavigationTransaction([.pop()], cause: .user))
        #expect(app.events.map(\.sequenceNumber) == [1, 2])
        #expect(app.events[1].oldState == returned.newState)
    }

    @Test func aFailedTransactionPublishesNothing() throws {
        try app.router.perform(.push(.list))
        let before = app.state
        #expect(throws: NavigationError.self) { try app.router.perform(.pop(), .pop()) }
        #expect(app.state == before)
        #expect(app.events.count == 1)
    }

    @Test func anObserverThatNavigatesIsSeenInOrderByEveryone() throws {
        var first: [Int] = []
        var second: [Int] = []
        app.router.observe { [router = app.router] event in
            first.append(event.sequenceNumber)
            if event.newState.modals.isEmpty, event.cause == .user {
                _ = try? router.perform(.present(.signIn), cause: .accessGuard)
            }
        }
        app.router.observe { event in second.append(event.sequenceNumber) }
        try app.router.perform(.push(.list))
        #expect(first == [1, 2])
        #expect(second == [1, 2])
        #expect(app.events.map(\.cause) == [.user, .accessGuard])
        #expect(app.state.modals.map(\.asWritten) == [ModalLayer(style: .fullScreenCover, root: .signIn)])
    }

    @Test func aCancelledObserverHearsNothingMore() throws {
        var heard = 0
        let subscription = app.router.observe { _ in heard += 1 }
        try app.router.perform(.push(.list))
        app.router.cancel(subscription)
        try app.router.perform(.pop())
        #expect(heard == 1)
        #expect(app.events.count == 2)
    }

    @Test func replaceStateRefusesStatesTheRegistryCannotShow() throws {
        var state = app.registry.initialState
        state = state.rewritten { $0.stacks["home"] = [.list, .settings] }
        #expect(throws: NavigationError.notPushable("account.settings", .modal(.sheet))) {
            try app.router.replaceState(state, cause: .restoration)
        }
        state = app.registry.initialState
        state = state.rewritten { $0.stacks["elsewhere"] = [] }
        #expect(throws: NavigationError.unknownTab("elsewhere")) {
            try app.router.replaceState(state, cause: .restoration)
        }
        state = app.registry.initialState
        state = state.rewritten { $0.stacks["search"] = nil }
        #expect(throws: NavigationError.missingStack("search")) {
            try app.router.replaceState(state, cause: .restoration)
        }
        state = app.registry.initialState
        state = state.rewritten { $0.modals = [ModalLayer(style: .sheet, root: .list)] }
        #expect(throws: NavigationError.notPresentable("catalog.list", .push(hostTab: "search"))) {
            try app.router.replaceState(state, cause: .restoration)
        }
        #expect(app.events.isEmpty)
    }

    @Test func replaceStateSettlesRememberedModals() throws {
        let layer = ModalLayer(style: .sheet, root: .settings)
        let state = app.state(
            tab: "home", stacks: ["home": [.list]],
            returnPoint: ModalReturnPoint(tab: "home", stack: [.list], layers: [layer]))
        try app.router.replaceState(state, cause: .restoration)
        app.expectState(app.state(tab: "home", stacks: ["home": [.list]], modals: [layer]))
    }

    @Test func theTabBarIsDerivedFromTheState() throws {
        let router = app.router
        var isTabBarVisible: Bool {
            router.registry.showsTabBar(over: router.state.stack(of: router.state.selectedTab).last)
        }
        #expect(isTabBarVisible)
        try app.router.perform(.push(.item(1)))
        #expect(!isTabBarVisible)
        try app.router.perform(.push(.list))
        #expect(isTabBarVisible)
    }

    @Test func observationSeesEveryStateChange() throws {
        let changes = Mutex(0)
        func track() {
            withObservationTracking {
                _ = app.router.state
            } onChange: {
                changes.withLock { $0 += 1 }
            }
        }
        track()
        try app.router.perform(.push(.list))
        #expect(changes.withLock { $0 } == 1)
        track()
        #expect(throws: NavigationError.self) { try app.router.perform(.dismissTop) }
        #expect(changes.withLock { $0 } == 1, "A failed transaction must not touch the observed state.")
    }
}
