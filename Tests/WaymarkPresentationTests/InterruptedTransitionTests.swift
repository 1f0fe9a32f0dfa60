import Testing
@_spi(FrontEnd) import Waymark
@_spi(FrontEnd) import WaymarkPresentation
import WaymarkTesting

private typealias Route = PresenterApp.Route

private func page(_ id: Int) -> AnyRoute { Route.item(id).erased }
private let members = Route.members.erased
private let settings = Route.settings.erased

/// A scene of the presenter app, replayed event by event; settled on the search tab showing
/// `stack` (and `settings` as a sheet over it when `withSheet`).
@MainActor
private func scene(_ stack: [AnyRoute] = [], withSheet: Bool = false, signedIn: Bool = true) async throws
    -> TransitionReplay
{
    let session = try NavigationSession(registry: PresenterApp.registry(), met: signedIn ? [.signedIn] : [])
    let replay = try TransitionReplay(session: session, roots: PresenterApp.roots)
    var intents: [NavigationIntent] = [.selectTab("search")] + stack.map { .push($0) }
    if withSheet { intents.append(.present(settings)) }
    await replay.play(.navigate(intents))
    await replay.settle()
    return replay
}

/// The named interrupted transitions of issue 42, each replayed through the real presenter: the
/// finger wins, a cancelled gesture leaves no trace, and the screen and the state agree whenever
/// nothing is under way.
@MainActor
@Suite("Interrupted transitions")
struct InterruptedTransitionTests {
    @Test func aLinkMidSwipeBackWaitsForTheFingerThenBothShow() async throws {
        let replay = try await scene([page(1), page(2)])
        let applied = replay.updatesApplied
        await replay.play([.begin(.swipingBack(.top)), .navigate([.present(settings)])])
        let router = replay.presenter.router
        #expect(router.state.modals.map(\.root) == [settings], "The state changes at once")
        #expect(replay.presenter.displayed.modals.isEmpty, "The screen waits for the finger")
        #expect(replay.updatesApplied == applied)
        await replay.play(.finish)
        #expect(router.state.stack(of: "search") == [page(1)])
        #expect(router.journal.transactions.last?.cause == .gesture(.swipedBack(.tab("search"), toDepth: 1)))
        await replay.settle()
        #expect(replay.presenter.displayed == DisplayedState(router.state))
        #expect(replay.violations.isEmpty, "\(replay.violations)")
    }

    @Test func aNotificationMidSheetDragLandsUnderTheDismissedSheet() async throws {
        let replay = try await scene([page(1)], withSheet: true)
        await replay.play([.begin(.draggingDown(layer: 0)), .navigate([.push(page(3), on: .tab("search"))])])
        #expect(replay.presenter.displayed.stack(of: "search") == [page(1)], "Nothing moves under the finger")
        await replay.play(.finish)
        let router = replay.presenter.router
        #expect(router.state.modals.isEmpty && router.state.stack(of: "search") == [page(1), page(3)])
        await replay.settle()
        #expect(replay.presenter.displayed == DisplayedState(router.state))
        #expect(replay.violations.isEmpty, "\(replay.violations)")
    }

    @Test(arguments: [true, false])
    func aResultDeliveredMidSheetDragWaitsForTheFingerAndThenShows(finishes: Bool) async throws {
        let replay = try await scene([page(1), page(2)])
        let router = replay.presenter.router
        await replay.play(.navigate([.askForResult(settings)]))
        await replay.settle()
        let asker = try #require(router.state.entries(of: "search").last)
        await replay.play([.begin(.draggingDown(layer: 0)), .navigate([.giveResult(try GivenResult(7))])])
        #expect(router.state.modals.isEmpty && router.state.stack(of: "search") == [page(1), page(7)])
        #expect(router.state.entries(of: "search").last == asker, "Delivered to the entry that asked")
        #expect(replay.presenter.displayed.modals.count == 1, "The sheet stays under the finger")
        #expect(replay.presenter.displayed.stack(of: "search") == [page(1), page(2)])
        let recorded = router.journal.transactions.count
        await replay.play(finishes ? .finish : .cancel)
        #expect(router.journal.transactions.count == recorded, "The state already closed the sheet: nothing written")
        await replay.settle()
        #expect(replay.presenter.displayed == DisplayedState(router.state))
        #expect(replay.violations.isEmpty, "\(replay.violations)")
    }

    /// Issue 65: the drag's end takes away the layer the finger dragged, by its identity, and
    /// nothing the state put over it meanwhile (a mode's cover), which the screen never showed.
    @Test func aFinishedDragTakesOnlyTheDraggedSheetNotTheCoverPutOverIt() async throws {
        let replay = try await scene(withSheet: true)
        let game = Route.game.erased
        await replay.play([.begin(.draggingDown(layer: 0)), .navigate([.present(game)])])
        let router = replay.presenter.router
        let cover = try #require(router.state.modals.last?.rootEntry.id)
        #expect(router.state.modals.map(\.root) == [settings, game], "The state changes at once")
        await replay.play(.finish)
        await replay.settle()
        #expect(router.state.modals.map(\.root) == [game], "Only the dragged sheet went")
        #expect(router.state.modals.first?.rootEntry.id == cover, "The cover is the same screen, not a new one")
        #expect(replay.presenter.displayed.modals.map(\.root) == [game], "and the screen shows it")
        let write = router.journal.transactions.last
        #expect(write?.cause == .gesture(.draggedDown(layer: 0)), "Journaled as the drag")
        #expect(write?.left == [settings])
        #expect(replay.violations.isEmpty, "\(replay.violations)")
    }

    /// A gesture's end is matched by the entry the finger took, not by its link: the sheet under
    /// the finger was closed by code and the same screen presented again meanwhile, another entry.
    /// Finishing the drag writes nothing, and the new sheet stays (issue 54's hostile run found it
    /// through the binary; this is the presenter's own rule).
    @Test func finishingADragAfterTheSameSheetWasPresentedAgainKeepsTheNewSheet() async throws {
        let replay = try await scene([page(1)], withSheet: true)
        let router = replay.presenter.router
        let dragged = try #require(router.state.modals.first?.rootEntry.id)
        await replay.play([.begin(.draggingDown(layer: 0)), .navigate([.dismissTop]), .navigate([.present(settings)])])
        let reopened = try #require(router.state.modals.first?.rootEntry.id)
        #expect(reopened != dragged && router.state.modals.map(\.root) == [settings], "Another entry, the same link")
        let recorded = router.journal.transactions.count
        await replay.play(.finish)
        #expect(router.state.modals.map(\.rootEntry.id) == [reopened], "The finger dragged the old sheet, not this one")
        #expect(router.journal.transactions.count == recorded, "Nothing written: the state had closed that sheet")
        await replay.settle()
        #expect(replay.presenter.displayed == DisplayedState(router.state))
        #expect(replay.presenter.displayed.modals.map(\.root) == [settings], "The new sheet is presented")
        #expect(replay.violations.isEmpty, "\(replay.violations)")
    }

    /// The same for a swipe back: the page under the finger was popped by code and the same page
    /// pushed again meanwhile; finishing the swipe keeps the page pushed again.
    @Test func finishingASwipeAfterTheSamePageWasPushedAgainKeepsTheNewPage() async throws {
        let replay = try await scene([page(1), page(2)])
        let router = replay.presenter.router
        let swiped = try #require(router.state.entries(of: "search").last)
        await replay.play([
            .begin(.swipingBack(.top)), .navigate([.pop(.tab("search"))]),
            .navigate([.push(page(2), on: .tab("search"))]),
        ])
        let pushedAgain = try #require(router.state.entries(of: "search").last)
        #expect(pushedAgain != swiped && router.state.stack(of: "search") == [page(1), page(2)])
        let recorded = router.journal.transactions.count
        await replay.play(.finish)
        #expect(router.state.stack(of: "search") == [page(1), page(2)], "The swipe took the old page, not this one")
        #expect(router.state.entries(of: "search").last == pushedAgain)
        #expect(router.journal.transactions.count == recorded, "Nothing written: the state had popped that page")
        await replay.settle()
        #expect(replay.presenter.displayed == DisplayedState(router.state))
        #expect(replay.violations.isEmpty, "\(replay.violations)")
    }

    @Test func signingOutMidSwipeWritesNothingForAScreenTheStateAlreadyRemoved() async throws {
        let replay = try await scene([page(1), members])
        let router = replay.presenter.router
        await replay.play([.begin(.swipingBack(.top)), .revoke(.signedIn)])
        #expect(router.state.stack(of: "search") == [page(1)], "Sign-out pruned the screen under the finger")
        let recorded = router.journal.transactions.count
        await replay.play(.finish)
        #expect(router.journal.transactions.count == recorded, "The state already took the screen away")
        #expect(router.state.stack(of: "search") == [page(1)])
        await replay.settle()
        #expect(replay.presenter.displayed == DisplayedState(router.state))
        #expect(replay.violations.isEmpty, "\(replay.violations)")
    }

    @Test func aCancelledGestureWritesNothingAndShowsOnlyWhatChangedMeanwhile() async throws {
        let replay = try await scene([page(1), page(2)])
        let router = replay.presenter.router
        await replay.play([.begin(.swipingBack(.top)), .navigate([.selectTab("hub")])])
        let during = (state: router.state, recorded: router.journal.transactions.count)
        await replay.play(.cancel)
        #expect(router.state == during.state && router.journal.transactions.count == during.recorded)
        #expect(router.state.stack(of: "search") == [page(1), page(2)], "The swiped screen stays")
        await replay.settle()
        #expect(replay.presenter.displayed.selectedTab == "hub")
        #expect(replay.violations.isEmpty, "\(replay.violations)")
    }

    /// iOS 18 and later write the pop when a swipe back starts and the same screen back when it
    /// is cancelled: one cancellation, never a pop and a push.
    @Test func aCancelledSwipeReportedAsPopThenPushIsOneCancellation() async throws {
        let replay = try await scene([page(1), page(2)])
        let router = replay.presenter.router
        let recorded = router.journal.transactions.count
        await replay.play([
            .begin(.swipingBack(.tab("search"))), .setPath([page(1)], of: .tab("search")),
            .setPath([page(1), page(2)], of: .tab("search")),
        ])
        #expect(replay.presenter.driver.gesture == nil, "The push of the same screen ended the swipe")
        #expect(router.journal.transactions.count == recorded, "No transaction for either write")
        #expect(router.state.stack(of: "search") == [page(1), page(2)])
        #expect(replay.violations.isEmpty, "\(replay.violations)")
    }

    /// TCA #3450, swiftlang/swift#77088: a tab switched while a push animates.
    @Test func aTabSelectedWhileAPushAnimatesEndsWithBoth() async throws {
        let replay = try await scene()
        await replay.play([.navigate([.push(page(1))]), .selectTab("hub")])
        await replay.settle()
        let router = replay.presenter.router
        #expect(router.state.selectedTab == "hub" && router.state.stack(of: "search") == [page(1)])
        #expect(replay.presenter.displayed == DisplayedState(router.state))
        #expect(replay.violations.isEmpty, "\(replay.violations)")
    }

    /// Navigator #92: a push onto the root stack, then the system's back before it finished.
    @Test func aSystemBackDuringAPushLeavesNoDuplicate() async throws {
        let replay = try await scene()
        await replay.play([.navigate([.push(page(1))]), .setPath([], of: .tab("search")), .signal, .signalAgain])
        await replay.settle()
        let router = replay.presenter.router
        #expect(router.state.stack(of: "search") == [])
        #expect(replay.presenter.displayed.stack(of: "search") == [])
        #expect(replay.violations.isEmpty, "\(replay.violations)")
    }

    /// The app sent to the background mid-animation: no signal comes, the watchdog completes the
    /// update, and a gesture begun meanwhile still holds what follows.
    @Test func aSignalThatNeverComesDuringAGestureIsCoveredByTheWatchdog() async throws {
        let replay = try await scene([page(1)])
        await replay.play([
            .navigate([.present(settings)]), .begin(.swipingBack(.tab("search"))), .watchdog,
            .navigate([.dismissAll]),
        ])
        #expect(replay.presenter.driver.inFlight == nil && replay.presenter.displayed.modals.map(\.root) == [settings])
        await replay.play(.finish)
        await replay.settle()
        let router = replay.presenter.router
        #expect(router.state.modals.isEmpty && router.state.stack(of: "search") == [])
        #expect(replay.presenter.displayed == DisplayedState(router.state))
        #expect(replay.violations.isEmpty, "\(replay.violations)")
    }

    /// A sheet the system dismisses (the window resized, the scene closing) clears its item as a
    /// swipe does: written back as the gesture, even while an update runs under it.
    @Test func aSheetTheSystemDismissesMidUpdateIsWrittenBackLikeAGesture() async throws {
        let replay = try await scene([page(1)], withSheet: true)
        await replay.play([.navigate([.push(page(2), on: .tab("search"))]), .resize(.regular), .itemCleared(layer: 0)])
        let router = replay.presenter.router
        #expect(router.state.modals.isEmpty)
        #expect(router.journal.transactions.last?.cause == .gesture(.draggedDown(layer: 0)))
        #expect(router.state.stack(of: "search") == [page(1), page(2)], "What navigation did meanwhile stays")
        await replay.settle()
        #expect(replay.presenter.displayed == DisplayedState(router.state))
        #expect(replay.violations.isEmpty, "\(replay.violations)")
    }

    @Test func aGestureTheScreenCannotMakeIsRefusedAndASecondBeginToo() async throws {
        let replay = try await scene()
        let presenter = replay.presenter
        #expect(throws: ScreenRefusal.nothingToSwipeBack(.tab("search"))) {
            try presenter.userBegan(.swipingBack(.top))
        }
        #expect(throws: ScreenRefusal.noSuchLayer(0)) { try presenter.userBegan(.draggingDown(layer: 0)) }
        #expect(throws: ScreenRefusal.noGestureInProgress) { try presenter.userFinishedGesture() }
        await replay.play([.navigate([.present(Route.game.erased)]), .signal])
        #expect(throws: ScreenRefusal.notDraggable(layer: 0, style: .fullScreenCover)) {
            try presenter.userBegan(.draggingDown(layer: 0))
        }
        await replay.play([.navigate([.dismissAll, .push(page(1))]), .signal, .signal])
        try presenter.userBegan(.swipingBack(.top))
        #expect(throws: ScreenRefusal.gestureInProgress(.swipingBack(.tab("search")))) {
            try presenter.userBegan(.swipingBack(.top))
        }
    }
}
