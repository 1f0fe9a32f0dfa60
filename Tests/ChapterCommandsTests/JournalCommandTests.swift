import ChapterApp
import ChapterCommands
import Foundation
import Testing
@_spi(FrontEnd) import Waymark

@MainActor
@Suite("The journal in the terminal: the journal command and the journal file")
struct JournalCommandTests {
    @Test func theJournalCommandTellsEachStepInTheUsersWordsWithoutInternalNames() async throws {
        let sample = try await Sample()
        for line in [
            "open chapter://settings/privacy", "sign-in", "dismiss", "tab search", "open chapter://nowhere",
        ] {
            _ = await sample.console.execute(line, interactive: true)
        }
        guard case .output(let text) = await sample.console.execute("journal", interactive: true) else {
            Issue.record("journal printed nothing")
            return
        }
        let lines = text.split(separator: "\n").map(String.init)
        #expect(
            lines == [
                "1. Chapter opened on Chapter.",
                "2. A link: from Chapter to Sign in. It waits for you to sign in.",
                "3. Sign in came on screen, after Chapter.",
                "4. A link: from Sign in to Privacy. What waited for sign-in opened.",
                "5. Privacy came on screen, after Sign in.",
                "6. You closed the sheet: from Privacy to Chapter.",
                "7. Chapter came on screen, after Privacy.",
                "8. You chose a tab: from Chapter to Search.",
                "9. Search came on screen, after Chapter.",
                "10. A link: you stayed on Search. This link does not lead anywhere in Chapter.",
            ], "dismiss closes the sheet as SwiftUI's dismiss action does: no tap")
        for internalName in ["profile.", "account.", "chapter://", "signedIn", "accessGuard"] {
            #expect(!text.contains(internalName), "The journal's words name '\(internalName)'")
        }
    }

    @Test func theJournalCommandShowsTheLastEntriesAsked() async throws {
        let sample = try await Sample()
        #expect(
            await sample.console.execute("journal", interactive: true) == .output("1. Chapter opened on Chapter."),
            "The window's first screen, reported as it started")
        for tab in ["search", "map", "lists"] {
            _ = await sample.console.execute("tab \(tab)", interactive: true)
        }
        guard case .output(let text) = await sample.console.execute("journal 2", interactive: true) else {
            Issue.record("journal 2 printed nothing")
            return
        }
        #expect(text.split(separator: "\n").map { $0.prefix(3) } == ["6. ", "7. "], "Each tab, then its arrival")
        #expect(await sample.console.execute("journal 0", interactive: true).rejectionReason != nil)
        // A script's journal is the session's (issue 65: `chapter run --help` lists it).
        #expect(await sample.console.execute("journal 2", interactive: false) == .output(text))
    }

    @Test func theFileGetsEveryEntryOnceAsJSONLinesAndKeepsWhatWasThere() async throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("journal-\(UUID()).jsonl")
        defer { try? FileManager.default.removeItem(at: url) }
        try Data("earlier run\n".utf8).write(to: url)
        let sample = try await Sample()
        let file = try JournalFile(url: url)
        _ = await sample.console.execute("tab search")
        try file.write(newEntriesOf: sample.app.navigation)
        try file.write(newEntriesOf: sample.app.navigation)
        _ = await sample.console.execute("open chapter://university/1")
        try file.write(newEntriesOf: sample.app.navigation)
        let lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n")
        #expect(lines.first == "earlier run", "The file is appended to, never truncated")
        let objects = try lines.dropFirst().map { line in
            try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        }
        #expect(
            objects.map { $0["number"] as? Int } == [1, 2, 3, 4, 5],
            "The first screen, then each transaction and its arrival")
        #expect(
            objects.map { ($0["cause"] as? [String: Any])?["kind"] as? String } == [
                "launch", "gesture", "gesture", "link", "link",
            ])
    }

    @Test func aFileThatCannotBeWrittenIsATypedError() throws {
        let directory = FileManager.default.temporaryDirectory
        #expect(throws: JournalFileError.cannotOpen(directory.path, reason: "it is a directory")) {
            try JournalFile(url: directory)
        }
        #expect(throws: JournalFileError.self) {
            try JournalFile(url: directory.appendingPathComponent("no-such-folder-\(UUID())/journal.jsonl"))
        }
    }
}
