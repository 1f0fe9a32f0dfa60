import Foundation
import Testing

/// What the hostile run of issue 54 found, each tried again through the binary the way it was
/// found: a gesture's end that took away a screen opened after it began, lines typed mid-gesture
/// that acted on the screen under the finger instead of the state, a popover that could not be
/// swiped down, game-first mode deaf to a tab selected again, restored values larger than a
/// session keeps, and an empty plan described as the opposite of what the user saw.
@Suite("Defects the hostile run of issue 54 found, through the chapter command", .serialized)
struct HostileRunTests {
    static let course = "chapter://course/9f93d130-f5bc-50b3-9005-8e17e4a53a37"

    /// The plan and state lines of `script` run with `--json --steps`, one pair a command.
    static func steps(_ script: String, _ arguments: String...) throws -> (
        plans: [String], arrivals: [[String]], states: [[String: Any]], status: Int32, errors: String
    ) {
        let result = try chapter(["run", "-", "--json", "--steps"] + arguments, bytes: Data(script.utf8))
        let output = try SteppedOutput(result.output)
        return (output.plans, output.arrivals, output.states, result.status, result.errors)
    }

    static func modals(_ state: [String: Any]?) -> [[String]] {
        (state?["modals"] as? [[String: Any]])?.compactMap { $0["stack"] as? [String] } ?? []
    }

    static func stack(_ state: [String: Any]?, _ tab: String) -> [String] {
        (state?["stacks"] as? [String: [String]])?[tab] ?? []
    }

    // MARK: - A gesture's end takes away the entry it took, not its route

    @Test func finishingADragAfterTheSheetWasReopenedKeepsTheNewSheet() throws {
        let contact = "chapter://university/1/contact"
        let run = try Self.steps("open \(contact)\nswipe-down begin\ndismiss\nopen \(contact)\ngesture finish\n")
        #expect(run.status == 0, "\(run.errors)")
        #expect(Self.modals(run.states[3]) == [[contact]], "The link opened a sheet of its own")
        #expect(Self.modals(run.states[4]) == [[contact]], "The finger dragged the old sheet, not this one")
        #expect(
            run.plans[4] == #"{"plan": [[{"present": 0, "style": "sheet", "stack": ["\#(contact)"]}]]}"#,
            "The old sheet left the screen under the finger; the new one is presented")
    }

    @Test func finishingASwipeAfterThePageWasPushedAgainKeepsTheNewPage() throws {
        let run = try Self.steps(
            "open chapter://university/1\nopen \(Self.course)\nswipe-back begin\nback\nopen \(Self.course)\ngesture finish\n"
        )
        #expect(run.status == 0, "\(run.errors)")
        let both = ["chapter://university/1", Self.course]
        #expect(Self.stack(run.states[4], "search") == both)
        #expect(Self.stack(run.states[5], "search") == both, "The swipe took the old page, not the one pushed again")
    }

    // MARK: - Lines typed mid-gesture act on the state

    /// Lines typed while a finger is down (`middle`), after `prefix`: they change the state as the
    /// same lines change it with no gesture, so a cancelled gesture leaves the same state.
    @Test(arguments: [
        // A dialog the state asks while the finger is down: tap answers it, back and dismiss cancel it.
        ("open \(course)\ntap 3", "swipe-back begin", "tap 3\ntap 1"),
        ("open \(course)\ntap 3", "swipe-back begin", "tap 3\ndismiss"),
        ("open \(course)\ntap 3", "swipe-back begin", "tap 3\nback"),
        // The state's selected tab, not the screen's, says whether a tab is selected again.
        ("open chapter://university/1", "swipe-back begin", "open chapter://careers\ntab arcade"),
        ("open chapter://university/1", "swipe-back begin", "open chapter://careers\ntab search"),
        // A link replaced the dragged picker: tap acts on the screen the link opened.
        ("tab search\ntap 8", "swipe-down begin", "open chapter://university/1\ntap 1"),
        ("tab search\ntap 8", "swipe-down begin", "open chapter://careers\ntap 1"),
    ])
    func linesTypedMidGestureChangeTheStateAsWithoutIt(prefix: String, gesture: String, middle: String) throws {
        let held = try Self.steps("\(prefix)\n\(gesture)\n\(middle)\ngesture cancel\n")
        let plain = try Self.steps("\(prefix)\n\(middle)\n")
        #expect(held.status == 0, "\(held.errors)")
        #expect(plain.status == 0, "\(plain.errors)")
        let heldFinal = try #require(held.states.last)
        let plainFinal = try #require(plain.states.last)
        #expect(
            NSDictionary(dictionary: heldFinal) == NSDictionary(dictionary: plainFinal), "\(heldFinal)\n\(plainFinal)")
    }

    @Test func closingSearchMidGestureSelectsTheTabBeforeIt() throws {
        let lines = "tab hub\ntab search\nopen chapter://university/1\n"
        let held = try Self.steps(lines + "swipe-back begin\nclose-search\ngesture cancel\n", "--platform", "ios26")
        let plain = try Self.steps(lines + "close-search\n", "--platform", "ios26")
        #expect(held.status == 0, "\(held.errors)")
        #expect(held.states.last?["tab"] as? String == "hub")
        #expect(
            NSDictionary(dictionary: try #require(held.states.last))
                == NSDictionary(dictionary: try #require(plain.states.last)))
    }

    // MARK: - The filters popover is swiped down as the sheet a phone shows

    @Test func swipingDownTheFiltersPopoverOnAPhoneDismissesIt() throws {
        let run = try Self.steps("tab search\ntap 8\nswipe-down\n")
        #expect(run.status == 0, "\(run.errors)")
        #expect(Self.modals(run.states[1]) == [["chapter://search/filters"]])
        #expect(Self.modals(run.states[2]).isEmpty, "The popover, shown as a sheet, went with the finger")
        #expect(run.plans[2] == #"{"plan": []}"#, "The screen already shows it gone")
    }

    // MARK: - Game-first mode answers a tab selected again

    @Test func gameFirstModeShowsTheZoneOfTheTabSelectedAgain() throws {
        let run = try Self.steps("game-mode on\ntab feed\ntab hub\ndismiss\ntab hub\n")
        #expect(run.status == 0, "\(run.errors)")
        #expect(Self.modals(run.states[1]) == [["chapter://world", "chapter://world/feed"]])
        #expect(
            Self.modals(run.states[2]) == [["chapter://world", "chapter://world/hub"]], "hub's zone, selected again")
        #expect(Self.modals(run.states[3]).isEmpty)
        #expect(Self.modals(run.states[4]) == [["chapter://world", "chapter://world/hub"]], "The world comes back")
    }

    // MARK: - What the plan says when it is empty

    /// The sentence, and what it describes: the same script's plans are empty, the state is the
    /// tab tapped, and the run succeeds. A tab tap planned as a selection again (the screen told
    /// to do what it already did), or one the state never recorded, fails here whatever the
    /// sentence says.
    @Test func aTabTappedSaysTheScreenAlreadyShowsIt() throws {
        let script = "tab arcade\nstate\n"
        let result = try chapter(["run", "-", "--steps"], bytes: Data(script.utf8))
        #expect(result.status == 0, "\(result.errors)")
        let lines = result.output.split(separator: "\n").map(String.init)
        let tapped = try #require(lines.firstIndex(of: "> tab arcade"))
        #expect(lines[tapped + 1] == "(nothing more to do on screen: it already shows what the user did there)")
        let printed = try #require(lines.firstIndex(of: "> state"))
        #expect(lines[printed + 1] == "(nothing changes on screen)")
        let run = try Self.steps(script)
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.plans == [#"{"plan": []}"#, #"{"plan": []}"#])
        #expect(run.states[0]["tab"] as? String == "arcade", "The state took the tap")
        #expect(run.arrivals[0] == ["arcade.home"], "The tab's screen arrived as the user tapped it")
        #expect(NSDictionary(dictionary: run.states[1]) == NSDictionary(dictionary: run.states[0]))
    }

    /// The sentences, and what they describe: nothing navigates, so both plans are empty and the
    /// state keeps every stack and tab; the notice is in the state; the link that leads nowhere is
    /// an error of the script (status 2, its line named). A resize that reset a stack or a tab,
    /// or a link that led nowhere and navigated all the same, fails here whatever the sentences say.
    @Test func aWidthChangeAndANoticeSayWhatTheyDo() throws {
        let script = "width regular\nopen chapter://nowhere\n"
        let result = try chapter(["run", "-", "--steps"], bytes: Data(script.utf8))
        #expect(result.status == 2)
        #expect(result.errors.contains("line 2: The link 'nowhere' does not lead to anything"), "\(result.errors)")
        let lines = result.output.split(separator: "\n").map(String.init)
        let resized = try #require(lines.firstIndex(of: "> width regular"))
        #expect(lines[resized + 1] == "(the window rearranges itself for its new width; nothing navigates)")
        let missing = try #require(lines.firstIndex(of: "> open chapter://nowhere"))
        #expect(lines[missing + 1] == "(nothing navigates; a notice says why)")
        let run = try Self.steps("open chapter://university/1\n" + script)
        #expect(run.status == 2)
        #expect(run.errors.contains("line 3: The link 'nowhere' does not lead to anything"), "\(run.errors)")
        #expect(Array(run.plans.dropFirst()) == [#"{"plan": []}"#, #"{"plan": []}"#])
        let opened = run.states[0]
        #expect(Self.stack(opened, "search") == ["chapter://university/1"])
        for (index, state) in run.states.enumerated().dropFirst() {
            #expect(state["tab"] as? String == "search", "line \(index + 1)")
            #expect(
                NSDictionary(dictionary: state["stacks"] as? [String: [String]] ?? [:])
                    == NSDictionary(dictionary: opened["stacks"] as? [String: [String]] ?? [:]),
                "line \(index + 1): nothing navigates")
            #expect(Self.modals(state).isEmpty, "line \(index + 1)")
        }
        #expect(run.states[1]["notice"] is NSNull, "The resize says nothing")
        #expect(run.states[2]["notice"] as? String == "This link does not lead anywhere in Chapter.")
    }

    @Test func resizingMidGestureIsRefusedAsASecondGesture() throws {
        let run = try Self.steps("sign-in\nopen chapter://settings\nswipe-down begin\ndismiss\nresize large\n")
        #expect(run.status == 2)
        #expect(run.errors.contains("line 5: A gesture is already under way"), "\(run.errors)")
    }

    /// The sentence, and what it describes: the link changes the state at once (careers on the
    /// arcade tab) while its plan is empty, and the plan that brings it comes as the finger
    /// lifts. A link queued until the gesture ends, or shown under the finger, fails here
    /// whatever the sentence says.
    @Test func aLinkMidGestureSaysTheScreenWaits() throws {
        let script = "open chapter://university/1\nswipe-back begin\nopen chapter://careers\ngesture cancel\n"
        let result = try chapter(["run", "-", "--steps"], bytes: Data(script.utf8))
        #expect(result.status == 0, "\(result.errors)")
        let lines = result.output.split(separator: "\n").map(String.init)
        let opened = try #require(lines.firstIndex(of: "> open chapter://careers"))
        #expect(lines[opened + 1] == "(the screen waits for the gesture to end)")
        let run = try Self.steps(script)
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.plans[2] == #"{"plan": []}"#, "Nothing reaches the screen under the finger")
        #expect(
            run.states[2]["tab"] as? String == "arcade" && Self.stack(run.states[2], "arcade") == ["chapter://careers"])
        #expect(Self.stack(run.states[2], "search") == ["chapter://university/1"], "The swipe has not taken it")
        #expect(
            run.plans[3] == #"{"plan": [[{"select": "arcade"}, {"path": "tab:arcade", "to": ["chapter://careers"]}]]}"#,
            "The link reaches the screen as the finger lifts")
        #expect(NSDictionary(dictionary: run.states[3]) == NSDictionary(dictionary: run.states[2]))
    }
}
