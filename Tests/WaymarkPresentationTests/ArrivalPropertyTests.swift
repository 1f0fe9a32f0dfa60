import PropertyBased
import Testing
@_spi(FrontEnd) import Waymark
@_spi(FrontEnd) import WaymarkPresentation
import WaymarkTesting

/// Random sequences of intents, links, sign-out and sign-in (navigation held and completed),
/// dialogs, gestures begun, finished and cancelled, paths the UI writes, tab taps, sheets swiped
/// away, signals on time, late, twice or never (the watchdog), and resizes, through the real
/// presenter: the screens reported as arrived are exactly the distinct screens on top the display
/// settles on, in order, each once, and none while a finger is down or an update is under way;
/// each names the screen that arrived before it and the cause of the transaction that put it on
/// top.
@MainActor
@Suite("Arrival, properties")
struct ArrivalPropertyTests {
    private typealias Route = PresenterApp.Route

    static let vocabulary: [TransitionReplay.Event] = {
        let one = Route.item(1).erased
        let two = Route.item(2).erased
        let settings = Route.settings.erased
        let dialog = try! Dialog(.alert, title: "Leave?", buttons: [.init("Leave"), .init("Stay", role: .cancel)])
        return [
            .navigate([.push(one)]), .navigate([.push(two)]), .navigate([.pop()]), .navigate([.present(settings)]),
            .navigate([.push(Route.members.erased)]), .revoke(.signedIn), .meet(.signedIn),
            .navigate([.showDialog(dialog)]), .navigate([.closeDialog]),
            .navigate([.present(Route.game.erased)]), .navigate([.dismissAll]), .navigate([.selectTab("hub")]),
            .navigate([.selectTab("search")]), .navigate([.push(two, on: .tab("search")), .present(settings)]),
            .navigate([.showNotice(.app(AppNotice("saved")))]), .open("app://nowhere"),
            .begin(.swipingBack(.top)), .begin(.swipingBack(.tab("search"))), .begin(.draggingDown(layer: 0)),
            .finish, .finish, .cancel, .cancel,
            .setPath([], of: .tab("search")), .setPath([one], of: .tab("search")),
            .setPath([two, one], of: .tab("search")), .itemCleared(layer: 0), .selectTab("hub"),
            .selectTab("search"), .signal, .signal, .signal, .signal, .signalAgain, .watchdog, .resize(.regular),
            .resize(.compact),
        ]
    }()

    /// The screen on top of `state`: its entry, or its tab for a tab's root.
    private static func key(_ state: NavigationState) -> String {
        state.topEntry.map { "\($0.id)" } ?? "root \(state.selectedTab)"
    }

    /// The screen an arrival reports, named as ``key(_:)`` names it.
    private static func key(_ arrival: JournalEntry) -> String? {
        guard let entry = arrival.arrival.map(\.entry) else { return nil }
        return entry.map { "\($0)" } ?? "root \(arrival.screenAfter.tab)"
    }

    /// What a replay of `script` reported and what its display settled on, each a list of screens
    /// on top, the first screen first; how many gestures it cancelled; what it broke.
    private static func replay(_ script: [Int]) async throws -> (
        arrived: [String], settledOn: [String], cancelled: Int, violations: [String]
    ) {
        let session = try NavigationSession(registry: PresenterApp.registry(), met: [.signedIn])
        let replay = try TransitionReplay(session: session, roots: PresenterApp.roots)
        let router = replay.presenter.router
        var settledOn = [key(router.state)]
        // The first screen arrives as the scene starts, before the first event.
        var arrived: [String] = []
        var cancelled = 0
        var violations: [String] = []
        var referrer = VisibleScreen(router.state, registry: router.registry)
        // Every transaction since the last arrival that put another screen on top, with its cause.
        var changes: [(key: String, cause: TransitionCause)] = []
        var newest: TransitionCause?
        router.observe { event in
            newest = event.cause
            if key(event.newState) != key(event.oldState) { changes.append((key(event.newState), event.cause)) }
        }
        func play(_ event: TransitionReplay.Event) async {
            let since = router.journal.recordedCount
            let fingerDown = replay.presenter.driver.gesture != nil
            await replay.play(event)
            let entries = router.journal.entries.filter { $0.number > since && $0.arrival != nil }
            for entry in entries {
                let cause =
                    entry.arrival?.referrer == nil ? .launch : changes.last { $0.key == key(entry) }?.cause ?? newest
                if entry.cause != cause {
                    violations.append("after \(event): \(entry) names \(entry.cause), not \(String(describing: cause))")
                }
                if entry.screenBefore != referrer {
                    violations.append("after \(event): \(entry) names another referrer")
                }
                referrer = entry.screenAfter
                // The first screen arrives as the scene starts, before the event's transactions.
                if entry.arrival?.referrer != nil { changes = [] }
            }
            let new = entries.compactMap { key($0) }
            arrived += new
            if fingerDown, replay.presenter.driver.gesture != nil, !new.isEmpty {
                violations.append("after \(event): \(new) arrived while a finger was down")
            }
            if case .cancel = event, fingerDown { cancelled += 1 }
            let presenter = replay.presenter
            let settled =
                presenter.driver.inFlight == nil && presenter.driver.gesture == nil
                && presenter.displayed == DisplayedState(router.state)
            if settled, settledOn.last != key(router.state) { settledOn.append(key(router.state)) }
        }
        for index in script { await play(vocabulary[index]) }
        // The finger lifts and every signal comes: the display settles, once more.
        await play(.finish)
        for _ in 0..<1_000 where replay.presenter.driver.inFlight != nil { await play(.signal) }
        return (arrived, settledOn, cancelled, violations + replay.violations)
    }

    @Test func theArrivalsAreTheDistinctScreensTheDisplaySettlesOnInOrderEachOnce() async {
        var reported = 0
        var cancelled = 0
        let scripts = Gen.int(in: 0..<Self.vocabulary.count).array(of: 1...40)
        await propertyCheck(count: 200, input: scripts) { script in
            let run = try await Self.replay(script)
            reported += run.arrived.count - 1
            #expect(run.arrived.first == "root hub", "The scene's first screen arrives first")
            cancelled += run.cancelled
            #expect(run.arrived == run.settledOn, "\(script.map { Self.vocabulary[$0] })")
            #expect(run.violations.isEmpty, "\(run.violations)")
        }
        // The generators' reach, not a statistic: a bound near the mean (20 cancellations) failed
        // one run in ten beside a build (docs/ci.md, "The suite, twenty times in a row").
        #expect(reported > 0 && cancelled > 0, "The scripts never brought a screen or cancelled a gesture; tune them")
    }
}
