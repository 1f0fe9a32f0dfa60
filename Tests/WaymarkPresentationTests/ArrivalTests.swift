import Foundation
import Testing
@_spi(FrontEnd) import Waymark
@_spi(FrontEnd) import WaymarkPresentation
import WaymarkTesting

private typealias Route = PresenterApp.Route

private func page(_ id: Int) -> AnyRoute { Route.item(id).erased }
private let settings = Route.settings.erased

/// A scene of the presenter app on the search tab showing `stack` (and the settings sheet over it
/// when `withSheet`), settled, its arrivals so far forgotten.
@MainActor
func arrivalScene(_ stack: [AnyRoute] = [], withSheet: Bool = false) async throws -> TransitionReplay {
    let session = try NavigationSession(registry: PresenterApp.registry(), met: [.signedIn])
    let replay = try TransitionReplay(session: session, roots: PresenterApp.roots)
    var intents: [NavigationIntent] = [.selectTab("search")] + stack.map { .push($0) }
    if withSheet { intents.append(.present(settings)) }
    await replay.play(.navigate(intents))
    await replay.settle()
    replay.presenter.router.clearJournal()
    return replay
}

/// What the user saw arrive, oldest first: each screen's destination and the one before it.
@MainActor
func arrivals(_ replay: TransitionReplay) -> [String] {
    replay.presenter.router.journal.arrivals.map { "\($0.screenBefore.destination) > \($0.screenAfter.destination)" }
}

/// A screen that says it has arrived (docs/presentation.md, "Arrival"): once the plan that brings it
/// has played its last update with no finger down, once per screen, replayed through the real
/// presenter.
@MainActor
@Suite("Arrival: one report per screen the user sees")
struct ArrivalTests {
    @Test func aPushArrivesOnceItsLastUpdateIsDoneWithItsCauseAndTheUpdatesItTook() async throws {
        let replay = try await arrivalScene()
        await replay.play(.navigate([.push(page(1))]))
        #expect(arrivals(replay).isEmpty, "The push is still animating")
        await replay.play(.signal)
        let router = replay.presenter.router
        let arrival = try #require(router.journal.arrivals.last)
        #expect(arrivals(replay) == ["app.search > app.item"])
        #expect(arrival.cause == .user && arrival.screenAfter.route == page(1))
        #expect(arrival.arrival?.entry == router.state.topEntry?.id && arrival.arrival?.updates == 1)
        await replay.play(.signalAgain)
        #expect(arrivals(replay).count == 1, "A late signal reports nothing again")
        #expect(replay.violations.isEmpty, "\(replay.violations)")
    }

    @Test func aPlanReplacedMidWayReportsOnlyTheScreenThatEndsUpShown() async throws {
        let replay = try await arrivalScene()
        await replay.play([.navigate([.push(page(1))]), .navigate([.push(page(2))]), .navigate([.present(settings)])])
        await replay.settle()
        #expect(arrivals(replay) == ["app.search > app.settings"])
        let arrival = replay.presenter.router.journal.arrivals.last?.arrival
        #expect(arrival?.entry == replay.presenter.router.state.topEntry?.id && arrival?.updates == 2)
        #expect(replay.violations.isEmpty, "\(replay.violations)")
    }

    @Test func aFinishedSwipeReportsTheUncoveredScreenAndACancelledOneNothing() async throws {
        let replay = try await arrivalScene([page(1), page(2)])
        await replay.play([.begin(.swipingBack(.top)), .cancel])
        await replay.settle()
        #expect(arrivals(replay).isEmpty, "Nothing changed")
        await replay.play(.begin(.swipingBack(.top)))
        #expect(arrivals(replay).isEmpty, "The finger is still down")
        await replay.play(.finish)
        #expect(arrivals(replay) == ["app.item > app.item"])
        #expect(replay.presenter.router.journal.arrivals.last?.screenAfter.route == page(1))
        #expect(
            replay.presenter.router.journal.arrivals.last?.cause == .gesture(.swipedBack(.tab("search"), toDepth: 1)))
        #expect(replay.violations.isEmpty, "\(replay.violations)")
    }

    @Test func aSheetDraggedAwayReportsTheScreenUnderIt() async throws {
        let replay = try await arrivalScene([page(1)], withSheet: true)
        await replay.play([.begin(.draggingDown(layer: 0)), .finish])
        await replay.settle()
        #expect(arrivals(replay) == ["app.settings > app.item"])
        #expect(replay.violations.isEmpty, "\(replay.violations)")
    }

    @Test func nothingArrivesWhileAFingerIsDownAndTheChangeArrivesWhenItLifts() async throws {
        let replay = try await arrivalScene([page(1), page(2)])
        await replay.play([.begin(.swipingBack(.top)), .navigate([.present(settings)]), .signal, .watchdog])
        #expect(arrivals(replay).isEmpty)
        await replay.play(.finish)
        await replay.settle()
        #expect(arrivals(replay) == ["app.item > app.settings"], "What the user sees once the finger lifts")
        #expect(replay.violations.isEmpty, "\(replay.violations)")
    }

    @Test func aWidthChangeAndANoticeReportNothing() async throws {
        let replay = try await arrivalScene([page(1)])
        await replay.play([.resize(.regular), .navigate([.showNotice(.app(AppNotice("saved")))]), .resize(.compact)])
        await replay.settle()
        #expect(arrivals(replay).isEmpty)
        #expect(replay.violations.isEmpty, "\(replay.violations)")
    }

    @Test func aRestorationReportsTheRestoredScreenOnceEvenWhereTheScreenWas() async throws {
        let replay = try await arrivalScene([page(1)])
        let router = replay.presenter.router
        let snapshot = try router.snapshot()
        _ = try router.restore(from: snapshot)
        #expect(arrivals(replay) == ["app.item > app.item"])
        #expect(router.journal.arrivals.last?.cause == .restoration)
        let restored = router.journal.arrivals.last?.arrival
        #expect(restored?.entry == router.state.topEntry?.id && restored?.updates == 0)
        await replay.settle()
        #expect(arrivals(replay).count == 1)
        #expect(replay.violations.isEmpty, "\(replay.violations)")
    }

    /// A notice about the saved session comes with the cause `.restoration`, and restores nothing.
    @Test func aNoticeWithTheCauseOfARestorationIsNoRestorationAndKeepsTheFinger() async throws {
        let replay = try await arrivalScene([page(1), page(2)])
        let router = replay.presenter.router
        await replay.play(.begin(.swipingBack(.top)))
        try router.perform(.showNotice(.app(AppNotice("saved elsewhere"))), cause: .restoration)
        #expect(arrivals(replay).isEmpty)
        #expect(replay.presenter.driver.gesture == .swipingBack(.tab("search")), "The finger is still down")
        await replay.play(.finish)
        #expect(arrivals(replay) == ["app.item > app.item"])
        #expect(replay.violations.isEmpty, "\(replay.violations)")
    }

    /// The screen's cause is the transaction's that put it on top, not a write-back after it.
    @Test func anArrivalNamesTheCauseOfTheTransactionThatBroughtItNotALaterOne() async throws {
        let replay = try await arrivalScene([page(1)])
        let router = replay.presenter.router
        await replay.play(.begin(.swipingBack(.top)))
        try router.apply(NavigationTransaction([.present(settings)], cause: .link("app://settings")))
        try router.perform(.showNotice(.app(AppNotice("saved"))))
        await replay.play(.finish)
        await replay.settle()
        #expect(router.journal.transactions.last?.cause == .gesture(.swipedBack(.tab("search"), toDepth: 0)))
        let arrival = try #require(router.journal.arrivals.last)
        #expect(arrival.cause == .link("app://settings"), "Not the swipe written back, nor the notice")
        #expect(arrival.screenAfter.route == settings)
        #expect(replay.violations.isEmpty, "\(replay.violations)")
    }

    /// TCA #3450, swiftlang/swift#77088: a tab switched while a push animates. The user sees the tab.
    @Test func aTabSelectedWhileAPushAnimatesReportsTheTabAlone() async throws {
        let replay = try await arrivalScene()
        await replay.play([.navigate([.push(page(1))]), .selectTab("hub")])
        await replay.settle()
        #expect(arrivals(replay) == ["app.search > app.home"])
        #expect(replay.violations.isEmpty, "\(replay.violations)")
    }

    /// Navigator #92: a push, then the system's back before it finished, signals late and twice:
    /// the user ends where they began, so nothing arrived.
    @Test func aSystemBackDuringAPushReportsNothing() async throws {
        let replay = try await arrivalScene()
        await replay.play([.navigate([.push(page(1))]), .setPath([], of: .tab("search")), .signal, .signalAgain])
        await replay.settle()
        #expect(arrivals(replay).isEmpty)
        #expect(replay.violations.isEmpty, "\(replay.violations)")
    }

    /// iOS 18 writes a cancelled swipe as the pop, then the same screen pushed back.
    @Test func aCancelledSwipeWrittenAsPopThenPushReportsNothing() async throws {
        let replay = try await arrivalScene([page(1), page(2)])
        await replay.play([
            .begin(.swipingBack(.tab("search"))), .setPath([page(1)], of: .tab("search")),
            .setPath([page(1), page(2)], of: .tab("search")),
        ])
        await replay.settle()
        #expect(arrivals(replay).isEmpty)
        #expect(replay.violations.isEmpty, "\(replay.violations)")
    }

    @Test func aPathWrittenAtOnceReportsTheScreenItLeavesNotTheOneBetween() async throws {
        let replay = try await arrivalScene([page(1)])
        await replay.play(.setPath([page(2)], of: .tab("search")))
        await replay.settle()
        #expect(arrivals(replay) == ["app.item > app.item"], "Not the search screen the pop passed through")
        #expect(replay.presenter.router.journal.arrivals.last?.screenAfter.route == page(2))
        #expect(replay.violations.isEmpty, "\(replay.violations)")
    }

    @Test func oneObserverHearsEveryArrivalAsAScreenView() async throws {
        let replay = try await arrivalScene()
        var views: [ScreenViewEvent] = []
        replay.presenter.router.observeScreenViews { views.append($0) }
        await replay.play([.navigate([.push(page(1))]), .signal, .begin(.swipingBack(.top)), .cancel])
        await replay.play([.open("app://nowhere"), .navigate([.present(settings)]), .signal])
        #expect(views.map(\.destination) == ["app.item", "app.settings"])
        #expect(views.map(\.previous) == ["app.search", "app.item"])
        #expect(views.map(\.arrival) == [.tap, .tap])
    }
}
