import Foundation
import Testing
import WaymarkTesting

@_spi(FrontEnd) @testable import Waymark

/// Unsaved work is never lost by a way out: every transaction that would take a screen holding it
/// out of the state is held behind a question, and applied only after "Discard".
@MainActor
@Suite("Unsaved work")
struct UnsavedWorkTests {
    let app: NavigationHarness
    var router: NavigationRouter { app.router }
    init() throws { app = try UnsavedWorkApp.harness() }

    /// The editor pushed on the home tab, holding `text`.
    func editing(_ text: String = "half a sentence") throws -> EntryID {
        try router.perform(.push(.editor))
        return try #require(router.type(text))
    }

    /// Asserts that the question is up over the state `before` was, holding a way out.
    func expectAsked(over before: NavigationState, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(router.state.place == before.place, "Nothing else changes", sourceLocation: sourceLocation)
        #expect(router.state.dialog?.style == .confirmationDialog, sourceLocation: sourceLocation)
        #expect(
            router.state.dialog?.buttons.map(\.title) == ["Discard changes", "Keep editing"],
            sourceLocation: sourceLocation)
        #expect(router.state.dialog?.title == "Discard this draft?", sourceLocation: sourceLocation)
        #expect(router.state.heldExit != nil, sourceLocation: sourceLocation)
    }

    @Test func everyWayOutOfTheStateAsksAndChangesNothingElse() throws {
        let ways: [NavigationTransaction] = [
            NavigationTransaction([.pop()]),
            NavigationTransaction([.popToRoot()]),
            NavigationTransaction([.selectTab("home", onReselect: .popToRoot)]),
            NavigationTransaction([.replaceStack([.page(1)], on: .tab("home"))]),
            NavigationTransaction([.selectTab("search"), .replaceStack([], on: .tab("home"))], cause: .link("x")),
            NavigationTransaction([.popTo(.page(9), on: .tab("home"))]),
        ]
        for way in ways {
            let app = try UnsavedWorkApp.harness()
            try app.router.perform(.push(.page(9)), .push(.editor))
            let entry = try #require(app.router.type("draft"))
            let before = app.state
            try app.router.apply(way)
            #expect(app.state.place == before.place, "\(way.intents) changed the place")
            #expect(app.state.heldExit?.screens == [entry], "\(way.intents) did not hold")
            #expect(app.state.dialog?.buttons.map(\.title) == ["Discard changes", "Keep editing"])
        }
    }

    @Test func aWayOutThatKeepsTheScreenDoesNotAsk() throws {
        _ = try editing()
        try router.perform(.selectTab("search"))
        try router.perform(.present(.account))
        try router.perform(.dismissTop)
        try router.perform(.selectTab("home"))
        #expect(router.state.dialog == nil && router.state.heldExit == nil)
        #expect(router.state.stack(of: "home") == [.editor], "Under another tab and a sheet, the draft waits")
    }

    @Test func keepEditingDropsTheWayOutAndDiscardAppliesIt() throws {
        let entry = try editing()
        let before = router.state
        try router.perform(.pop())
        expectAsked(over: before)
        #expect(try router.answerDialog(button: 1) == nil, "The engine answers its own question")
        #expect(router.state == before, "Keep editing: as it was")
        #expect(router.screenState(UnsavedWorkApp.draft, of: entry) == "half a sentence")
        try router.perform(.pop())
        try router.answerDialog(button: 0)
        #expect(router.state.stack(of: "home").isEmpty && router.state.dialog == nil && router.state.heldExit == nil)
        let exits = router.journal.entries.flatMap(\.notes).compactMap { note -> String? in
            switch note {
            case .exitHeld: "held"
            // The answer is the dialog's, journaled as any dialog's is.
            case .dialogClosed(let closure) where closure.reason == .answered:
                closure.dialog.buttons[closure.button].title
            default: nil
            }
        }
        #expect(exits == ["held", "Keep editing", "held", "Discard changes"])
    }

    @Test func aWayInDroppedByKeepEditingSaysSo() throws {
        _ = try editing()
        try router.apply(NavigationTransaction([.selectTab("search"), .popToRoot(.tab("home"))], cause: .link("l")))
        #expect(router.state.heldExit?.link == "l")
        try router.answerDialog(button: 1)
        #expect(router.state.notice == .keptEditing)
        #expect(router.state.stack(of: "home") == [.editor])
    }

    @Test func theLatestWayInReplacesTheHeldOneAndTheQuestionStays() throws {
        _ = try editing()
        try router.apply(NavigationTransaction([.popToRoot(.tab("home"))], cause: .link("first")))
        let question = router.state.dialog
        try router.apply(
            NavigationTransaction([.selectTab("search"), .popToRoot(.tab("home"))], cause: .link("second")))
        #expect(router.state.heldExit?.link == "second" && router.state.dialog == question)
        #expect(router.state.notice == nil, "Replaced without a notice")
        try router.answerDialog(button: 0)
        #expect(router.state.selectedTab == "search" && router.state.stack(of: "home").isEmpty)
    }

    @Test func aWayInWhileTheQuestionIsUpIsHeldEvenWhenItWouldKeepTheWork() throws {
        _ = try editing()
        try router.perform(.pop())
        let question = router.state.dialog
        try router.apply(NavigationTransaction([.selectTab("search")], cause: .link("elsewhere")))
        #expect(router.state.selectedTab == "home" && router.state.dialog == question, "The question stays")
        #expect(router.state.heldExit?.link == "elsewhere", "The latest way in is the one held")
        try router.answerDialog(button: 0)
        #expect(router.state.selectedTab == "search" && router.state.stack(of: "home") == [.editor])
    }

    @Test func whatAnObserverDoesOnADiscardAsksAsAnyTransactionDoes() throws {
        try router.perform(.push(.editor))
        let first = try #require(router.type("first"))
        try router.perform(.push(.editor))
        router.type("second")
        try router.perform(.pop())
        var popped = false
        router.observe { [router] event in
            guard !popped, event.cause == .user, event.newState.heldExit == nil else { return }
            popped = true
            _ = try? router.perform(.pop())
        }
        try router.answerDialog(button: 0)
        #expect(popped, "The observer heard the discard and popped")
        #expect(router.state.topEntry?.id == first, "Its pop did not take the first editor's work")
        #expect(router.state.heldExit?.screens == [first])
    }

    @Test func givingAResultSavingOnPurposeAndEmptyDraftsNeverAsk() throws {
        _ = try editing("")
        try router.perform(.pop())
        #expect(router.state.stack(of: "home").isEmpty, "An empty draft is no work")
        _ = try editing()
        try router.apply(NavigationTransaction([.pop()], discardsUnsavedWork: true))
        #expect(router.state.stack(of: "home").isEmpty && router.state.dialog == nil)
        try router.perform(.present(.form))
        router.type("saved by the app")
        try router.apply(NavigationTransaction([.dismissTop], discardsUnsavedWork: true))
        #expect(router.state.modals.isEmpty)
    }

    @Test func aSheetBelowTheWorkAsksWhenItGoes() throws {
        try router.perform(.present(.form), .push(.note))
        let note = try #require(router.type("a note"))
        let before = router.state
        try router.perform(.dismiss(fromLayer: 0))
        expectAsked(over: before)
        #expect(router.state.heldExit?.screens == [note])
        try router.answerDialog(button: 0)
        #expect(router.state.modals.isEmpty)
    }

    // MARK: - Sessions and windows

    @Test func signOutAsksInEachWindowInTurnAndAnyKeepEditingCancelsIt() throws {
        let session = app.session
        let second = NavigationRouter(session: session)
        session.activate(router)
        // A note in the signed-in account sheet: signing out takes the sheet.
        try router.perform(.present(.account), .push(.note))
        try second.perform(.present(.account), .push(.note))
        router.type("first")
        second.type("second")
        session.revoke(.signedIn)
        #expect(session.met.contains(.signedIn), "Nothing is revoked while a window asks")
        #expect(router.state.heldExit != nil && second.state.heldExit == nil, "The active window asks first")
        try router.answerDialog(button: 0)
        #expect(session.met.contains(.signedIn))
        #expect(second.state.heldExit != nil && session.activeWindow === second, "The next window comes forward")
        #expect(session.windowToFront?.windowNumber == second.windowNumber)
        try second.answerDialog(button: 1)
        #expect(
            session.met.contains(.signedIn) && second.state.modals.map(\.root) == [.account],
            "Cancelled")

        session.revoke(.signedIn)
        try second.answerDialog(button: 0)
        try router.answerDialog(button: 0)
        #expect(!session.met.contains(.signedIn))
        #expect(router.state.modals.isEmpty && second.state.modals.isEmpty)
    }

    @Test func closingAWindowAsksInItAndClosesOnDiscard() throws {
        let second = NavigationRouter(session: app.session)
        try second.perform(.push(.editor))
        second.type("unsent")
        #expect(!app.session.close(second), "It asks instead")
        #expect(app.session.windows.contains { $0 === second } && app.session.activeWindow === second)
        try second.answerDialog(button: 1)
        #expect(app.session.windows.count == 2)
        #expect(!app.session.close(second))
        try second.answerDialog(button: 0)
        #expect(!app.session.windows.contains { $0 === second })
    }

    // MARK: - Through a restart

    @Test func theDraftAndTheQuestionSurviveARestart() throws {
        let entry = try editing()
        try router.apply(NavigationTransaction([.selectTab("search"), .popToRoot(.tab("home"))], cause: .link("way")))
        let snapshot = try router.snapshot()
        let restarted = try UnsavedWorkApp.harness()
        try restarted.router.restore(from: snapshot)
        #expect(restarted.state.place == router.state.place)
        #expect(restarted.state.dialog == router.state.dialog)
        #expect(restarted.state.heldExit?.link == "way" && restarted.state.heldExit?.screens == [entry])
        try restarted.router.answerDialog(button: 0)
        #expect(restarted.state.selectedTab == "search" && restarted.state.stack(of: "home").isEmpty)
    }

    @Test func aQuestionWhoseWorkDidNotSurviveIsNotAskedAgain() throws {
        _ = try editing()
        try router.perform(.pop())
        let snapshot = String(decoding: try router.snapshot(), as: UTF8.self)
        // The draft gone (another build dropped it), or the held way out damaged: the place restores alone.
        let withoutDraft = snapshot.replacingOccurrences(of: #""unsaved.draft":"half a sentence""#, with: #""x":1"#)
        let damaged = snapshot.replacingOccurrences(of: #""request":"navigation""#, with: #""request":7"#)
        for text in [withoutDraft, damaged] {
            let restarted = try UnsavedWorkApp.harness()
            try restarted.router.restore(from: Data(text.utf8))
            #expect(restarted.state.stack(of: "home") == [.editor])
            #expect(restarted.state.dialog == nil && restarted.state.heldExit == nil)
        }
    }
}
