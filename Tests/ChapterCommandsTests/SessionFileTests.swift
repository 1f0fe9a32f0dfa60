import ChapterApp
import ChapterCommands
import ChapterKit
import Foundation
import Testing
import Waymark

@MainActor
@Suite("Chapter: sessions across runs, and the saved file as the user's data")
struct SessionFileTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("chapter-tests-\(UUID().uuidString)")
    var file: SessionFile { SessionFile(url: folder.appendingPathComponent("state.json")) }

    init() throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    /// The names in the test's folder other than the state file, sorted.
    func asideNames() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0 != "state.json" }.sorted()
    }

    /// A saved session whose snapshot holds `state` (the snapshot format's `state` object).
    func writeSession(signedIn: Bool, state: String) throws {
        let snapshot = #"{"version": 1, "state": \#(state)}"#
        let contents = try JSONSerialization.data(withJSONObject: ["signedIn": signedIn, "snapshot": snapshot])
        try contents.write(to: file.url)
    }

    @Test func aSessionComesBackWhereItWasLeft() async throws {
        let first = Console(app: try file.start().app)
        await first.app.start()
        _ = await first.run(.open(link: "chapter://university/2"))
        _ = await first.run(.signIn)
        try file.save(first.app)
        let second = try file.start()
        #expect(second.mayBeSaved)
        #expect(Console(app: second.app).stateJSON() == first.stateJSON())
        #expect(second.app.isSignedIn)
    }

    @Test func theShortlistComesBackWithTheSession() async throws {
        let first = Console(app: try file.start().app)
        await first.app.start()
        let courses = Array(first.app.catalog.courses.prefix(3).map(\.id))
        for course in courses.reversed() {
            _ = await first.execute("open chapter://course/\(course)")
            _ = await first.execute("tap 3")
        }
        #expect(first.app.shortlist == courses.reversed())
        try file.save(first.app)
        #expect(try file.start().app.shortlist == courses.reversed())
    }

    @Test func aShortlistEntryThatCannotBeReadIsDroppedNotTheSession() throws {
        let kept = try #require(try ChapterCatalog.sample().courses.first).id
        let snapshot =
            #"{"version": 1, "state": {"selectedTab": "search", "modals": [], "stacks": {"search": [{"type": "universities", "value": {"detail": {"id": 2}}}]}}}"#
        let contents = try JSONSerialization.data(
            withJSONObject: [
                "signedIn": false, "snapshot": snapshot,
                "shortlist": [
                    kept.description, "not a uuid", 42, "00000000-0000-0000-0000-000000000000", kept.description,
                ],
            ] as [String: Any])
        try contents.write(to: file.url)
        let app = try file.start().app
        #expect(app.shortlist == [kept], "Unknown courses and repeats are dropped")
        #expect(Console(app: app).stateJSON().contains(#""search": ["chapter://university/2"]"#))
        #expect(try asideNames().isEmpty)
    }

    @Test func aFileSavedBeforeTheShortlistWasKeptStillRestores() throws {
        try writeSession(signedIn: true, state: #"{"selectedTab": "feed", "modals": [], "stacks": {}}"#)
        let app = try file.start().app
        #expect(app.shortlist.isEmpty)
        #expect(app.isSignedIn)
        #expect(Console(app: app).stateJSON().hasPrefix(#"{"tab": "feed""#))
        #expect(try asideNames().isEmpty)
    }

    @Test func signedOutRestorationDropsSignedInScreens() async throws {
        let first = Console(app: try file.start().app)
        await first.app.start()
        _ = await first.execute("sign-in")
        _ = await first.execute("open chapter://inbox")
        _ = await first.execute("open chapter://university/1")
        _ = await first.execute("sign-out")
        try file.save(first.app)
        let second = try file.start().app
        #expect(!Console(app: second).stateJSON().contains("inbox"))
        #expect(Console(app: second).stateJSON().contains("chapter://university/1"))
    }

    @Test func aRestoredStateKeepsOnlyWhatTheRulesAllow() throws {
        let deleteAccount = #"{"type": "profile", "value": {"deleteAccount": {}}}"#
        let university = #"{"type": "universities", "value": {"detail": {"id": 1}}}"#
        try writeSession(
            signedIn: false,
            state: """
                {"selectedTab": "hub", "modals": [], "stacks": {"hub": [\(deleteAccount)], "search": [\(university), \(deleteAccount)]}}
                """)
        let app = try file.start().app
        #expect(
            app.navigation.state.stack(of: ChapterTab.hub).isEmpty, "An internal screen on a tab's stack is dropped")
        #expect(app.navigation.state.stack(of: ChapterTab.search).count == 1, "The rest of the stack is kept")
        #expect(!Console(app: app).stateJSON().contains("delete-account"))
    }

    @Test func aNoticeIsNeverSavedNorRestored() async throws {
        let first = Console(app: try file.start().app)
        await first.app.start()
        _ = await first.execute("open chapter://university/999")
        #expect(first.app.navigation.state.notice != nil)
        try file.save(first.app)
        #expect(!String(decoding: try Data(contentsOf: file.url), as: UTF8.self).contains("no longer available"))
        #expect(try file.start().app.navigation.state.notice == nil)
    }

    @Test(arguments: [
        ("{ not a session", "damaged content"),
        (#"{"signedIn": false, "snapshot": "{\"version\": 99, \"state\": {}}"}"#, "a newer version"),
        (#"{"name": "someone else's file"}"#, "foreign content"),
    ])
    func anUnusableFileIsMovedAsideWhole(content: String, what: String) throws {
        try Data(content.utf8).write(to: file.url)
        let start = try file.start()
        #expect(start.mayBeSaved, "\(what)")
        let aside = try #require(try asideNames().first, "\(what)")
        #expect(aside.hasPrefix("state.json.unusable-"))
        #expect(String(decoding: try Data(contentsOf: folder.appendingPathComponent(aside)), as: UTF8.self) == content)
        #expect(!FileManager.default.fileExists(atPath: file.url.path))
        let notice = try #require(start.app.navigation.state.notice)
        #expect(ChapterApp.words(for: notice).contains(aside), "The notice says where the file went")
        #expect(start.app.navigation.state.place == start.app.registry.initialState)
    }

    @Test func twoUnusableFilesInTheSameSecondNeverReplaceEachOther() throws {
        try Data("first".utf8).write(to: file.url)
        _ = try file.start()
        try Data("second".utf8).write(to: file.url)
        _ = try file.start()
        try Data("third".utf8).write(to: file.url)
        _ = try file.start()
        let names = try asideNames()
        #expect(names.count == 3)
        let kept = try names.map {
            String(decoding: try Data(contentsOf: folder.appendingPathComponent($0)), as: UTF8.self)
        }
        #expect(Set(kept) == ["first", "second", "third"])
    }

    @Test func aFolderInThePlaceOfTheFileIsMovedAsideWithItsContents() throws {
        try FileManager.default.createDirectory(at: file.url, withIntermediateDirectories: true)
        try Data("keep me".utf8).write(to: file.url.appendingPathComponent("note.txt"))
        let start = try file.start()
        let aside = try #require(try asideNames().first)
        let note = folder.appendingPathComponent(aside).appendingPathComponent("note.txt")
        #expect(String(decoding: try Data(contentsOf: note), as: UTF8.self) == "keep me")
        try file.save(start.app)
        #expect(FileManager.default.fileExists(atPath: file.url.path))
    }

    @Test func aNamedPipeIsMovedAsideWithoutBeingOpened() throws {
        #expect(mkfifo(file.url.path, 0o600) == 0)
        let start = try file.start()
        #expect(start.mayBeSaved)
        let aside = try #require(try asideNames().first)
        var status = stat()
        #expect(stat(folder.appendingPathComponent(aside).path, &status) == 0)
        #expect(status.st_mode & S_IFMT == S_IFIFO, "The pipe itself was moved, not replaced")
    }

    @Test func aDanglingLinkInThePlaceOfTheFileIsMovedAside() throws {
        try FileManager.default.createSymbolicLink(
            atPath: file.url.path, withDestinationPath: "/nonexistent/state.json")
        let start = try file.start()
        #expect(start.mayBeSaved)
        let aside = try #require(try asideNames().first)
        #expect(
            try FileManager.default.destinationOfSymbolicLink(atPath: folder.appendingPathComponent(aside).path)
                == "/nonexistent/state.json")
    }

    #if os(Linux)
    @Test func aFileThatCannotBeMovedIsLeftAloneAndNeverSavedOver() throws {
        // /proc/version is readable but not a session, and the kernel refuses to rename it.
        let protected = SessionFile(url: URL(fileURLWithPath: "/proc/version"))
        let before = try Data(contentsOf: protected.url)
        let start = try protected.start()
        #expect(!start.mayBeSaved)
        let notice = try #require(start.app.navigation.state.notice)
        #expect(ChapterApp.words(for: notice).contains("left where it is"))
        #expect(try Data(contentsOf: protected.url) == before)
    }
    #endif

    @Test(.enabled(if: getuid() != 0, "root reads any file"))
    func aFileWithoutReadPermissionIsMovedAside() throws {
        try Data("private".utf8).write(to: file.url)
        try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: file.url.path)
        let start = try file.start()
        #expect(start.mayBeSaved)
        #expect(try asideNames().count == 1)
    }

    @Test func aSaveThatCannotBeWrittenSaysWhyAndLeavesWhatIsThere() async throws {
        let app = try file.start().app
        try FileManager.default.createDirectory(at: file.url, withIntermediateDirectories: true)
        let error = try #require(throws: SessionFileError.self) { try file.save(app) }
        #expect(error.description.contains(file.url.path))
        var isFolder: ObjCBool = false
        #expect(FileManager.default.fileExists(atPath: file.url.path, isDirectory: &isFolder) && isFolder.boolValue)
    }

    @Test func savingReplacesTheFileWholeAndLeavesNothingBeside() async throws {
        let console = Console(app: try file.start().app)
        await console.app.start()
        try file.save(console.app)
        _ = await console.run(.open(link: "chapter://university/3"))
        try file.save(console.app)
        #expect(try asideNames().isEmpty)
        #expect(Console(app: try file.start().app).stateJSON() == console.stateJSON())
    }
}
