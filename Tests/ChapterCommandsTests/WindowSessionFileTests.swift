import ChapterApp
import ChapterKit
import Foundation
import Testing
@_spi(FrontEnd) import Waymark

@testable import ChapterCommands

@MainActor
@Suite("Chapter: every window saved, a damaged window dropped alone")
struct WindowSessionFileTests {
    let folder: URL
    let file: SessionFile

    init() throws {
        (folder, file) = try scratchSessionFile()
    }

    /// A console of three windows: a university in the first, a course in the second (active),
    /// the feed in the third.
    func threeWindows() async throws -> Console {
        let console = Console(windows: try file.start().windows)
        await console.start()
        for line in [
            "open chapter://university/1", "window new chapter://university/2", "window new", "tab feed", "window 2",
        ] {
            #expect(await console.execute(line) == .applied, "\(line)")
        }
        return console
    }

    func states(_ windows: ChapterWindows) -> [NavigationState] {
        windows.all.map { $0.navigation.state.place }
    }

    func savedFile() throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: file.url)) as? [String: Any])
    }

    func writeFile(_ fields: [String: Any]) throws {
        try JSONSerialization.data(withJSONObject: fields).write(to: file.url)
    }

    @Test func aSessionOfThreeWindowsRestoresAllThreeAndTheActiveOne() async throws {
        let console = try await threeWindows()
        try file.save(console.windows)
        let saved = try savedFile()
        #expect((saved["otherWindows"] as? [String])?.count == 2)
        #expect(saved["activeWindow"] as? Int == 2)
        let restored = try file.start()
        #expect(restored.mayBeSaved)
        #expect(states(restored.windows) == states(console.windows))
        #expect(restored.windows.active === restored.windows.all[1])
        #expect(restored.windows.all.map(\.navigation.windowNumber) == [1, 2, 3])
        #expect(restored.windows.all.allSatisfy { $0.navigation.state.notice == nil })
    }

    @Test func aSessionOfOneWindowIsWrittenAsBeforeWindows() async throws {
        let console = Console(windows: try file.start().windows)
        await console.start()
        _ = await console.execute("open chapter://university/1")
        try file.save(console.windows)
        #expect(Set(try savedFile().keys) == ["signedIn", "onboarded", "gameMode", "snapshot", "shortlist"])
        #expect(try file.start().windows.all.count == 1)
    }

    /// Each damaged window as the JSON value the file holds in its place.
    @Test(arguments: [
        ("not a string", "42"),
        ("not a snapshot", #""{ damaged""#),
        ("a snapshot of a newer version", #""{\"version\": 99, \"state\": {}}""#),
    ])
    func aDamagedWindowIsDroppedAloneAndTheFileKeptAside(what: String, json: String) async throws {
        let damaged = try JSONSerialization.jsonObject(with: Data(json.utf8), options: .fragmentsAllowed)
        let console = try await threeWindows()
        try file.save(console.windows)
        var fields = try savedFile()
        var others = try #require(fields["otherWindows"] as? [Any])
        others[0] = damaged
        fields["otherWindows"] = others
        try writeFile(fields)
        let written = try Data(contentsOf: file.url)
        let restored = try file.start()
        #expect(restored.mayBeSaved, "\(what)")
        #expect(states(restored.windows) == [states(console.windows)[0], states(console.windows)[2]], "\(what)")
        #expect(restored.windows.active === restored.windows.all[0], "The active window was the damaged one")
        let aside = try #require(
            try FileManager.default.contentsOfDirectory(atPath: folder.path).first {
                $0.hasPrefix("state.json.trimmed-")
            })
        #expect(try Data(contentsOf: folder.appendingPathComponent(aside)) == written, "The whole file is kept")
        let notice = try #require(restored.windows.active.navigation.state.notice)
        #expect(ChapterApp.words(for: notice).contains("A window of your saved session could not be reopened"))
        #expect(ChapterApp.words(for: notice).contains(aside))
    }

    /// The first window's part as the JSON value the file holds in its place.
    @Test(arguments: [#""{ damaged""#, "42", "null"])
    func aDamagedFirstWindowGivesItsPlaceToTheNext(json: String) async throws {
        let console = try await threeWindows()
        try file.save(console.windows)
        var fields = try savedFile()
        fields["snapshot"] = try JSONSerialization.jsonObject(with: Data(json.utf8), options: .fragmentsAllowed)
        try writeFile(fields)
        let restored = try file.start()
        #expect(states(restored.windows) == Array(states(console.windows).dropFirst()))
        #expect(restored.windows.all.map(\.navigation.windowNumber) == [1, 2], "Numbered from 1 again")
        #expect(restored.windows.active === restored.windows.all[0], "The active one, the second saved, is first now")
    }

    @Test func otherWindowsThatAreNoListLeaveTheFirstWindow() async throws {
        let console = try await threeWindows()
        try file.save(console.windows)
        var fields = try savedFile()
        fields["otherWindows"] = ["a": 1]
        try writeFile(fields)
        let restored = try file.start()
        #expect(states(restored.windows) == [states(console.windows)[0]])
        #expect(restored.windows.active.navigation.state.notice != nil)
    }

    @Test func aFileOfMoreWindowsThanTheLimitKeepsTheFirstTwenty() async throws {
        let console = try await threeWindows()
        try file.save(console.windows)
        var fields = try savedFile()
        let snapshot = try #require(fields["snapshot"] as? String)
        fields["otherWindows"] = Array(repeating: snapshot, count: ChapterWindows.limit + 4)
        fields["activeWindow"] = 1_000
        try writeFile(fields)
        let restored = try file.start()
        #expect(restored.windows.all.count == ChapterWindows.limit)
        #expect(restored.windows.active === restored.windows.all[0], "An active window out of range is the first")
        #expect(restored.windows.active.navigation.state.notice != nil)
    }

    @Test func aSessionTooLargeToReadBackIsNotSavedOverTheLastOne() async throws {
        let console = try await threeWindows()
        try file.save(console.windows)
        let saved = try Data(contentsOf: file.url)
        _ = await console.execute("window new chapter://university/3")
        file.savingLimit = saved.count
        #expect(throws: SessionFileError.self) { try file.save(console.windows) }
        #expect(try Data(contentsOf: file.url) == saved, "The last session that can be read back stays")
    }

    @Test func signingOutAfterARestartPrunesEveryRestoredWindow() async throws {
        let console = Console(windows: try file.start().windows)
        await console.start()
        for line in ["sign-in", "open chapter://inbox", "window new chapter://inbox"] {
            #expect(await console.execute(line) == .applied, "\(line)")
        }
        try file.save(console.windows)
        let restored = Console(windows: try file.start().windows)
        await restored.start()
        #expect(restored.windows.all.count == 2)
        #expect(await restored.execute("sign-out") == .applied)
        #expect(restored.windows.all.allSatisfy { $0.navigation.state.stack(of: ChapterTab.connect).isEmpty })
    }
}
