import Foundation
import Testing

/// Pickers give their choice back to the screen that asked, through the `chapter` command: the
/// request is state (`awaiting`), so it and the picker's choice survive a restart, and a choice
/// whose asker is gone reaches no one.
@Suite("Results and screen state, through the chapter command")
struct ResultsThroughTheCommandTests {
    static func scratchFile() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("chapter-results-\(UUID().uuidString).json").path
    }

    /// The states a `run --json` printed, one a command.
    static func states(_ output: String) throws -> [[String: Any]] {
        try output.split(separator: "\n").map { line in
            try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        }
    }

    @Test func theUniversitiesChosenInThePickerAreTheComparisonsOwn() throws {
        let script = """
            open chapter://compare/universities?ids=1,2
            tap 5
            choose 1 3 4
            done
            """
        let run = try chapter("run", "-", "--json", input: script)
        #expect(run.status == 0, "\(run.errors)")
        let states = try Self.states(run.output)
        let asked = try #require(states[1]["awaiting"] as? [[String: String]])
        #expect(
            asked == [
                [
                    "asker": "chapter://compare/universities?ids=1,2", "answerer": "chapter://compare/pick",
                    "type": "Swift.Array<ChapterKit.UniversityID>",
                ]
            ])
        let last = try #require(states.last)
        #expect((last["stacks"] as? [String: [String]])?["lists"] == ["chapter://compare/universities?ids=1,3,4"])
        #expect((last["modals"] as? [Any])?.isEmpty == true && (last["awaiting"] as? [Any])?.isEmpty == true)
    }

    @Test func aChoiceThatDoesNotFitAndADoneTooSoonAreRejectedLines() throws {
        let partial = try chapter(
            "run", "-", input: "open chapter://compare/universities?ids=1,2\ntap 5\nchoose 1\ndone\n")
        #expect(
            partial.status == 2 && partial.errors.contains("line 4: Nothing to give back yet: choose 2 to 4 first."))
        for (line, reason) in [
            ("choose 1 2 3 4 5", "Choose 2 to 4."), ("choose 1 9", "There is no item 9 on this screen (1 to 6)."),
            ("choose 2 2", "Item 2 is named twice."),
            ("choose -9223372036854775808", "There is no item -9223372036854775808 on this screen"),
            ("choose two", "'two' is not the number of an item"),
        ] {
            let run = try chapter("run", "-", input: "open chapter://compare/universities?ids=1,2\ntap 5\n\(line)\n")
            #expect(run.status == 2, "\(line)")
            #expect(run.errors.contains(reason), "\(line): \(run.errors)")
        }
        let nothing = try chapter("run", "-", input: "choose 1\n")
        #expect(nothing.status == 2 && nothing.errors.contains("There is nothing to choose on this screen."))
        let unasked = try chapter("run", "-", input: "open chapter://compare/pick\nchoose 1 2\ndone\n")
        #expect(unasked.status == 2 && unasked.errors.contains("line 3: Nothing on this screen gives a value back"))
    }

    @Test func aRestartBetweenOpeningThePickerAndChoosingLosesNothing() throws {
        let file = Self.scratchFile()
        defer { try? FileManager.default.removeItem(atPath: file) }
        let first = try chapter(
            "--state", file, input: "open chapter://compare/universities?ids=1,2\ntap 5\nchoose 2\nquit\n")
        #expect(first.status == 0, "\(first.errors)")
        let second = try chapter("--state", file, input: "state\nchoose 2 3\ndone\nstate\n")
        #expect(second.status == 0, "\(second.errors)")
        #expect(second.output.contains("2. [x] Eastfield Institute of Technology"), "The choice under way was kept")
        let states = second.output.components(separatedBy: "> {").dropFirst()
        #expect(states.first?.contains(#""asker": "chapter://compare/universities?ids=1,2""#) == true)
        #expect(states.last?.contains(#""lists": ["chapter://compare/universities?ids=2,3"]"#) == true)
        #expect(states.last?.contains(#""awaiting": []"#) == true)
    }

    @Test func aChoiceWhoseAskerIsGoneIsDroppedAndJournaled() throws {
        let script =
            "open chapter://compare/universities?ids=1,2\ntap 5\nchoose 1 2\nopen chapter://lists\njournal 2\nstate\n"
        let session = try chapter("--fresh", input: script)
        #expect(session.status == 0, "\(session.errors)")
        #expect(session.output.contains("Your choice was not used: the screen that asked for it is gone."))
        let last = session.output.components(separatedBy: "> {").last ?? ""
        #expect(last.contains(#""awaiting": []"#) && last.contains(#""lists": []"#))
    }

    @Test func aSessionRestoredMidOnboardingShowsTheAnswersGiven() throws {
        let file = Self.scratchFile()
        defer { try? FileManager.default.removeItem(atPath: file) }
        let first = try chapter(
            "--state", file, input: "sign-in new\nopen chapter://onboarding\ntap 1\nchoose 2\ntap 1\nchoose 1\nquit\n")
        #expect(first.status == 0, "\(first.errors)")
        let second = try chapter("--state", file, input: "back\n")
        #expect(second.status == 0, "\(second.errors)")
        let screens = second.output.components(separatedBy: "> ")
        #expect(screens.first?.contains("1. [x] A levels") == true, "The grades step: \(screens.first ?? "")")
        #expect(screens.dropFirst().first?.contains("2. [x] In Year 13") == true, "The stage step, one back")
    }

    @Test func aPickerThatTakesNoneIsEmptiedByChooseAlone() throws {
        let run = try chapter("run", "-", "--json", input: "tab search\ntap 8\nchoose 1\ndone\ntap 2\nchoose\ndone\n")
        #expect(run.status == 0, "\(run.errors)")
        let stacks = try Self.states(run.output).map { ($0["stacks"] as? [String: [String]])?["search"] }
        #expect(stacks[3] == ["chapter://search/results?city=Eastfield"])
        #expect(stacks.last == ["chapter://search/results"], "Unfiltered again")
    }

    @Test func aLinkCannotDriveTheTerminalThroughATitle() throws {
        let run = try chapter("open", "chapter://search/results?city=%1B%5D0%3Bpwned%07%1B%5B2J")
        #expect(run.status == 0, "\(run.errors)")
        #expect(!run.output.contains("\u{1B}") && !run.output.contains("\u{07}"))
        // The title is still shown, each control character written out where the user can read it.
        #expect(run.output.contains(#"Results in \u{1B}]0;pwned\u{7}\u{1B}[2J"#), "\(run.output)")
    }

    @Test func searchFiltersCarryTheCitiesChosenToTheResultsThatAsked() throws {
        let run = try chapter("run", "-", "--json", input: "tab search\ntap 8\nchoose 1 3\ndone\n")
        #expect(run.status == 0, "\(run.errors)")
        let last = try #require(try Self.states(run.output).last)
        let stack = try #require((last["stacks"] as? [String: [String]])?["search"])
        #expect(stack == ["chapter://search/results?city=Eastfield&city=Northbridge"])
        #expect((last["modals"] as? [Any])?.isEmpty == true)
    }
}
