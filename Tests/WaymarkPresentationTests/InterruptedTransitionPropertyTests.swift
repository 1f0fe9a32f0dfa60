import PropertyBased
import Testing
@_spi(FrontEnd) import Waymark
@_spi(FrontEnd) import WaymarkPresentation
import WaymarkTesting

/// Random interleavings of everything that can happen to a scene while transitions run: state
/// changes by code, sign-out and sign-in, gestures begun, finished and cancelled (on the stack on
/// top, on a tab's, on a layer that may not be there), the paths the system writes (the pop and
/// push of a cancelled swipe among them, whether or not a swipe was reported), screens leaving,
/// tab taps, signals on time, twice or never, resizes, and a page asking the settings sheet for a
/// value that is given back meanwhile.
@MainActor
@Suite("Interrupted transitions, properties")
struct InterruptedTransitionPropertyTests {
    private typealias Route = PresenterApp.Route

    static let vocabulary: [TransitionReplay.Event] = {
        let one = Route.item(1).erased
        let two = Route.item(2).erased
        let settings = Route.settings.erased
        // Asking and giving come often (a page asks the sheet in one step, and in one transaction
        // with the answer too), so every run delivers values in many interleavings.
        let value = try? GivenResult(4)
        let given = value.map { [TransitionReplay.Event.navigate([.giveResult($0)])] } ?? []
        let askedAndGiven =
            value.map { [TransitionReplay.Event.navigate([.push(two), .askForResult(settings), .giveResult($0)])] }
            ?? []
        let asked = TransitionReplay.Event.navigate([.push(two), .askForResult(settings)])
        return given + given + given + askedAndGiven + [
            .navigate([.askForResult(settings)]), asked, asked,
            .navigate([.push(one)]), .navigate([.push(two, on: .tab("search"))]), .navigate([.present(settings)]),
            .navigate([.present(settings, path: [Route.item(3).erased])]), .navigate([.dismissAll]),
            .navigate([.selectTab("hub")]), .navigate([.selectTab("search")]), .navigate([.pop()]),
            .navigate([.push(Route.members.erased)]), .revoke(.signedIn), .meet(.signedIn),
            .begin(.swipingBack(.top)), .begin(.swipingBack(.tab("search"))), .begin(.draggingDown(layer: 0)),
            .begin(.draggingDown(layer: 1)), .finish, .finish, .cancel,
            .setPath([], of: .tab("search")), .setPath([one], of: .tab("search")),
            .setPath([one, two], of: .tab("search")), .stackWrote([], of: .tab("search")),
            .stackWrote([one], of: .tab("search")), .stackWrote([one, two], of: .tab("search")),
            .stackWrote([], of: .layer(0)), .screenLeft(one, of: .tab("search")),
            .screenLeft(two, of: .tab("search")), .screenLeft(Route.item(3).erased, of: .layer(0)),
            .itemCleared(layer: 0), .itemCleared(layer: 1), .selectTab("hub"), .selectTab("search"),
            .signal, .signal, .signal, .signalAgain, .watchdog, .resize(.regular), .resize(.compact),
        ]
    }()

    @Test func inEveryInterleavingTheScreenAndTheStateAgreeWhenNothingIsUnderWay() async {
        var begun = 0
        var heldBack = 0
        var inferred = 0
        var delivered = 0
        let scripts = Gen.int(in: 0..<Self.vocabulary.count).array(of: 1...40)
        await propertyCheck(count: 300, input: scripts, Gen.bool) { script, signedIn in
            let session = try NavigationSession(
                registry: PresenterApp.registry(), met: signedIn ? [.signedIn] : [])
            let replay = try TransitionReplay(session: session, roots: PresenterApp.roots)
            for index in script {
                let event = Self.vocabulary[index]
                await replay.play(event)
                let presenter = replay.presenter
                if case .begin = event, presenter.driver.gesture != nil { begun += 1 }
                if case .stackWrote = event, presenter.driver.gesture != nil { inferred += 1 }
                if presenter.driver.gesture != nil, presenter.displayed != DisplayedState(presenter.router.state) {
                    heldBack += 1
                }
            }
            let notes = replay.presenter.router.journal.entries.flatMap(\.notes)
            delivered += notes.filter { if case .resultDelivered = $0 { true } else { false } }.count
            // The finger lifts and every signal comes: the screen must come to show the state.
            await replay.play(.finish)
            await replay.settle()
            #expect(replay.violations.isEmpty, "\(replay.violations)")
            #expect(replay.presenter.displayed == DisplayedState(replay.presenter.router.state))
        }
        #expect(
            begun > 0 && heldBack > 0 && inferred > 0 && delivered > 0,
            "The scripts never began a gesture, inferred one from a stack's pop, held a change back or delivered a value; tune them"
        )
    }
}
