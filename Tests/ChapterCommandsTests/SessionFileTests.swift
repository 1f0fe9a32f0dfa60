import ChapterApp
import ChapterKit
import Foundation
import Testing
@_spi(FrontEnd) import Waymark

@testable import ChapterCommands

@MainActor
@Suite("Chapter: sessions across runs, and the saved file as the user's data")
struct SessionFileTests {
    let folder: URL
    /// One session's file, as a run of the command holds it from start to end.
    let file: SessionFile

    init() throws {
        (folder, file) = try scratchSessionFile()
    }

    /// Another writer on the same path that holds no lock: what an editor, a sync or a build from
    /// before one session per file looks like to this session (a running `chapter` session is
    /// refused instead: Tests/ChapterCLITests/SessionPerFileTests.swift).
    func anotherSession() throws -> SessionFile {
        try SessionFile(url: file.url)
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
        await first.start()
        _ = await first.run(.open(link: "chapter://university/2"))
        _ = await first.run(.signIn(.sample))
        try file.save(first.app)
        let second = try file.start()
        #expect(second.mayBeSaved)
        #expect(Console(app: second.app).stateJSON() == first.stateJSON())
        #expect(second.app.isSignedIn && second.app.isOnboarded)
    }

    @Test func aNewUserComesBackStillToBeOnboarded() async throws {
        let first = Console(app: try file.start().app)
        await first.start()
        _ = await first.run(.signIn(.new))
        try file.save(first.app)
        let second = try file.start()
        #expect(second.app.isSignedIn && !second.app.isOnboarded)
        #expect(Console(app: second.app).stateJSON() == first.stateJSON())
    }

    @Test func gameFirstModeComesBackWithTheSession() async throws {
        let first = Console(app: try file.start().app)
        await first.start()
        _ = await first.run(.selectTab("search"))
        _ = await first.run(.gameMode(true))
        try file.save(first.app)
        let second = Console(app: try file.start().app)
        #expect(second.app.isGameFirst)
        #expect(second.stateJSON() == first.stateJSON(), "The world at the search zone comes back too")
        _ = await second.run(.selectTab("feed"))
        #expect(second.app.navigation.state.selectedTab == "search", "The restored mode still redirects")
    }

    @Test(arguments: [true, false])
    func aSessionSavedBeforeOnboardingExistedComesBackAsTheSampleUsers(signedIn: Bool) async throws {
        let app = try ChapterApp(signedIn: signedIn)
        let snapshot = String(decoding: try app.navigation.snapshot(), as: UTF8.self)
        // The fields a build from before onboarding wrote, and no others.
        let older = try JSONSerialization.data(withJSONObject: ["signedIn": signedIn, "snapshot": snapshot])
        try older.write(to: file.url)
        let restored = try file.start()
        #expect(restored.mayBeSaved, "Nothing is moved aside")
        #expect(restored.app.isSignedIn == signedIn)
        #expect(restored.app.isOnboarded == signedIn, "Onboarded when signed in, as the sample user is")
        #expect(!restored.app.isGameFirst, "Game-first mode off")
    }

    @Test func theShortlistComesBackWithTheSession() async throws {
        let first = Console(app: try file.start().app)
        await first.start()
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
        await first.start()
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
        await first.start()
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

    @Test func aFolderAPipeOrADeviceIsRefusedAndNeverMoved() throws {
        try FileManager.default.createDirectory(at: file.url, withIntermediateDirectories: true)
        try Data("keep me".utf8).write(to: file.url.appendingPathComponent("note.txt"))
        #expect(throws: SessionFileError.self) { try SessionFile(url: file.url) }
        let pipe = folder.appendingPathComponent("pipe")
        #expect(mkfifo(pipe.path, 0o600) == 0)
        for path in [pipe.path, "/dev/null", "", "."] {
            let error = try #require(throws: SessionFileError.self) { try SessionFile(path: path) }
            guard case .unusablePath = error else {
                Issue.record("\(path): \(error)")
                continue
            }
        }
        #expect(try asideNames() == ["pipe"], "Nothing was moved aside or created")
        #expect(FileManager.default.fileExists(atPath: file.url.appendingPathComponent("note.txt").path))
    }

    @Test func aSymbolicLinkIsFollowedAndStays() async throws {
        let real = folder.appendingPathComponent("dotfiles/chapter.json")
        try FileManager.default.createDirectory(
            at: real.deletingLastPathComponent(), withIntermediateDirectories: true)
        let link = folder.appendingPathComponent("link.json")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "dotfiles/chapter.json")
        let session = try SessionFile(url: link)
        let console = Console(app: try session.start().app)
        await console.start()
        _ = await console.run(.open(link: "chapter://university/3"))
        try session.save(console.app)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == "dotfiles/chapter.json")
        #expect(Console(app: try SessionFile(url: real).start().app).stateJSON() == console.stateJSON())
        _ = await console.run(.open(link: "chapter://university/4"))
        try session.save(console.app)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == "dotfiles/chapter.json")
        #expect(Console(app: try SessionFile(url: link).start().app).stateJSON() == console.stateJSON())
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: real.deletingLastPathComponent().path) == [
                "chapter.json"
            ])
    }

    @Test func linksThatLoopAreRefused() throws {
        let first = folder.appendingPathComponent("a.json")
        let second = folder.appendingPathComponent("b.json")
        try FileManager.default.createSymbolicLink(atPath: first.path, withDestinationPath: second.path)
        try FileManager.default.createSymbolicLink(atPath: second.path, withDestinationPath: first.path)
        let error = try #require(throws: SessionFileError.self) { try SessionFile(url: first) }
        #expect(error.description.contains("loop"))
    }

    @Test func aFileAnotherWriterSavedMeanwhileIsKeptAsideNotOverwritten() async throws {
        let mine = Console(app: try file.start().app)
        await mine.start()
        let other = try anotherSession()
        let theirs = Console(app: try other.start().app)
        await theirs.start()
        _ = await theirs.run(.open(link: "chapter://university/2"))
        try other.save(theirs.app)
        let theirBytes = try Data(contentsOf: file.url)

        _ = await mine.run(.open(link: "chapter://careers"))
        try file.save(mine.app)
        let aside = try #require(try asideNames().first { $0.hasPrefix("state.json.changed-") })
        #expect(try Data(contentsOf: folder.appendingPathComponent(aside)) == theirBytes, "Their save is kept whole")
        let notice = try #require(mine.app.navigation.state.notice)
        #expect(ChapterApp.words(for: notice).contains(aside), "The notice says where their session went")
        #expect(Console(app: try anotherSession().start().app).stateJSON().contains("chapter://careers"))

        // Saving again over its own file keeps nothing more aside.
        try file.save(mine.app)
        #expect(try asideNames().count == 1)
    }

    @Test func aFileEditedInPlaceIsKeptAsideToo() async throws {
        let console = Console(app: try file.start().app)
        await console.start()
        try file.save(console.app)
        let handle = try FileHandle(forWritingTo: file.url)
        try handle.seekToEnd()
        try handle.write(contentsOf: Data(" ".utf8))
        try handle.close()
        try file.save(console.app)
        #expect(try asideNames().count { $0.hasPrefix("state.json.changed-") } == 1)
    }

    @Test func aSaveThatFailsAfterKeepingTheOtherFileAsideLeavesNoTraceAndTriesAfresh() async throws {
        let console = Console(app: try file.start().app)
        await console.start()
        try Data("someone's notes".utf8).write(to: file.url)
        // A folder where the save writes its temporary file: the save fails after keeping the
        // other file aside.
        let temporary = folder.appendingPathComponent(".state.json.chapter-saving-\(getpid())")
        try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: false)
        #expect(throws: SessionFileError.self) { try file.save(console.app) }
        #expect(try asideNames().filter { $0.hasPrefix("state.json.changed-") }.isEmpty, "no second name is left")
        #expect(console.app.navigation.state.notice == nil, "no notice tells of a file kept aside")
        #expect(try String(contentsOf: file.url, encoding: .utf8) == "someone's notes")

        try FileManager.default.removeItem(at: temporary)
        try file.save(console.app)
        #expect(try asideNames().filter { $0.hasPrefix("state.json.changed-") }.count == 1)
        #expect(console.app.navigation.state.notice != nil)
    }

    @Test func aFileThatAppearedAfterTheStartIsKeptAside() async throws {
        let console = Console(app: try file.start().app)
        await console.start()
        try Data("someone's notes".utf8).write(to: file.url)
        try file.save(console.app)
        let aside = try #require(try asideNames().first)
        #expect(try String(contentsOf: folder.appendingPathComponent(aside), encoding: .utf8) == "someone's notes")
    }

    @Test func interruptedSavesOfProcessesThatNoLongerRunAreRemovedAndNothingElse() throws {
        let ended = Process()
        ended.executableURL = URL(fileURLWithPath: "/bin/true")
        try ended.run()
        ended.waitUntilExit()
        let planted = [
            ".state.json.\(SessionFile.savingMark)\(ended.processIdentifier)",  // a save killed mid-way
            ".state.json.\(SessionFile.savingMark)\(getpid())",  // a save in progress, this process's
            ".state.json.\(SessionFile.savingMark)12ab",  // not a process number
            ".state.json.swp",  // another program's
            ".other.json.\(SessionFile.savingMark)\(ended.processIdentifier)",  // another file's
        ]
        for name in planted { try Data("partial".utf8).write(to: folder.appendingPathComponent(name)) }
        _ = try file.start()
        #expect(try asideNames() == Array(planted.dropFirst()).sorted())
    }

    @Test func aFileLargerThanTheBoundIsMovedAsideUnread() throws {
        try Data("{".utf8).write(to: file.url)
        let handle = try FileHandle(forWritingTo: file.url)
        try handle.truncate(atOffset: UInt64(SessionFile.maximumByteCount + 1))
        try handle.close()
        guard FileVersion.current(of: try FileOnDisk(file.url.path), limit: SessionFile.maximumByteCount) == nil
        else {
            Issue.record("A file over the bound must not be read")
            return
        }
        let start = try file.start()
        #expect(start.mayBeSaved)
        let aside = try #require(try asideNames().first)
        let size = try FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent(aside).path)[.size]
        #expect((size as? NSNumber)?.intValue == SessionFile.maximumByteCount + 1)
    }

    @Test func aKeyGivenTwiceMakesTheFileUnusable() throws {
        let snapshot = #"{\"version\": 2, \"state\": {\"selectedTab\": \"feed\", \"stacks\": {}}}"#
        try Data(#"{"signedIn": false, "signedIn": true, "snapshot": "\#(snapshot)"}"#.utf8).write(to: file.url)
        _ = try file.start()
        #expect(try asideNames().count == 1, "The outer object gives signedIn twice")
        let twiceInside =
            #"{\"version\": 2, \"state\": {\"selectedTab\": \"feed\", \"selectedTab\": \"hub\", \"stacks\": {}}}"#
        try Data(#"{"signedIn": false, "snapshot": "\#(twiceInside)"}"#.utf8).write(to: file.url)
        _ = try anotherSession().start()
        #expect(try asideNames().count == 2, "The snapshot gives selectedTab twice")
    }

    // A recorded skip where there is no /proc (macOS), rather than a test compiled away.
    @Test(
        .enabled(
            if: FileManager.default.isReadableFile(atPath: "/proc/version"),
            "Needs a readable file the kernel refuses to rename: Linux's /proc/version"))
    func aFileThatCannotBeMovedIsLeftAloneAndNeverSavedOver() throws {
        // /proc/version is readable but not a session, and the kernel refuses to rename it.
        let protected = try SessionFile(url: URL(fileURLWithPath: "/proc/version"))
        let before = try Data(contentsOf: protected.url)
        let start = try protected.start()
        #expect(!start.mayBeSaved)
        let notice = try #require(start.app.navigation.state.notice)
        #expect(ChapterApp.words(for: notice).contains("left where it is"))
        #expect(try Data(contentsOf: protected.url) == before)
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
        await console.start()
        try file.save(console.app)
        _ = await console.run(.open(link: "chapter://university/3"))
        try file.save(console.app)
        #expect(try asideNames().isEmpty)
        #expect(Console(app: try file.start().app).stateJSON() == console.stateJSON())
    }
}
