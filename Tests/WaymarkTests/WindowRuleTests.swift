import Foundation
import Testing
import Waymark

/// The session's one rule for which window a way in goes to, whichever window's handler receives
/// it: the window showing its screen on top, else the lowest-numbered window holding it, else the
/// most recently active one.
@MainActor
@Suite("Which window a way in goes to")
struct WindowRuleTests {
    let session: NavigationSession
    let first: NavigationRouter
    let second: NavigationRouter
    let third: NavigationRouter
    let handlers: [LinkHandler]

    init() async throws {
        session = NavigationSession(registry: try LinkFixtureApp.builder().build(), met: [.signedIn])
        first = NavigationRouter(session: session)
        second = NavigationRouter(session: session)
        third = NavigationRouter(session: session)
        handlers = [first, second, third].map(LinkHandler.init(router:))
        for handler in handlers { await handler.appDidBecomeReady() }
    }

    @Test func windowsAreNumberedInOpeningOrderAndTheFirstIsActiveUntilAnotherIs() {
        #expect([first, second, third].map(\.window) == [1, 2, 3])
        #expect(session.windows.map(\.window) == [1, 2, 3])
        #expect(session.activeWindow === first)
        session.activate(third)
        session.activate(second)
        #expect(session.activeWindow === second)
        session.close(second)
        #expect(session.activeWindow === third, "The window active before the closed one is active again")
        #expect(session.windows.map(\.window) == [1, 3])
        let fourth = NavigationRouter(session: session)
        #expect(fourth.window == 4, "A number is never given twice while the session lives")
    }

    @Test func aLinkToTheScreenAWindowShowsOnTopOnlyActivatesThatWindow() async throws {
        try second.perform(.selectTab("search"), .push(.shopItem(7)))
        let before = (second.state, second.journal.entries.count, first.state)
        #expect(await handlers[0].open("app://item/7") == .opened)
        #expect(session.activeWindow === second)
        #expect(second.state == before.0, "Nothing else changes")
        #expect(second.journal.entries.count == before.1)
        #expect(first.state == before.2)
    }

    @Test func aLinkToAScreenAWindowHoldsGoesToTheLowestNumberedSuchWindow() async throws {
        try second.perform(
            .selectTab("search"), .push(.shopItem(7)), .push(ShopRoute.reviews(item: 7, sort: "newest").erased))
        try third.perform(.selectTab("search"), .push(.shopItem(7)), .push(.shopItem(8)))
        session.activate(first)
        #expect(await handlers[0].open("app://item/7") == .opened)
        #expect(session.activeWindow === second)
        #expect(second.state.stack(of: "search") == [.shopItem(7)])
        #expect(
            third.state.stack(of: "search") == [.shopItem(7), .shopItem(8)],
            "Window 3 also held it, but is not the lowest")
        #expect(first.state.stack(of: "search").isEmpty)
    }

    @Test func aLinkNoWindowShowsOrHoldsGoesToTheMostRecentlyActiveWindow() async throws {
        session.activate(third)
        session.activate(second)
        #expect(await handlers[0].open("app://item/9") == .opened)
        #expect(second.state.stack(of: "search") == [.shopItem(9)])
        #expect(first.state.stack(of: "search").isEmpty && third.state.stack(of: "search").isEmpty)
        session.close(second)
        #expect(await handlers[0].open("app://item/10") == .opened)
        #expect(third.state.stack(of: "search") == [.shopItem(10)], "A closed window takes no more links")
        #expect(second.state.stack(of: "search") == [.shopItem(9)])
    }

    @Test func aTabRootIsOnlyOnTopNeverHeld() async throws {
        try first.perform(.selectTab("home"))
        try second.perform(.selectTab("search"), .push(.shopItem(3)))
        session.activate(third)
        #expect(await handlers[1].open("app://home") == .opened)
        #expect(session.activeWindow === first, "Window 1 shows the home tab's root")
        #expect(first.state.stack(of: "home").isEmpty)
        #expect(await handlers[1].open("app://search") == .opened)
        #expect(session.activeWindow === first, "No window shows the search root on top: the active one takes it")
        #expect(first.state.selectedTab == "search")
    }

    @Test func aNotificationAndAQuickActionFollowTheSameRule() async throws {
        try third.perform(.selectTab("search"), .push(.shopItem(5)))
        let payload = Data(#"{"type": "news", "link": "app://item/5"}"#.utf8)
        _ = await handlers[0].receive(notification: payload)
        #expect(session.activeWindow === third)
        #expect(third.journal.entries.count == 1, "Shown on top already: nothing else changed")
        session.activate(first)
        _ = await handlers[1].receive(notification: Data(#"{"type": "news", "link": "app://item/6"}"#.utf8))
        #expect(first.state.stack(of: "search") == [.shopItem(6)])
    }

    @Test func anActivityGoesToTheWindowItsTargetContentNames() async throws {
        try second.perform(.selectTab("search"), .push(.shopItem(4)), .push(.shopItem(2)))
        let activity = UserActivity(
            activityType: UserActivity.browsingWebType, webpageURL: "https://example.com/item/4",
            targetContentIdentifier: "app://item/4")
        _ = await handlers[0].continueActivity(activity, from: .handoff)
        #expect(session.activeWindow === second)
        #expect(second.state.stack(of: "search") == [.shopItem(4)])
        #expect(first.state.stack(of: "search").isEmpty)
    }

    @Test func aRefusedLinkIsRefusedInTheActiveWindow() async throws {
        session.activate(third)
        guard case .rejected = await handlers[0].open("app://nowhere") else {
            Issue.record("A link to no screen is refused")
            return
        }
        #expect(third.state.notice != nil)
        #expect(first.state.notice == nil)
    }

    @Test func everyJournalEntryNamesItsWindow() async throws {
        try first.perform(.selectTab("search"))
        try third.perform(.selectTab("account"))
        session.activate(second)
        _ = await handlers[0].open("app://item/1")
        #expect(first.journal.entries.map(\.window) == [1])
        #expect(second.journal.entries.map(\.window) == [2])
        #expect(third.journal.entries.map(\.window) == [3])
        #expect(second.journal.jsonLines(registry: session.registry).contains(#""window":2"#))
    }

    @Test func heldNavigationCompletesInTheWindowThatReceivedItAndSignOutPrunesEvery() async throws {
        let guarded = NavigationSession(registry: try LinkFixtureApp.builder().build())
        let left = NavigationRouter(session: guarded)
        let right = NavigationRouter(session: guarded)
        let rightLinks = LinkHandler(router: right)
        await rightLinks.appDidBecomeReady()
        guarded.activate(right)
        #expect(await rightLinks.open("app://settings") == .held(.signedIn))
        guarded.activate(left)
        await guarded.meet(.signedIn)
        #expect(right.state.modals.map(\.root) == [.accountSettings], "Completed where it was asked for")
        #expect(left.state.modals.isEmpty)
        try left.perform(.present(.accountSettings, path: [.accountPrivacy]))
        guarded.revoke(.signedIn)
        #expect(left.state.modals.isEmpty && right.state.modals.isEmpty)
    }
}
