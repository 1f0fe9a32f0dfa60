import Foundation
import Testing

/// Gestures with a lifetime through the binary (docs/chapter-command.md): `swipe-back begin` and
/// `swipe-down begin` put the finger down, `gesture finish` and `gesture cancel` lift it; every
/// command meanwhile changes the state at once and its plan is empty, since the screen waits.
@Suite("The finger wins, through the chapter command", .serialized)
struct GestureLifetimeTests {
    static let course = "chapter://course/9f93d130-f5bc-50b3-9005-8e17e4a53a37"

    /// The script's output with `--json --steps`: a plan line, then a state line, per command.
    static func steps(_ script: String) throws -> (
        plans: [String], arrivals: [[String]], states: [[String: Any]], status: Int32, errors: String
    ) {
        let result = try chapter("run", "-", "--json", "--steps", input: script)
        let output = try SteppedOutput(result.output)
        return (output.plans, output.arrivals, output.states, result.status, result.errors)
    }

    static func stack(_ state: [String: Any], _ tab: String) -> [String] {
        (state["stacks"] as? [String: [String]])?[tab] ?? []
    }

    static func modals(_ state: [String: Any]) -> [[String]] {
        (state["modals"] as? [[String: Any]])?.compactMap { $0["stack"] as? [String] } ?? []
    }

    @Test func aLinkMidSwipeBackChangesTheStateAtOnceAndTheScreenWhenTheFingerLifts() throws {
        let run = try Self.steps(
            "sign-in\nopen chapter://university/1\nopen \(Self.course)\nswipe-back begin\nopen chapter://settings\ngesture finish\n"
        )
        #expect(run.status == 0, "\(run.errors)")
        #expect(Self.modals(run.states[4]) == [["chapter://settings"]], "The link changed the state at once")
        #expect(run.plans[4] == #"{"plan": []}"#, "and nothing on screen under the finger")
        #expect(Self.stack(run.states[5], "search") == ["chapter://university/1"])
        #expect(run.plans[5] == #"{"plan": [[{"present": 0, "style": "sheet", "stack": ["chapter://settings"]}]]}"#)
        #expect(run.arrivals[3...] == [[], [], ["profile.settings"]], "Nothing arrives under the finger")
    }

    @Test func aNotificationMidSheetDragTakesTheSheetAwayInTheStateAndNothingIsWrittenTwice() throws {
        let run = try Self.steps(
            "sign-in\nopen chapter://settings\nswipe-down begin\nnotify {\"link\": \"chapter://careers\"}\ngesture finish\n"
        )
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.plans[3] == #"{"plan": []}"#)
        #expect(Self.modals(run.states[3]).isEmpty && Self.stack(run.states[3], "arcade") == ["chapter://careers"])
        // The sheet the finger dragged was gone from the state already: the plan brings the rest.
        #expect(
            run.plans[4] == #"{"plan": [[{"select": "arcade"}, {"path": "tab:arcade", "to": ["chapter://careers"]}]]}"#)
        #expect(run.states[4]["tab"] as? String == "arcade")
    }

    @Test func signingOutMidSwipeWritesNothingForTheScreenItRemoved() throws {
        let run = try Self.steps("sign-in\nopen chapter://cv/education\nswipe-back begin\nsign-out\ngesture finish\n")
        #expect(run.status == 0, "\(run.errors)")
        #expect(Self.modals(run.states[1]) == [["chapter://cv", "chapter://cv/education"]])
        #expect(run.plans[3] == #"{"plan": []}"#, "Sign-out pruned the state; the screen waits")
        #expect(run.plans[4] == #"{"plan": [[{"dismiss": 0}]]}"#)
        #expect(Self.modals(run.states[4]).isEmpty)
    }

    @Test func aCancelledGestureChangesNothing() throws {
        let run = try Self.steps("open chapter://university/1\nswipe-back begin\ngesture cancel\n")
        #expect(run.status == 0, "\(run.errors)")
        #expect(Self.stack(run.states[2], "search") == ["chapter://university/1"])
        #expect(run.plans[1] == #"{"plan": []}"# && run.plans[2] == #"{"plan": []}"#)
        #expect(run.arrivals == [["universities.detail"], [], []], "A cancelled gesture brings no screen")
        let finished = try Self.steps("open chapter://university/1\nswipe-back begin\ngesture finish\n")
        #expect(finished.arrivals == [["universities.detail"], [], ["search.home"]], "The finger lifts on it")
    }

    @Test func aLineThatMakesNoSenseMidGestureIsARejectedLine() throws {
        let run = try Self.steps(
            "open chapter://university/1\nswipe-back begin\nswipe-down begin\nswipe-back\ngesture finish\ngesture finish\ngesture sideways\n"
        )
        #expect(run.status == 2)
        #expect(
            run.errors.contains(
                "line 3: A gesture is already under way: end it with gesture finish or gesture cancel first."))
        #expect(run.errors.contains("line 4: A gesture is already under way"))
        #expect(
            run.errors.contains("line 6: No gesture is under way: begin one with swipe-back begin or swipe-down begin.")
        )
        #expect(
            run.errors.contains("line 7: 'sideways' is not finish or cancel; try gesture finish or gesture cancel."))
        #expect(Self.stack(run.states[4], "search") == [], "The one gesture finished")
    }

    /// TCA #3450 and Navigator #92 in the terminal, where every update is done at once: a tab
    /// selected right after a push, and a swipe back right after one, end where they should.
    @Test func aTabOrASwipeBackRightAfterAPushEndsWhereItShould() throws {
        let run = try Self.steps("open chapter://university/1\ntab hub\ntab search\nswipe-back\n")
        #expect(run.status == 0, "\(run.errors)")
        #expect(
            run.states[1]["tab"] as? String == "hub"
                && Self.stack(run.states[1], "search") == ["chapter://university/1"])
        #expect(Self.stack(run.states[3], "search") == [] && run.plans[3] == #"{"plan": []}"#)
        #expect(run.arrivals == [["universities.detail"], ["hub.home"], ["universities.detail"], ["search.home"]])
    }
}
