import Testing

@_spi(FrontEnd) @testable import Waymark
@_spi(FrontEnd) @testable import WaymarkPresentation
@testable import WaymarkTesting

enum NoteRoute: Route {
    case list
    case note(Int)
    case share

    static let typeKey = "notes"

    var destinationName: DestinationName {
        switch self {
        case .list: "notes.list"
        case .note: "notes.note"
        case .share: "notes.share"
        }
    }
}

struct NotesFeature: NavigationFeature {
    var name = "notes"

    func register(into registrar: inout FeatureRegistrar) {
        registrar.register(
            NoteRoute.self,
            destinations: [
                .tabRoot("notes.list", tab: "notes"),
                .push("notes.note", hostTab: "notes"),
                .sheet("notes.share"),
            ])
    }
}

@MainActor
@Suite("Navigation harness")
struct NavigationHarnessTests {
    @Test func drivesTheRealRouterAndRecordsEvents() throws {
        let harness = try NavigationHarness(tabs: ["notes", "archive"], feature: NotesFeature())
        #expect(harness.registry.destination(named: "notes.note")?.feature == "notes")
        try harness.router.perform(.push(NoteRoute.note(1).erased), .present(NoteRoute.share.erased))
        try harness.router.perform(.dismissTop)
        #expect(harness.events.count == 2)
        #expect(harness.events.last?.newState == harness.state)
        harness.expectState(harness.state(tab: "notes", stacks: ["notes": [NoteRoute.note(1).erased]]))
    }

    @Test func reportsRegistryConflictsAsTheAppWould() {
        #expect(
            throws: RegistryError(conflicts: [
                .duplicateFeature("notes"),
                .duplicateRouteType(
                    key: "notes", firstFeature: "notes", secondFeature: "notes"),
                .duplicateDestination("notes.list", firstFeature: "notes", secondFeature: "notes"),
                .duplicateDestination("notes.note", firstFeature: "notes", secondFeature: "notes"),
                .duplicateDestination("notes.share", firstFeature: "notes", secondFeature: "notes"),
            ])
        ) {
            try NavigationHarness(tabs: ["notes"], features: [NotesFeature(), NotesFeature()])
        }
    }

    @Test func expectedStatesGiveEveryTabAStack() throws {
        let harness = try NavigationHarness(tabs: ["notes", "archive"], feature: NotesFeature())
        let state = harness.state(tab: "archive", notice: .app(AppNotice("hi")))
        #expect(state.stacks == ["notes": [], "archive": []])
        #expect(state.selectedTab == "archive")
        #expect(state.notice == .app(AppNotice("hi")))
    }

    @Test func aWrongExpectationFailsShowingTheDifferingLines() throws {
        let harness = try NavigationHarness(tabs: ["notes", "archive"], feature: NotesFeature())
        try harness.router.perform(.push(NoteRoute.note(1).erased))
        withKnownIssue {
            harness.expectState(harness.state(tab: "notes", stacks: ["notes": [NoteRoute.note(2).erased]]))
        } matching: { issue in
            let text = String(describing: issue)
            return text.contains("- stack notes: notes.note(note(2))")
                && text.contains("+ stack notes: notes.note(note(1))")
        }
    }
}

@MainActor
@Suite("Call recorder")
struct CallRecorderTests {
    enum Call: Equatable {
        case open(Int)
        case close
    }

    @Test func recordsCallsInOrderAndHandsThemOver() {
        let recorder = CallRecorder<Call>()
        recorder.record(.open(1))
        recorder.record(.close)
        #expect(recorder.calls == [.open(1), .close])
        #expect(recorder.takeCalls() == [.open(1), .close])
        #expect(recorder.calls.isEmpty)
    }
}

@Suite("State outline")
struct StateOutlineTests {
    let note = NoteRoute.note(3).erased

    @Test func writesOneFactPerLineInTabOrder() {
        let sheet = ModalLayer(style: .sheet, root: NoteRoute.share.erased)
        var state = NavigationState(
            selectedTab: "notes", stacks: ["notes": [note], "archive": []], modals: [sheet],
            returnPoint: ModalReturnPoint(tab: "archive", stack: [], layers: [sheet]))
        state.held = HeldNavigation(
            request: .link("app://notes/3"), cause: .link("app://notes/3"), requirements: [.signedIn],
            destination: note, layersBelow: 0)
        #expect(
            StateOutline(state, tabOrder: ["notes", "archive"]).lines == [
                "tab: notes",
                "stack notes: notes.note(note(3))",
                "stack archive: (root)",
                "modal 1 sheet: notes.share(share)",
                "return point: tab archive at (root)",
                "  remembered modal 1 sheet: notes.share(share)",
                "held: app://notes/3 (needs signedIn, for notes.note; 0 layer(s) below)",
                "notice: none",
            ])
    }

    @Test func showsOnlyWhatDiffers() {
        let expected = StateOutline(NavigationState(tabs: ["notes", "archive"]), tabOrder: ["notes", "archive"])
        let actual = NavigationState(
            selectedTab: "archive", stacks: ["notes": [], "archive": []],
            modals: [ModalLayer(style: .sheet, root: NoteRoute.share.erased)])
        let difference = expected.difference(to: StateOutline(actual, tabOrder: ["notes", "archive"]))
        #expect(
            difference.split(separator: "\n") == [
                "- tab: notes",
                "+ tab: archive",
                "  stack notes: (root)",
                "  stack archive: (root)",
                "+ modal 1 sheet: notes.share(share)",
                "  held: none",
                "  notice: none",
            ])
    }
}

enum Page: LinkableRoute {
    case article(Int)
    case broken(Int)

    static let typeKey = "pages"

    var destinationName: DestinationName {
        switch self {
        case .article: "pages.article"
        case .broken: "pages.broken"
        }
    }

    init(destination: DestinationName, values: LinkValues) throws(LinkValueError) {
        switch destination {
        case "pages.article": self = .article(try values.int("id"))
        // Reads its value back wrong on purpose: the round-trip check must catch it.
        default: self = .broken(try values.int("id") + 1)
        }
    }

    var linkValues: LinkValues {
        switch self {
        case .article(let id), .broken(let id): ["id": .int(id)]
        }
    }
}

struct PagesFeature: NavigationFeature {
    let name = "pages"

    func register(into registrar: inout FeatureRegistrar) {
        registrar.register(
            Page.self,
            destinations: [
                .push("pages.article", hostTab: "notes").link("article/{id:int}"),
                .push("pages.broken", hostTab: "notes").link("broken/{id:int}"),
            ])
    }
}

@Suite("Link round trips")
struct LinkRoundTripTests {
    let registry: NavigationRegistry

    init() throws {
        var builder = RegistryBuilder(tabs: ["notes"], links: LinkConfiguration(schemes: ["notes"]))
        builder.add(PagesFeature())
        registry = try builder.build()
    }

    @Test func aFaithfulRouteRoundTrips() {
        expectLinksRoundTrip([Page.article(7).erased], in: registry)
    }

    @Test func aRouteThatReadsItsValuesBackWrongFails() {
        withKnownIssue {
            expectLinksRoundTrip([Page.broken(7).erased], in: registry)
        } matching: { issue in
            String(describing: issue).contains("notes://broken/7")
        }
    }

    @Test func uncoveredLinksAreReported() {
        expectEveryLinkCovered(by: [Page.article(1).erased, Page.broken(1).erased], feature: "pages", in: registry)
        withKnownIssue {
            expectEveryLinkCovered(by: [Page.article(1).erased], feature: "pages", in: registry)
        } matching: { issue in
            String(describing: issue).contains("pages.broken")
        }
    }
}

@MainActor
@Suite("Journal outline")
struct JournalOutlineTests {
    @Test func writesEachEntryAsOneLineOfCauseScreensAndNotes() throws {
        let harness = try NavigationHarness(tabs: ["notes", "archive"], feature: NotesFeature())
        try harness.router.perform(.push(NoteRoute.note(1).erased), .present(NoteRoute.share.erased))
        try harness.router.userDid(.draggedDown(layer: 0))
        _ = try? harness.router.perform(.dismissTop)
        #expect(
            JournalOutline(harness.router).lines == [
                "user: notes.list -> notes.share +notes.note +notes.share",
                "gesture: notes.share -> notes.note -notes.share",
                "user: notes.note -> notes.note refused(No modal is presented.)",
            ])
    }
}

@MainActor
@Suite("Transition replay")
struct TransitionReplayTests {
    /// A feature team's own interleaving: a link to one of its screens arrives while the user
    /// swipes back. The link reaches the state at once (a link's screen replaces the stack) and
    /// the screen once the finger lifts; the swiped note is gone from the state already, so the
    /// swipe writes nothing.
    @Test func aLinkMidSwipeBackIsOpenedAndShownOnceTheFingerLifts() async throws {
        var builder = RegistryBuilder(tabs: ["notes"], links: LinkConfiguration(schemes: ["notes"]))
        builder.add(NotesFeature())
        builder.add(PagesFeature())
        let session = NavigationSession(registry: try builder.build())
        let replay = try TransitionReplay(session: session, roots: ["notes": NoteRoute.list.erased])
        let note = NoteRoute.note(1).erased
        let article = Page.article(3).erased
        await replay.play([.navigate([.push(note)]), .signal, .begin(.swipingBack(.top)), .open("notes://article/3")])
        let router = replay.presenter.router
        #expect(router.state.stack(of: "notes") == [article], "Opened, not queued")
        #expect(replay.presenter.displayed.stack(of: "notes") == [note], "The screen waits for the finger")
        let recorded = router.journal.recordedCount
        await replay.play(.finish)
        #expect(router.journal.recordedCount == recorded, "Nothing written for a screen the link replaced")
        await replay.settle()
        #expect(replay.presenter.displayed.stack(of: "notes") == [article])
        #expect(replay.violations.isEmpty, "\(replay.violations)")
        #expect(replay.updatesApplied == 2, "The push, then the article once the finger lifted")
    }

    /// The replay's promise that no update reaches the screen while a finger is down, shown able
    /// to fail: an update handed to the replay's screen mid-gesture (what a presenter that broke
    /// the driver's rule would do) is reported once, naming the event after which it came and
    /// the gesture; the updates that reach the screen once the finger lifts are not.
    @Test func reportsAnUpdateThatReachesTheScreenWhileAFingerIsDown() async throws {
        var builder = RegistryBuilder(tabs: ["notes"], links: LinkConfiguration(schemes: ["notes"]))
        builder.add(NotesFeature())
        let replay = try TransitionReplay(
            session: NavigationSession(registry: try builder.build()), roots: ["notes": NoteRoute.list.erased])
        await replay.play([.navigate([.push(NoteRoute.note(1).erased)]), .signal, .begin(.swipingBack(.top))])
        await replay.play(.navigate([.present(NoteRoute.share.erased)]))
        #expect(replay.violations.isEmpty, "The presenter held the sheet back: \(replay.violations)")
        let applied = replay.updatesApplied
        // An update reaches the screen under the finger.
        replay.screen.host.animate({}, {})
        #expect(replay.updatesApplied == applied + 1)
        #expect(replay.violations.count == 1)
        let reported = try #require(replay.violations.first)
        #expect(reported.hasPrefix("after navigate "), "\(reported)")
        #expect(reported.contains("an update reached the screen during swiping back"), "\(reported)")
        // Once the finger lifts, updates reach the screen and nothing more is reported.
        await replay.play(.finish)
        await replay.settle()
        #expect(replay.updatesApplied > applied + 1, "The sheet reached the screen after the finger lifted")
        #expect(replay.presenter.displayed.modals.map(\.root) == [NoteRoute.share.erased])
        #expect(replay.violations == [reported])
    }
}
