import Foundation
import Testing

/// Issue 65 at the prompt and in listings: keys that are not text, the marks of notices, a link's
/// control characters, and a link that leaves out what its screen needs, through the built binary.
@Suite("A new user's session", .serialized)
struct NewcomerSessionTests {
    @Test func theArrowKeysAreNoCommand() throws {
        // Up, down (SS3, as in a terminal's application mode), Ctrl-right, Delete, Alt-b, Escape.
        let keys = ["\u{1B}[A", "\u{1B}OB", "\u{1B}[1;5C", "\u{1B}[3~", "\u{1B}b", "\u{1B}"]
        let result = try chapter("--fresh", input: keys.map { $0 + "\n" }.joined() + "tab arc\u{1B}[Dade\nquit\n")
        #expect(result.status == 0)
        #expect(!result.output.contains("Unknown command"), "\(result.output)")
        #expect(!result.output.contains("\n! "), "No line is refused")
        #expect(!result.output.contains("\\u{1B}"), "No escape is echoed as text")
        #expect(result.output.contains("[arcade]"), "The keys inside a line are left out of it")
        // A script's line is read as it is.
        #expect(try chapter("run", "-", input: "\u{1B}[A\n").status == 2)
    }

    @Test func onlyWhatDidNotHappenIsMarkedWithAnExclamationMark() throws {
        let added = try chapter(
            "run", "-", input: "open chapter://course/9f93d130-f5bc-50b3-9005-8e17e4a53a37\ntap 3\n")
        #expect(added.output.contains("\n• Added to your shortlist.\n"), "\(added.output)")
        #expect(!added.output.contains("!"))
        let held = try chapter("open", "chapter://settings/privacy")
        #expect(held.output.contains("\n• Sign in to open this screen.\n"), "\(held.output)")
        let missing = try chapter("open", "chapter://university/42")
        #expect(missing.output.contains("\n! This university is no longer available.\n"))
        let refused = try chapter("--fresh", input: "dismiss\nquit\n")
        #expect(refused.output.contains("! No modal is presented."))
    }

    @Test func aModalLayerIsCalledModalNEverywhereTheCommandSpeaks() throws {
        let script = "tab arcade\ntap 1\ntap 2\nback\nopen chapter://settings/privacy\n"
        let result = try chapter("run", "-", "--steps", "--signed-in", input: script)
        #expect(result.output.contains("present modal 1 as a full-screen cover"), "\(result.output)")
        #expect(result.output.contains("dismiss modal 1"))
        #expect(result.output.contains("┌─ modal 1, sheet"))
        #expect(!result.output.contains("layer"), "\(result.output)")
    }

    @Test func aLinksControlCharactersReachNoListing() throws {
        let link = "chapter://search/results?q=ab%0Acd%1B%5B31mRED%07"
        let session = try chapter(["--fresh"], bytes: Data("open \(link)\nwindows\njournal\nquit\n".utf8))
        let script = try chapter(["run", "-"], bytes: Data("open \(link)\nwindows\njournal\n".utf8))
        for output in [session.output, script.output] {
            let controls = output.utf8.filter { ($0 < 0x20 && $0 != 0x0A) || $0 == 0x7F }
            #expect(controls.isEmpty, "\(Array(controls)) in \(output)")
            #expect(output.contains(#"* window 1: tab search, Results for “ab\u{A}cd\u{1B}[31mRED\u{7}”"#), "\(output)")
            #expect(output.contains(#"2. A link: from Chapter to Results for “ab\u{A}cd"#), "\(output)")
        }
    }

    @Test func aLinkWithoutItsParametersSaysWhichItLacks() throws {
        let result = try chapter("open", "chapter://university", "--json")
        #expect(result.status == 2)
        #expect(
            result.errors
                == "chapter: The link 'chapter://university' leads to universities.detail only with its 'id' (university/{id:int}).\n"
        )
        #expect(
            result.output.contains(#""notice": "This link is incomplete: it needs its id, so it cannot be opened.""#))
        let check = try chapter("links", "check", "-", input: "chapter://chat\n")
        #expect(check.output.contains("leads to groups.chat only with its 'id'"), "\(check.output)")
        // A link that names no destination at all still says so.
        let nowhere = try chapter("open", "chapter://nowhere", "--json")
        #expect(nowhere.output.contains(#""notice": "This link does not lead anywhere in Chapter.""#))
    }
}
