import Foundation
import Testing

@_spi(FrontEnd) @testable import Waymark

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
        #expect([first, second, third].map(\.windowNumber) == [1, 2, 3])
        #expect(session.windows.map(\.windowNumber) == [1, 2, 3])
        #expect(session.activeWindow === first)
        session.activate(third)
        session.activate(second)
        #expect(session.activeWindow === second)
        session.close(second)
        #expect(session.activeWindow === third, "The window active before the closed one is active again")
        #expect(session.windows.map(\.windowNumber) == [1, 3])
        let fourth = NavigationRouter(session: session)
        #expect(fourth.windowNumber == 4, "A number is never given twice while the session lives")
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

    /// Issue 65: on an iPad or a Mac the window the rule picks may be behind the one the system
    /// handed the way in to; the engine asks the host to bring it forward, once per way in.
    @Test func aWayInThatGoesToAnotherWindowAsksTheHostToBringItForward() async throws {
        try second.perform(.selectTab("search"), .push(.shopItem(7)))
        session.activate(first)
        #expect(session.windowToFront == nil, "Nothing asked yet")
        #expect(await handlers[0].open("app://item/7") == .opened)
        #expect(session.windowToFront?.windowNumber == 2, "Window 2 took the link that window 1 received")
        let asked = session.windowToFront
        #expect(await handlers[0].open("app://item/7") == .opened)
        #expect(session.windowToFront?.windowNumber == 2)
        #expect(session.windowToFront != asked, "Asked again: the host brings it forward again")
        let before = session.windowToFront
        #expect(await handlers[1].open("app://item/7") == .opened)
        #expect(session.windowToFront == before, "The window that received it took it: nothing to bring forward")
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

    @Test func aTieOnTopGoesToTheActiveWindowElseTheLowestNumbered() async throws {
        try second.perform(.selectTab("search"), .push(.shopItem(3)))
        session.activate(third)
        let before = (first.state, third.state)
        #expect(await handlers[1].open("app://home") == .opened)
        #expect(session.activeWindow === third, "Windows 1 and 3 show the home root: the active one stays")
        #expect(first.state == before.0 && third.state == before.1)
        session.activate(second)
        #expect(await handlers[1].open("app://home") == .opened)
        #expect(session.activeWindow === first, "The active window does not show it: the lowest-numbered does")
    }

    @Test func aTabRootIsOnlyOnTopNeverHeld() async throws {
        try first.perform(.selectTab("search"), .push(.shopItem(3)))
        try second.perform(.selectTab("search"), .push(.shopItem(4)))
        try third.perform(.selectTab("account"))
        session.activate(second)
        #expect(await handlers[0].open("app://search") == .opened)
        #expect(session.activeWindow === second, "No window shows the search root on top, none holds it: the active")
        #expect(second.state.selectedTab == "search" && second.state.stack(of: "search").isEmpty)
        #expect(first.state.stack(of: "search") == [.shopItem(3)])
    }

    @Test func aWindowThatTakesNoWaysInYetIsPassedOver() async throws {
        let restoring = NavigationRouter(session: session)
        try restoring.perform(.selectTab("search"), .push(.shopItem(6)))
        session.activate(restoring)
        #expect(await handlers[0].open("app://item/6") == .opened)
        #expect(first.state.stack(of: "search") == [.shopItem(6)], "The receiving window takes it")
        #expect(session.activeWindow === first)
        #expect(restoring.journal.entries.count == 1, "The window still restoring is left alone")
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
        let action = QuickAction(type: "shop.item", title: "Item 5", userInfo: ["link": "app://item/5"])
        _ = await handlers[0].perform(action)
        #expect(session.activeWindow === third, "Window 3 shows item 5 on top")
        #expect(first.state.stack(of: "search") == [.shopItem(6)])
    }

    @Test func anActivityGoesToTheWindowItsTargetContentNames() async throws {
        try second.perform(.selectTab("search"), .push(.shopItem(4)), .push(.shopItem(2)))
        // By its link alone it would go to the active window, window 1; its target names window 2's.
        let activity = UserActivity(
            activityType: UserActivity.browsingWebType, webpageURL: "https://example.com/item/9",
            targetContentIdentifier: "app://item/4")
        _ = await handlers[0].continueActivity(activity, from: .handoff)
        #expect(session.activeWindow === second)
        #expect(second.state.stack(of: "search") == [.shopItem(9)])
        #expect(first.state.stack(of: "search").isEmpty)
    }

    @Test func anActivityWhoseTargetNoWindowHasFollowsTheRuleForItsLink() async throws {
        try second.perform(.selectTab("search"), .push(.shopItem(9)))
        let activity = UserActivity(
            activityType: UserActivity.browsingWebType, webpageURL: "https://example.com/item/9",
            targetContentIdentifier: "app://item/5")
        let before = second.state
        _ = await handlers[0].continueActivity(activity, from: .handoff)
        #expect(session.activeWindow === second, "No window has item 5: window 2 shows item 9 on top")
        #expect(second.state == before && first.state.stack(of: "search").isEmpty)
    }

    @Test func anActivityBeforeTheAppIsReadyKeepsItsTarget() async throws {
        let late = NavigationSession(registry: session.registry)
        let windows = [NavigationRouter(session: late), NavigationRouter(session: late)]
        let handlers = windows.map(LinkHandler.init(router:))
        await handlers[1].appDidBecomeReady()
        try windows[1].perform(.selectTab("search"), .push(.shopItem(4)), .push(.shopItem(2)))
        let activity = UserActivity(
            activityType: UserActivity.browsingWebType, webpageURL: "https://example.com/item/9",
            targetContentIdentifier: "app://item/4")
        #expect(await handlers[0].continueActivity(activity, from: .handoff) == .queued)
        _ = await handlers[0].appDidBecomeReady()
        #expect(windows[1].state.stack(of: "search") == [.shopItem(9)], "Queued, it still goes to window 2")
        #expect(windows[0].state.stack(of: "search").isEmpty)
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
        #expect(first.journal.entries.map(\.windowNumber) == [1])
        #expect(second.journal.entries.map(\.windowNumber) == [2])
        #expect(third.journal.entries.map(\.windowNumber) == [3])
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
