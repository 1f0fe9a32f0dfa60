import Foundation
import Testing

/// The session file and the journal as the user's data, through the binary, each case in a
/// scratch directory that is also the command's current directory (docs/chapter-command.md, "The
/// saved session" and "The journal file").
@Suite("The chapter command never harms the user's files", .serialized)
struct UserFileTests {
    // MARK: - Paths that are no file

    @Test(arguments: ["", ".", "folder", "/dev/null", "pipe", "socket"])
    func aStatePathThatIsNoFileIsAUsageErrorAndNothingIsRenamed(path: String) throws {
        let scratch = try ScratchDirectory()
        defer { scratch.remove() }
        try FileManager.default.createDirectory(atPath: scratch.path("folder"), withIntermediateDirectories: false)
        #expect(mkfifo(scratch.path("pipe"), 0o600) == 0)
        try makeSocket(at: scratch.path("socket"))
        let before = try scratch.names()
        let result = try chapter(["--state", path], in: scratch.url, input: "open chapter://university/1\nquit\n")
        #expect(result.status == 64, "\(path)")
        #expect(result.errors.contains("cannot keep the session in '\(path)'"), "\(result.errors)")
        #expect(result.output.isEmpty, "Nothing runs")
        #expect(try scratch.names() == before, "Nothing was renamed or written")
        #expect(FileManager.default.fileExists(atPath: "/dev/null"))
    }

    @Test func theMessageSaysWhatStandsAtThePath() throws {
        let scratch = try ScratchDirectory()
        defer { scratch.remove() }
        #expect(mkfifo(scratch.path("pipe"), 0o600) == 0)
        let expectations = [("", "the path is empty"), (".", "it is a directory"), ("pipe", "it is a named pipe")]
        for (path, words) in expectations {
            #expect(try chapter(["--state", path], in: scratch.url).errors.contains(words), "\(path)")
        }
    }

    @Test func aSymlinkedSessionIsSavedToItsTargetAndTheLinkStays() throws {
        let scratch = try ScratchDirectory()
        defer { scratch.remove() }
        try FileManager.default.createDirectory(atPath: scratch.path("dotfiles"), withIntermediateDirectories: false)
        try FileManager.default.createSymbolicLink(
            atPath: scratch.path("state.json"), withDestinationPath: "dotfiles/chapter-state.json")
        let first = try chapter(
            ["--state", "state.json"], in: scratch.url, input: "open chapter://university/3\nquit\n")
        #expect(first.status == 0, "\(first.errors)")
        #expect(
            try FileManager.default.destinationOfSymbolicLink(atPath: scratch.path("state.json"))
                == "dotfiles/chapter-state.json")
        #expect(try savedSnapshot(scratch.path("dotfiles/chapter-state.json")).contains("university/3"))
        let second = try chapter(["--state", "state.json"], in: scratch.url, input: "tab map\nquit\n")
        #expect(second.status == 0)
        #expect(
            try FileManager.default.destinationOfSymbolicLink(atPath: scratch.path("state.json"))
                == "dotfiles/chapter-state.json")
        let restored = try chapter(["--state", "dotfiles/chapter-state.json"], in: scratch.url, input: "state\nquit\n")
        #expect(restored.output.contains(#""tab": "map""#))
        #expect(restored.output.contains(#""search": ["chapter://university/3"]"#))
        #expect(try scratch.names() == ["dotfiles", "state.json"])
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: scratch.path("dotfiles")).sorted() == [
                ".chapter-state.json.lock", "chapter-state.json",
            ], "The lock file stands beside the file the link leads to")
    }

    @Test func aHugeOrAmbiguousSessionFileIsMovedAsideWhole() throws {
        let scratch = try ScratchDirectory()
        defer { scratch.remove() }
        // 1 GiB, sparse: moved aside unread (the bound is 4 MiB), so this takes no time or memory.
        let huge = URL(fileURLWithPath: scratch.path("s.json"))
        try Data("{".utf8).write(to: huge)
        let handle = try FileHandle(forWritingTo: huge)
        try handle.truncate(atOffset: 1 << 30)
        try handle.close()
        let result = try chapter(["--state", "s.json"], in: scratch.url, input: "quit\n")
        #expect(result.status == 0)
        #expect(result.output.contains("was moved to"))
        let aside = try #require(try scratch.names().first { $0.hasPrefix("s.json.unusable-") })
        let size = try FileManager.default.attributesOfItem(atPath: scratch.path(aside))[.size] as? NSNumber
        #expect(size?.intValue == 1 << 30, "Moved whole")

        let twice = #"{"signedIn": true, "signedIn": false, "snapshot": "{}"}"#
        try Data(twice.utf8).write(to: URL(fileURLWithPath: scratch.path("t.json")))
        #expect(try chapter(["--state", "t.json"], in: scratch.url, input: "quit\n").output.contains("was moved to"))
        let kept = try #require(try scratch.names().first { $0.hasPrefix("t.json.unusable-") })
        #expect(try String(contentsOfFile: scratch.path(kept), encoding: .utf8) == twice)
    }

    // MARK: - Never overwriting what this session did not write

    @Test func aFileChangedBetweenTwoSavesIsKeptAsideWithANotice() throws {
        let scratch = try ScratchDirectory()
        defer { scratch.remove() }
        let session = try InteractiveChapter(["--state", "s.json"], in: scratch.url)
        session.readToPrompt()
        try session.send("open chapter://university/1")
        let theirs =
            #"{"signedIn": true, "snapshot": "{\"version\": 2, \"state\": {\"selectedTab\": \"feed\", \"stacks\": {}}}"}"#
        try Data(theirs.utf8).write(to: URL(fileURLWithPath: scratch.path("s.json")))
        let answer = try session.send("tab map")
        #expect(answer.contains("was changed outside this session"), "\(answer)")
        #expect(try session.quit() == 0)
        let aside = try #require(try scratch.names().first { $0.hasPrefix("s.json.changed-") })
        #expect(try String(contentsOfFile: scratch.path(aside), encoding: .utf8) == theirs, "Kept byte for byte")
        #expect(try String(contentsOfFile: scratch.path("s.json"), encoding: .utf8).contains("map"))
    }

    // MARK: - No debris

    @Test func killsDuringSavesLeaveAWholeFileAndNoDebrisAfterTheNextStart() throws {
        let scratch = try ScratchDirectory()
        defer { scratch.remove() }
        // What a save killed in an earlier run left (that process has ended), for certain; the
        // kills below leave more, at random.
        let ended = Process()
        ended.executableURL = URL(fileURLWithPath: "/bin/true")
        try ended.run()
        ended.waitUntilExit()
        try Data("{\"partial".utf8).write(
            to: URL(fileURLWithPath: scratch.path(".s.json.chapter-saving-\(ended.processIdentifier)")))
        let lines = (0..<400).map {
            ["tab search", "open chapter://university/\($0 % 6 + 1)", "tab map", "back"][$0 % 4]
        }
        for round in 0..<12 {
            let session = try InteractiveChapter(["--state", "s.json"], in: scratch.url)
            session.readToPrompt()
            try session.sendWithoutWaiting(lines)
            // Let it work through a different number of commands each round, each saved, then kill.
            for _ in 0..<(round * 7 % 40 + 1) { session.readToPrompt() }
            session.kill()
            let check = try chapter(["--state", "s.json"], in: scratch.url, input: "quit\n")
            #expect(check.status == 0)
            #expect(!check.output.contains("could not be opened"), "Round \(round): the file was whole")
            #expect(
                try scratch.names() == [".s.json.lock", "s.json"],
                "Round \(round): no temporary file is left once the next session has started")
        }
    }

    // MARK: - The journal

    @Test func aJournalAtANamedPipeADirectoryOrTheSessionFileIsAUsageError() throws {
        let scratch = try ScratchDirectory()
        defer { scratch.remove() }
        #expect(mkfifo(scratch.path("pipe"), 0o600) == 0)
        try FileManager.default.createSymbolicLink(atPath: scratch.path("alias.json"), withDestinationPath: "s.json")
        let cases: [([String], String)] = [
            (["--fresh", "--journal", "pipe"], "named pipe (FIFO) that nothing reads"),
            (["open", "chapter://careers", "--journal", "pipe"], "named pipe (FIFO) that nothing reads"),
            (["--fresh", "--journal", "."], "directory"),
            (["--state", "s.json", "--journal", "s.json"], "the session file"),
            (["--state", "s.json", "--journal", "alias.json"], "the session file"),
            (["--state", "alias.json", "--journal", "s.json"], "the session file"),
        ]
        for (arguments, words) in cases {
            let result = try chapter(arguments, in: scratch.url, input: "quit\n")
            #expect(result.status == 64, "\(arguments)")
            #expect(result.errors.contains(words), "\(arguments): \(result.errors)")
        }
        #expect(try scratch.names() == ["alias.json", "pipe"], "Nothing was created, renamed or saved")
    }

    @Test func aJournalOnADeviceOrAPipeSomethingReadsIsWrittenAsAStream() throws {
        let scratch = try ScratchDirectory()
        defer { scratch.remove() }
        // Standard error is a pipe the test reads.
        let piped = try chapter(["open", "chapter://careers", "--journal", "/dev/stderr"], in: scratch.url)
        #expect(piped.status == 0)
        #expect(piped.errors.contains(#""after":"arcade.careers""#))
        let device = try chapter(["open", "chapter://careers", "--journal", "/dev/null"], in: scratch.url)
        #expect(device.status == 0)
        var status = stat()
        #expect(stat("/dev/null", &status) == 0 && status.st_mode & S_IFMT == S_IFCHR, "The device is as it was")
    }

    @Test func aJournalThatCannotGrowKeepsWholeLinesAndTheNextRunGoesOn() throws {
        let scratch = try ScratchDirectory()
        defer { scratch.remove() }
        // The file-size limit stands in for a full disk: the write stops part-way, then fails.
        let script = String(repeating: "open chapter://university/1\ntab map\n", count: 40)
        try Data(script.utf8).write(to: URL(fileURLWithPath: scratch.path("script")))
        let binary = try chapterBinary().path
        let limited = try tool(
            ["/bin/sh", "-c", "ulimit -f 8 && exec \"$0\" run script --json --journal j.jsonl", binary],
            in: scratch.url)
        #expect(limited.status == 1, "\(limited.errors)")
        #expect(limited.errors.contains("the journal could not be written"))
        let first = try String(contentsOfFile: scratch.path("j.jsonl"), encoding: .utf8)
        #expect(!first.isEmpty && first.hasSuffix("\n"), "Whole lines only")
        #expect(try wholeLines(first) >= 1)
        #expect(first.utf8.count < 8 * 512)

        let next = try chapter(["open", "chapter://careers", "--journal", "j.jsonl"], in: scratch.url)
        #expect(next.status == 0)
        let after = try String(contentsOfFile: scratch.path("j.jsonl"), encoding: .utf8)
        #expect(after.hasPrefix(first))
        #expect(
            try wholeLines(after) == (try wholeLines(first)) + 3,
            "The first screen, the link's transaction, then its arrival")
    }

    @Test func aJournalLeftMidLineGetsALineBreakBeforeTheNextEntry() throws {
        let scratch = try ScratchDirectory()
        defer { scratch.remove() }
        try Data(#"{"torn": tr"#.utf8).write(to: URL(fileURLWithPath: scratch.path("j.jsonl")))
        #expect(try chapter(["open", "chapter://careers", "--journal", "j.jsonl"], in: scratch.url).status == 0)
        let lines = try String(contentsOfFile: scratch.path("j.jsonl"), encoding: .utf8).split(separator: "\n")
        #expect(lines.count == 4, "What was there, the first screen, the link's transaction, its arrival")
        #expect(lines.first == #"{"torn": tr"#, "What was there is kept")
        #expect(lines.last?.contains(#""after":"arcade.careers""#) == true)
    }

    @Test(
        .enabled(
            if: SmallDisk.canMount,
            "skipped: this machine does not let the tests mount a tmpfs (root with mount(2) allowed is needed); aJournalThatCannotGrowKeepsWholeLinesAndTheNextRunGoesOn covers the same code path with a file-size limit"
        ))
    func aJournalOnAFileSystemThatFillsKeepsWholeLines() throws {
        let scratch = try ScratchDirectory()
        defer { scratch.remove() }
        let disk = try SmallDisk(at: scratch.path("disk"))
        defer { disk.unmount() }
        let script = String(repeating: "open chapter://university/1\ntab map\n", count: 60)
        let result = try chapter(["run", "-", "--json", "--journal", "disk/j.jsonl"], in: scratch.url, input: script)
        #expect(result.status == 1)
        #expect(result.errors.contains("No space left on device"), "\(result.errors)")
        let journal = try String(contentsOfFile: scratch.path("disk/j.jsonl"), encoding: .utf8)
        #expect(journal.hasSuffix("\n"))
        #expect(try wholeLines(journal) >= 1)
    }

    // MARK: - Helpers

    /// The snapshot a saved session file holds, as text.
    private func savedSnapshot(_ path: String) throws -> String {
        let object = try JSONSerialization.jsonObject(with: try Data(contentsOf: URL(fileURLWithPath: path)))
        return try #require((object as? [String: Any])?["snapshot"] as? String)
    }

    /// How many lines `text` has, each checked to be a whole JSON object.
    private func wholeLines(_ text: String) throws -> Int {
        let lines = text.split(separator: "\n")
        for line in lines {
            #expect(
                (try? JSONSerialization.jsonObject(with: Data(line.utf8))) is [String: Any], "A torn line: \(line)")
        }
        return lines.count
    }

    private func makeSocket(at path: String) throws {
        let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        try #require(descriptor >= 0)
        defer { close(descriptor) }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            for (index, byte) in path.utf8.prefix(raw.count - 1).enumerated() { raw[index] = byte }
        }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
            }
        }
        try #require(bound == 0, "bind: \(String(cString: strerror(errno)))")
    }
}

/// A tmpfs of 8 KiB mounted for one test: a disk that fills after a few journal entries.
struct SmallDisk {
    let path: String

    init(at path: String) throws {
        self.path = path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        let mounted = try tool(
            ["/bin/mount", "-t", "tmpfs", "-o", "size=8k", "tmpfs", path], in: URL(fileURLWithPath: "/"))
        guard mounted.status == 0 else {
            throw CocoaError(.fileWriteNoPermission, userInfo: ["reason": mounted.errors])
        }
    }

    func unmount() {
        _ = try? tool(["/bin/umount", path], in: URL(fileURLWithPath: "/"))
    }

    /// Whether this machine lets the tests mount one: as root, where the sandbox allows mount(2).
    static let canMount: Bool = {
        guard getuid() == 0, FileManager.default.isExecutableFile(atPath: "/bin/mount") else { return false }
        let probe = FileManager.default.temporaryDirectory.appendingPathComponent("chapter-mount-\(UUID())").path
        defer { try? FileManager.default.removeItem(atPath: probe) }
        guard let disk = try? SmallDisk(at: probe) else { return false }
        disk.unmount()
        return true
    }()
}

/// Runs `arguments[0]` with the rest as its arguments, in `directory`: the shell and system tools
/// a test needs around the binary.
func tool(_ arguments: [String], in directory: URL) throws -> (status: Int32, output: String, errors: String) {
    try run(URL(fileURLWithPath: arguments[0]), Array(arguments.dropFirst()), in: directory)
}
