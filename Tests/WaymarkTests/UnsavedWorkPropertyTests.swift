import Foundation
import PropertyBased
import Testing
import WaymarkTesting

@_spi(FrontEnd) @testable import Waymark

/// Random intents, ways in, gestures written back, sign-out, restarts, typing and answers: a
/// screen holding unsaved work leaves the state only after "Discard" or a transaction that
/// discards on purpose, never otherwise.
@MainActor
@Suite("Unsaved work properties")
struct UnsavedWorkPropertyTests {
    /// One thing the user, a link or the app does.
    enum Step {
        case intents([NavigationIntent], TransitionCause)
        case discarding([NavigationIntent])
        case write(ScreenWrite)
        case type(String)
        case answer(discard: Bool)
        case signOut, signIn, restart
    }

    static let steps: [Step] = [
        .intents([.push(.editor, on: .tab("home"))], .user), .intents([.push(.page(1))], .user),
        .intents([.pop()], .user), .intents([.popToRoot()], .user), .intents([.selectTab("home")], .user),
        .intents([.selectTab("search")], .user), .intents([.selectTab("home", onReselect: .popToRoot)], .user),
        .intents([.present(.form)], .user), .intents([.push(.note)], .user), .intents([.dismissTop], .user),
        .intents([.present(.account)], .user), .intents([.dismissAll], .user),
        .intents([.selectTab("search"), .popToRoot(.tab("home")), .dismissAll], .link("chapter://search")),
        .intents([.dismissAll, .push(.page(2), on: .tab("home"))], .notification("news")),
        .discarding([.pop()]), .discarding([.dismissAll]),
        .write(.swipedBack(.top, toDepth: 0)), .write(.draggedDown(layer: 0)),
        .type("words"), .type("more words"), .type(""), .type("again"),
        .answer(discard: true), .answer(discard: false), .answer(discard: false),
        .signOut, .signIn, .restart,
    ]

    static let scripts = Gen.int(in: 0...10_000).array(of: 1...50)

    @Test func workLeavesOnlyAfterDiscardOrADiscardingTransaction() async throws {
        var questions = 0
        var discarded = 0
        await propertyCheck(count: 300, input: Self.scripts) { script in
            var app = try UnsavedWorkApp.harness()
            for index in script {
                let step = Self.steps[index % Self.steps.count]
                let holding = Set(app.router.entriesWithUnsavedWork)
                let hadQuestion = app.state.heldExit != nil
                // A question whose screens still hold their work: what a restart asks again.
                let stillAsks = app.state.heldExit.map { $0.screens.allSatisfy(holding.contains) } ?? false
                var mayDiscard = false
                // The screens the question asked about: "Discard" may take those, no others.
                var asked: Set<EntryID> = []
                let placeBefore = app.state.place
                switch step {
                case .intents(let intents, let cause):
                    _ = try? app.router.apply(NavigationTransaction(intents, cause: cause))
                case .discarding(let intents):
                    mayDiscard = true
                    _ = try? app.router.apply(NavigationTransaction(intents, discardsUnsavedWork: true))
                case .write(let write):
                    _ = try? app.router.userDid(write)
                case .type(let text):
                    // A dialog over the screen keeps the user from editing it, as every front end does.
                    guard app.state.dialog == nil else { continue }
                    app.router.type(text)
                case .answer(let discard):
                    guard let dialog = app.state.dialog else { continue }
                    let button = discard ? 0 : dialog.cancelButton
                    mayDiscard = discard && hadQuestion
                    asked = app.state.heldExit.map { Set($0.screens) } ?? []
                    _ = try? app.router.answerDialog(button: button)
                case .signOut:
                    app.session.revoke(.signedIn)
                case .signIn:
                    await app.session.meet(.signedIn)
                case .restart:
                    let restarted = try UnsavedWorkApp.harness(met: app.session.met)
                    try restarted.router.restore(from: try app.router.snapshot())
                    #expect(Set(restarted.router.entriesWithUnsavedWork) == holding, "A restart keeps the work")
                    #expect((restarted.state.heldExit != nil) == stillAsks, "and the question that protects it")
                    app = restarted
                }
                let kept = app.state.entryIDs
                let lost = holding.subtracting(kept)
                if !lost.isEmpty {
                    #expect(mayDiscard, "\(step) lost unsaved work without a discard")
                    if case .answer = step {
                        #expect(lost.isSubset(of: asked), "Discard took work it did not ask about")
                    }
                    discarded += 1
                }
                if let exit = app.state.heldExit {
                    if !hadQuestion, case .restart = step {
                    } else if !hadQuestion {
                        #expect(app.state.place == placeBefore, "\(step) asked and changed more")
                    }
                    questions += 1
                    #expect(app.state.dialog?.buttons.map(\.title) == ["Discard changes", "Keep editing"])
                    #expect(exit.screens.allSatisfy(kept.contains), "The question holds screens still there")
                }
            }
        }
        // The scripts reach the cases the property is about, not only quiet states.
        #expect(questions > 100 && discarded > 10)
    }
}
