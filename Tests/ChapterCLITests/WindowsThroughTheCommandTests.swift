import Foundation
import Testing

/// Several windows through the built `chapter` binary: separate stacks, the one rule for where a
/// link goes, every window saved and restored, and bad window lines refused with their reason.
@Suite("Windows, through the chapter command")
struct WindowsThroughTheCommandTests {
    /// The state lines a `run --json` printed, one a command, as objects.
    func states(_ output: String) throws -> [[String: Any]] {
        try output.split(separator: "\n").map { line in
            try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        }
    }

    func search(_ state: [String: Any]) -> [String]? {
        (state["stacks"] as? [String: [String]])?["search"]
    }

    @Test func twoWindowsKeepSeparateStacksAndALinkGoesWhereTheRuleSays() throws {
        let course = "chapter://course/9f93d130-f5bc-50b3-9005-8e17e4a53a37"
        let script = """
            open \(course)
            window new
            tab feed
            open \(course)
            window 2
            open chapter://university/2
            window new
            open chapter://university/1
            """
        let result = try chapter("run", "-", "--json", input: script + "\n")
        #expect(result.status == 0, "\(result.errors)")
        let lines = try states(result.output)
        #expect(lines.map { $0["window"] as? Int } == [1, 2, 2, 1, 2, 2, 3, 1])
        #expect(lines[2]["tab"] as? String == "feed" && search(lines[2]) == [], "Window 2 has its own stacks")
        #expect(search(lines[3]) == ["chapter://university/1", course], "Window 1 shows it on top: it comes forward")
        #expect(search(lines[5]) == ["chapter://university/2"], "No window had it: the active one takes it")
        #expect(search(lines[7]) == ["chapter://university/1"], "Window 1 holds it, the lowest such")
        #expect(lines.last?["windows"] as? Int == 3)
    }

    @Test func aHeldLinkCompletesInItsOwnWindowAndSignOutPrunesEvery() throws {
        // Window 1 navigates by a link meanwhile: what window 2 holds is its own, and stays. Then
        // two windows show the inbox, and sign-out, typed in window 3, prunes it from both: each
        // window's state is read after it, not only the active one's.
        let script = """
            window new
            open chapter://inbox
            window 1
            open chapter://university/1
            sign-in
            state
            window 2
            state
            window new chapter://inbox
            sign-out
            window 2
            window 1

            """
        let result = try chapter("run", "-", "--json", input: script)
        #expect(result.status == 0, "\(result.errors)")
        let lines = try states(result.output)
        try #require(lines.count == 12)
        let connect = lines.map { ($0["stacks"] as? [String: [String]])?["connect"] }
        #expect(lines[1]["pending"] as? String == "chapter://inbox")
        #expect(lines[3]["window"] as? Int == 1 && search(lines[3]) == ["chapter://university/1"])
        #expect(connect[5] == [], "Window 1 asked for nothing")
        #expect(connect[7] == ["chapter://inbox"], "Window 2 got what it waited for")
        #expect(lines[8]["window"] as? Int == 3 && connect[8] == ["chapter://inbox"], "Window 3 shows it too")
        #expect(lines[9]["window"] as? Int == 3 && connect[9] == [], "Signing out pruned it from window 3")
        #expect(lines[10]["window"] as? Int == 2 && connect[10] == [], "and from window 2, not active then")
        #expect(lines[11]["window"] as? Int == 1 && search(lines[11]) == ["chapter://university/1"])
    }

    @Test func aSessionOfThreeWindowsRestoresAllThree() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent(
            "chapter-windows-\(UUID().uuidString).json"
        )
        .path
        defer { try? FileManager.default.removeItem(atPath: file) }
        let first = try chapter(
            "--state", file,
            input:
                "open chapter://university/1\nwindow new chapter://university/2\nwindow new\ntab feed\nwindow 2\nquit\n"
        )
        #expect(first.status == 0, "\(first.errors)")
        let second = try chapter("--state", file, input: "windows\nstate\nwindow 1\nstate\n")
        #expect(second.status == 0, "\(second.errors)")
        #expect(second.output.contains("  window 1: tab search, "))
        #expect(second.output.contains("* window 2: tab search, "))
        #expect(second.output.contains("  window 3: tab feed, "))
        let states = second.output.components(separatedBy: "> {").dropFirst()
        #expect(states.first?.contains(#""search": ["chapter://university/2"]"#) == true, "Window 2 is active again")
        #expect(states.first?.contains(#""windows": 3"#) == true)
        #expect(states.last?.contains(#""search": ["chapter://university/1"]"#) == true)
    }

    @Test func badWindowLinesAreRejectedWithTheirReason() throws {
        let script =
            "window\nwindow 0\nwindow 99\nwindow close now\nwindow new chapter://nowhere\nwindow close\nwindows now\n"
        let result = try chapter("run", "-", "--json", input: script)
        #expect(result.status == 2)
        let reasons = result.errors.split(separator: "\n").map(String.init)
        #expect(reasons.count == 7)
        #expect(reasons[0].hasPrefix("chapter: line 1: window needs new, close or a window's number"))
        #expect(reasons[1].contains("line 2: '0' is not new, close or a window's number"))
        #expect(reasons[2].contains("line 3: No window 99 is open; the open windows are 1"))
        #expect(reasons[3].contains("line 4: window close takes nothing after it"))
        #expect(reasons[4].contains("line 5: No window opened: "))
        #expect(reasons[5].contains("line 6: Window 1 stays open: this is the only window open"))
        #expect(reasons[6].contains("line 7: windows takes nothing after it"))
        #expect(try states(result.output).allSatisfy { $0["windows"] as? Int == 1 })
    }

    /// Issue 65: when the rule sends a way in to another window than the active one, the terminal
    /// says which window took it, as a SwiftUI window is brought forward.
    @Test func theWindowThatTakesALinkIsNamed() throws {
        let session = try chapter(
            "--fresh", input: "open chapter://university/2\nwindow new\nopen chapter://university/2\nquit\n")
        #expect(session.status == 0, "\(session.errors)")
        let said = session.output.components(separatedBy: "\n").filter { $0.contains("came to the front") }
        #expect(said.count == 1, "Once, for the link window 1 took: \(session.output)")
        #expect(said.first?.hasSuffix("Window 1 took it and came to the front.") == true)
        let script = try chapter(
            "run", "-", input: "open chapter://university/2\nwindow new\nopen chapter://university/2\n")
        #expect(script.status == 0, "\(script.errors)")
        #expect(
            script.output.components(separatedBy: "\n").filter { $0 == "Window 1 took it and came to the front." }.count
                == 1,
            "A script says so too: \(script.output)")
    }
}
