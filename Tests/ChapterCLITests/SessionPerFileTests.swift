import Foundation
import Testing

/// One session per file (docs/chapter-command.md, "One session per file"), and what a restored
/// session keeps: never more than the next save keeps, and never less than the file held
/// without a copy kept aside.
@Suite("One session per file, and what a restored session keeps, through the chapter command", .serialized)
struct SessionPerFileTests {
    /// The navigation snapshot the session file at `path` holds.
    static func snapshot(_ path: String) throws -> String {
        let file = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path)))
        return try #require((file as? [String: Any])?["snapshot"] as? String)
    }

    // MARK: - A second session is refused

    @Test func aSecondSessionOnTheFileIsRefusedNamingTheHolder() throws {
        let scratch = try ScratchDirectory()
        defer { scratch.remove() }
        let first = try InteractiveChapter(["--state", "s.json"], in: scratch.url)
        first.readToPrompt()
        try first.send("open chapter://university/2")
        let saved = try Data(contentsOf: URL(fileURLWithPath: scratch.path("s.json")))
        let second = try chapter(["--state", "s.json"], in: scratch.url, input: "open chapter://careers\nquit\n")
        #expect(second.status == 1)
        #expect(second.errors.contains("another session is using"), "\(second.errors)")
        #expect(second.errors.contains("s.json"), "It names the file")
        #expect(second.errors.contains("(process \(first.process.processIdentifier))"), "and the holder")
        #expect(second.errors.contains("--state OTHER") && second.errors.contains("--fresh"), "and the ways out")
        #expect(second.output.isEmpty, "Nothing ran: \(second.output)")
        #expect(
            try Data(contentsOf: URL(fileURLWithPath: scratch.path("s.json"))) == saved,
            "The refused session wrote nothing")
        try first.send("open chapter://careers")
        #expect(
            try Self.snapshot(scratch.path("s.json")).contains("careers"), "The holder saves while others are refused")
        let third = try chapter(["--state", "s.json"], in: scratch.url, input: "tab map\nquit\n")
        #expect(third.status == 1, "Refused again, after the holder saved")
        try first.send("tab feed")
        #expect(try first.quit() == 0)
        #expect(
            try Self.snapshot(scratch.path("s.json")).contains(#""selectedTab":"feed""#),
            "The holder's last save is whole")
        #expect(try scratch.names() == [".s.json.lock", "s.json"], "No copies beside it, and the lock file stays")
    }

    @Test func aSecondSessionThroughALinkToTheSameFileIsRefused() throws {
        let scratch = try ScratchDirectory()
        defer { scratch.remove() }
        let first = try InteractiveChapter(["--state", "s.json"], in: scratch.url)
        first.readToPrompt()
        try FileManager.default.createSymbolicLink(atPath: scratch.path("other.json"), withDestinationPath: "s.json")
        let second = try chapter(["--state", "other.json"], in: scratch.url, input: "quit\n")
        #expect(second.status == 1)
        #expect(second.errors.contains("another session is using"), "\(second.errors)")
        #expect(try first.quit() == 0)
    }

    /// The lock file under every name it can be reached by: its own, a symbolic link, a hard link.
    /// Before the holder's first save too, when only the lock file stands there.
    @Test(arguments: ["own name", "symbolic link", "hard link"], [false, true])
    func aSessionOnAnotherSessionsLockFileIsRefusedAndTheHolderStaysAlone(reachedBy way: String, saved: Bool) throws {
        let scratch = try ScratchDirectory()
        defer { scratch.remove() }
        let first = try InteractiveChapter(["--state", "state.json"], in: scratch.url)
        first.readToPrompt()
        if saved { try first.send("open chapter://university/2") }
        #expect(try scratch.names().contains("state.json") == saved)
        let lock = scratch.path(".state.json.lock")
        let given: String
        switch way {
        case "own name": given = ".state.json.lock"
        case "symbolic link":
            given = "session.json"
            try FileManager.default.createSymbolicLink(atPath: scratch.path(given), withDestinationPath: lock)
        default:
            given = "copy.json"
            try FileManager.default.linkItem(atPath: lock, toPath: scratch.path(given))
        }
        let lockBefore = try FileManager.default.attributesOfItem(atPath: lock)[.systemFileNumber] as? Int
        let onLock = try chapter(["--state", given], in: scratch.url, input: "tab map\nquit\n")
        #expect(onLock.status == 64, "A usage error (EX_USAGE), before anything runs: \(onLock.errors)")
        #expect(onLock.errors.contains("lock file"), "\(onLock.errors)")
        #expect(onLock.errors.contains("state.json"), "It names the file the lock guards: \(onLock.errors)")
        #expect(onLock.output.isEmpty, "Nothing ran: \(onLock.output)")
        #expect(
            try FileManager.default.attributesOfItem(atPath: lock)[.systemFileNumber] as? Int == lockBefore,
            "The lock file is neither moved aside nor replaced")
        #expect(try scratch.names().allSatisfy { !$0.contains("unusable") }, "Nothing was moved aside")
        let third = try chapter(["--state", "state.json"], in: scratch.url, input: "quit\n")
        #expect(third.status == 1, "The holder still holds its file: a third session is refused")
        #expect(third.errors.contains("another session is using"), "\(third.errors)")
        #expect(try first.quit() == 0)
    }

    @Test func theFileIsFreeOnceTheHolderEndsHoweverItEnds() throws {
        let scratch = try ScratchDirectory()
        defer { scratch.remove() }
        let killed = try InteractiveChapter(["--state", "s.json"], in: scratch.url)
        killed.readToPrompt()
        try killed.send("open chapter://university/2")
        killed.kill()
        let next = try chapter(["--state", "s.json"], in: scratch.url, input: "quit\n")
        #expect(next.status == 0, "The kernel released the killed session's hold: \(next.errors)")
        #expect(next.output.contains("[search]"), "and its last save is restored: \(next.output)")
    }

    @Test func aFileThatCannotBeHeldIsNotUsed() throws {
        let scratch = try ScratchDirectory()
        defer { scratch.remove() }
        try FileManager.default.createDirectory(
            atPath: scratch.path(".s.json.lock"), withIntermediateDirectories: false)
        let run = try chapter(["--state", "s.json"], in: scratch.url, input: "open chapter://careers\nquit\n")
        #expect(run.status == 1)
        #expect(run.errors.contains("for this session alone"), "\(run.errors)")
        #expect(try scratch.names() == [".s.json.lock"], "Nothing was saved unheld")
    }

    @Test func freshAndAnotherFileAreTheWaysOut() throws {
        let scratch = try ScratchDirectory()
        defer { scratch.remove() }
        let first = try InteractiveChapter(["--state", "s.json"], in: scratch.url)
        first.readToPrompt()
        #expect(try chapter(["--state", "t.json"], in: scratch.url, input: "quit\n").status == 0)
        #expect(try chapter(["--state", "s.json", "--fresh"], in: scratch.url, input: "quit\n").status == 0)
        #expect(try first.quit() == 0)
    }

    // MARK: - What is restored is what the next save keeps

    /// A signed-in session on the checklist whose entry keeps `count` new tasks.
    static func checklist(withNewTasks count: Int) throws -> Data {
        let tasks = (0..<count).map { #"{"due":"10 December","title":"Task \#($0)"}"# }.joined(separator: ",")
        let snapshot =
            #"{"version":3,"state":{"selectedTab":"lists","stacks":{"lists":["checklist"]},"modals":[],"#
            + #""entries":{"next":2,"tabs":{"lists":[1]},"layers":[],"returnLayers":[]},"#
            + #""screens":{"1":{"checklist.added":[\#(tasks)]}}}}"#
        let file: [String: Any] = ["signedIn": true, "onboarded": true, "snapshot": snapshot]
        return try JSONSerialization.data(withJSONObject: file)
    }

    @Test func aRestoredChecklistShowsNoMoreTasksThanItKeeps() throws {
        let scratch = try ScratchDirectory()
        defer { scratch.remove() }
        try Self.checklist(withNewTasks: 150).write(to: URL(fileURLWithPath: scratch.path("s.json")))
        let run = try chapter(["--state", "s.json"], in: scratch.url, input: "quit\n")
        #expect(run.status == 0, "\(run.errors)")
        let shown = run.output.components(separatedBy: "\n").filter { $0.contains("New: Task") }
        #expect(shown.count == 100, "As many as a checklist keeps")
        #expect(shown.first?.contains("Task 0 ") == true && shown.last?.contains("Task 99 ") == true)
    }

    @Test func aRestoredValueTooLargeToSaveIsLeftOutAndTheFileKeptAside() throws {
        let scratch = try ScratchDirectory()
        defer { scratch.remove() }
        let original = try Self.checklist(withNewTasks: 1_000)
        try original.write(to: URL(fileURLWithPath: scratch.path("s.json")))
        let run = try chapter(["--state", "s.json"], in: scratch.url, input: "quit\n")
        #expect(run.status == 0, "\(run.errors)")
        #expect(!run.output.contains("New: Task"), "Not shown, since the next save could not keep it")
        #expect(run.output.contains("too large to keep"), "The user is told: \(run.output)")
        let aside = try #require(try scratch.names().first { $0.hasPrefix("s.json.trimmed-") })
        #expect(try Data(contentsOf: URL(fileURLWithPath: scratch.path(aside))) == original, "Kept byte for byte")
        let again = try chapter(["--state", "s.json"], in: scratch.url, input: "quit\n")
        #expect(!again.output.contains("too large"), "The saved session is what was shown: \(again.output)")
    }
}
