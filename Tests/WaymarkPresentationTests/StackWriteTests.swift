import Testing
@_spi(FrontEnd) import Waymark
import WaymarkTesting

@_spi(FrontEnd) @testable import WaymarkPresentation

private typealias Route = PresenterApp.Route

private func page(_ id: Int) -> AnyRoute { Route.item(id).erased }
private let search = StackTarget.tab("search")

/// What a navigation stack writes to its binding, read as what it means: the pop of its top screen
/// is that screen leaving (a swipe back, reported or not), held until the screen has left; the
/// same screen written back is the swipe cancelled (iOS 18's pop-then-push), never two
/// transactions.
@MainActor
@Suite("The stack's writes: a swipe back inferred from its pop")
struct StackWriteTests {
    let ui = ManualHost()

    /// A presenter on the search tab showing pages 1 and 2, nothing under way.
    func presenter() throws -> ScreenPresenter {
        let presenter = try PresenterApp.presenter(host: ui, signedIn: true)
        try presenter.userSetSelectedTab("search")
        try presenter.userSetRoutes([page(1), page(2)], of: search)
        ui.finishAllAnimations()
        return presenter
    }

    @Test func thePopOfTheTopScreenIsHeldUntilTheScreenHasLeft() throws {
        let presenter = try presenter()
        let recorded = presenter.router.journal.transactions.count
        try presenter.writeStack([page(1)], of: search)
        #expect(presenter.driver.gesture == .swipingBack(search))
        #expect(presenter.router.state.stack(of: "search") == [page(1), page(2)], "Not gone yet: it is leaving")
        #expect(presenter.path(of: search) == [page(1)], "The binding reads what the stack wrote")
        #expect(presenter.router.journal.transactions.count == recorded)

        try presenter.screenLeft(page(1), of: search)
        #expect(presenter.driver.gesture != nil, "Another screen leaving means nothing")
        try presenter.screenLeft(page(2), of: search)
        #expect(presenter.driver.gesture == nil)
        #expect(presenter.router.state.stack(of: "search") == [page(1)])
        #expect(presenter.router.journal.transactions.count == recorded + 1)
        #expect(presenter.router.journal.transactions.last?.cause == .gesture(.swipedBack(search, toDepth: 1)))
        #expect(presenter.displayed == DisplayedState(presenter.router.state))
    }

    @Test func thePopThenThePushOfTheSameScreenIsOneCancellationAndWritesNothing() throws {
        let presenter = try presenter()
        let before = (state: presenter.router.state, recorded: presenter.router.journal.transactions.count)
        try presenter.writeStack([page(1)], of: search)
        try presenter.writeStack([page(1), page(2)], of: search)
        #expect(presenter.driver.gesture == nil)
        #expect(presenter.router.state == before.state)
        #expect(presenter.router.journal.transactions.count == before.recorded, "Neither a pop nor a push")
        #expect(presenter.path(of: search) == [page(1), page(2)])
        try presenter.screenLeft(page(2), of: search)
        #expect(presenter.router.state == before.state, "A late disappearance of the cancelled swipe means nothing")
    }

    @Test func aSwipeReportedAfterTheStackWroteItsPopIsTheSameSwipe() throws {
        let presenter = try presenter()
        let before = (state: presenter.router.state, recorded: presenter.router.journal.transactions.count)
        try presenter.writeStack([page(1)], of: search)
        try presenter.userBegan(.swipingBack(search))
        try presenter.userCancelledGesture()
        try presenter.writeStack([page(1), page(2)], of: search)
        #expect(presenter.router.state == before.state)
        #expect(presenter.router.journal.transactions.count == before.recorded)
        #expect(presenter.displayed == DisplayedState(presenter.router.state))
    }

    @Test(arguments: [true, false])
    func aSwipeReportedBeforeThePopFinishesOnceWhicheverEndComesFirst(fingerLiftsFirst: Bool) throws {
        let presenter = try presenter()
        let recorded = presenter.router.journal.transactions.count
        try presenter.userBegan(.swipingBack(search))
        try presenter.writeStack([page(1)], of: search)
        #expect(presenter.driver.gesture == .swipingBack(search))
        if fingerLiftsFirst {
            try presenter.userFinishedGesture()
            #expect(presenter.driver.gesture == nil, "The finger lifting ends the swipe")
            try presenter.screenLeft(page(2), of: search)
        } else {
            try presenter.screenLeft(page(2), of: search)
            #expect(presenter.driver.gesture == nil, "The swiped screen leaving ends the swipe")
            #expect(throws: ScreenRefusal.noGestureInProgress) { try presenter.userFinishedGesture() }
        }
        #expect(presenter.router.state.stack(of: "search") == [page(1)])
        #expect(presenter.router.journal.transactions.count == recorded + 1)
        #expect(presenter.displayed == DisplayedState(presenter.router.state))
        #expect(throws: ScreenRefusal.noGestureInProgress) { try presenter.userFinishedGesture() }
    }

    @Test func aLinkWhileTheScreenLeavesWaitsForItToHaveLeft() async throws {
        let presenter = try presenter()
        try presenter.writeStack([page(1)], of: search)
        try presenter.router.perform(.present(Route.settings.erased))
        #expect(presenter.router.state.modals.count == 1, "The state changes at once")
        #expect(presenter.driver.inFlight == nil, "The screen waits")
        try presenter.screenLeft(page(2), of: search)
        #expect(presenter.router.state.stack(of: "search") == [page(1)])
        #expect(presenter.driver.inFlight?.steps.count == 1, "Then the sheet is presented over what the swipe left")
        ui.finishAllAnimations()
        #expect(presenter.displayed == DisplayedState(presenter.router.state))
    }

    @Test func theWatchdogEndsASwipeWhoseScreenNeverReportsLeaving() throws {
        let presenter = try presenter()
        let watchdogs = ui.watchdogs.count
        try presenter.writeStack([page(1)], of: search)
        #expect(ui.watchdogs.count == watchdogs + 1)
        ui.expireWatchdog(watchdogs)
        #expect(presenter.driver.gesture == nil)
        #expect(presenter.router.state.stack(of: "search") == [page(1)], "What the stack wrote last stands")
        #expect(presenter.displayed == DisplayedState(presenter.router.state))
    }

    @Test func aReportedSwipeIsNotEndedByTheWatchdog() throws {
        let presenter = try presenter()
        let watchdogs = ui.watchdogs.count
        try presenter.writeStack([page(1)], of: search)
        try presenter.userBegan(.swipingBack(search))
        ui.expireWatchdog(watchdogs)
        #expect(presenter.driver.gesture == .swipingBack(search), "The finger may rest as long as it likes")
    }

    @Test func aTabTappedWhileTheScreenLeavesLetsThePopStandFirst() throws {
        let presenter = try presenter()
        let recorded = presenter.router.journal.transactions.count
        try presenter.writeStack([page(1)], of: search)
        try presenter.userSetSelectedTab("hub")
        #expect(presenter.router.state.stack(of: "search") == [page(1)])
        #expect(presenter.router.state.selectedTab == "hub")
        #expect(
            presenter.router.journal.transactions.suffix(2).map(\.cause) == [
                .gesture(.swipedBack(search, toDepth: 1)), .gesture(.selectedTab("hub")),
            ])
        #expect(presenter.router.journal.transactions.count == recorded + 2)
    }

    @Test func aPopOfMoreThanTheTopScreenIsWrittenAtOnce() throws {
        let presenter = try presenter()
        try presenter.writeStack([], of: search)
        #expect(presenter.driver.gesture == nil)
        #expect(presenter.router.state.stack(of: "search") == [])
    }

    @Test func aPushIsWrittenAtOnceAsTheUserMadeIt() throws {
        let presenter = try presenter()
        try presenter.writeStack([page(1), page(2), page(3)], of: search)
        #expect(presenter.driver.gesture == nil)
        #expect(presenter.router.state.stack(of: "search") == [page(1), page(2), page(3)])
    }
}
