import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// What a hostile user found by trying the binary (issue 40), each tried again here the way it was
/// found: a session file that went missing for a moment, an activity that named a key twice,
/// held navigation dropped by sign-out without a word, a link whose canonical form could not be
/// written, and command lines read more loosely than the docs say.
@Suite("Defects a hostile user found, through the chapter command", .serialized)
struct HostileUserTests {
    // MARK: - The session file is never absent

    // A recorded skip where the kernel queues no removals (macOS), rather than a test compiled away.
    @Test(
        .enabled(if: FolderRemovals.areQueued, "Needs Linux's inotify, which queues every name removed from a folder"))
    func keepingAnEditorsFileAsideNeverTakesThePathAway() throws {
        let scratch = try ScratchDirectory()
        defer { scratch.remove() }
        let session = try InteractiveChapter(["--state", "s.json"], in: scratch.url)
        session.readToPrompt()
        try session.send("open chapter://university/1")
        let theirs =
            #"{"signedIn": true, "snapshot": "{\"version\": 2, \"state\": {\"selectedTab\": \"feed\", \"stacks\": {}}}"}"#
        try Data(theirs.utf8).write(to: URL(fileURLWithPath: scratch.path("s.json")))
        // Every removal of a name from the folder from here on is queued, and read once the
        // session has answered (it has saved by then): nothing is polled.
        let watch = try FolderRemovals(scratch.url.path)
        defer { watch.close() }
        let answer = try session.send("tab map")
        #expect(answer.contains("was changed outside this session"), "\(answer)")
        let removed = try watch.namesRemoved()
        #expect(!removed.contains("s.json"), "The path was left without a file: \(removed)")
        #expect(try session.quit() == 0)
        let aside = try #require(try scratch.names().first { $0.hasPrefix("s.json.changed-") })
        #expect(try String(contentsOfFile: scratch.path(aside), encoding: .utf8) == theirs)
        #expect(try String(contentsOfFile: scratch.path("s.json"), encoding: .utf8).contains("map"))
    }

    // MARK: - One JSON reader for every input

    @Test(arguments: [
        #"{"activityType": "app.chapter.screen", "userInfo": {"link": "chapter://university/1", "link": "chapter://university/2"}}"#,
        #"{"activityType": "NSUserActivityTypeBrowsingWeb", "webpageURL": "https://chapter.app/careers", "webpageURL": "https://chapter.app/feed"}"#,
        #"{"activityType": "app.chapter.screen", "activityType": "NSUserActivityTypeBrowsingWeb", "userInfo": {"link": "chapter://careers"}}"#,
    ])
    func anActivityThatGivesAKeyTwiceIsRefused(json: String) throws {
        let result = try chapter("activity", "-", "--json", input: json)
        #expect(result.status == 2, "\(result.output)")
        #expect(result.errors.contains("The activity cannot be read: it gives the key "), "\(result.errors)")
        #expect(result.output.contains(#""tab": "hub""#), "State unchanged")
        let line = try chapter("run", "-", "--json", input: "activity \(json)\n")
        #expect(line.status == 2)
        #expect(line.errors.contains("twice"), "\(line.errors)")
        #expect(!line.output.contains("university/2") && !line.output.contains("chapter://feed"))
    }

    @Test func anActivityIsReadByTheRulesEveryPayloadIsReadBy() throws {
        let huge = #"{"activityType": "app.chapter.screen", "extra": 1e999, "userInfo": {"link": "chapter://careers"}}"#
        let skipped = try chapter("activity", "-", "--json", input: huge)
        #expect(skipped.status == 0, "An unknown key's number is not judged: \(skipped.errors)")
        #expect(skipped.output.contains(#""arcade": ["chapter://careers"]"#))

        let deep = String(repeating: "[", count: 100) + String(repeating: "]", count: 100)
        let nested = try chapter("activity", "-", input: #"{"activityType": "x", "extra": \#(deep)}"#)
        #expect(nested.status == 2)
        #expect(nested.errors.contains("The activity cannot be read: it is not valid JSON."), "\(nested.errors)")

        var bytes = Data(#"{"activityType": "x", "userInfo": {"link": "chapter://careers"#.utf8)
        bytes.append(0xFF)
        bytes.append(contentsOf: Data(#""}}"#.utf8))
        let invalid = try chapter(["activity", "-"], bytes: bytes)
        #expect(invalid.status == 2)
        #expect(
            invalid.errors.contains("The activity cannot be read: it is not valid UTF-8 text."), "\(invalid.errors)")
    }

    // MARK: - Signing out

    @Test func signingOutDropsHeldNavigationSayingWhy() throws {
        let journal = FileManager.default.temporaryDirectory.appendingPathComponent("held-\(UUID()).jsonl").path
        defer { try? FileManager.default.removeItem(atPath: journal) }
        let result = try chapter(
            "run", "-", "--json", "--journal", journal, input: "open chapter://match\nsign-in new\nsign-out\n")
        #expect(result.status == 0, "\(result.errors)")
        let states = try jsonLines(result.output)
        #expect(states.count == 3)
        #expect(states[1]["pending"] as? String == "chapter://match", "Held for onboarding")
        let last = try #require(states.last)
        #expect(last["pending"] is NSNull)
        #expect(last["signedIn"] as? Bool == false)
        #expect(last["notice"] as? String == "You signed out, so that screen was not opened.")
        let entries = try jsonLines(try String(contentsOfFile: journal, encoding: .utf8))
        let transaction = entries.last { entry in
            (entry["notes"] as? [[String: Any]])?.contains { $0["kind"] as? String == "arrived" } == false
        }
        let notes = try #require(transaction?["notes"] as? [[String: Any]])
        let dropped = try #require(notes.first { $0["kind"] as? String == "heldDropped" })
        #expect(dropped["reason"] as? String == "revoked", "\(notes)")
    }

    @Test func signingOutWhileSignedOutChangesNothing() throws {
        let result = try chapter("run", "-", "--json", input: "open chapter://settings\nsign-out\nsign-in\n")
        #expect(result.status == 0, "\(result.errors)")
        let states = try jsonLines(result.output)
        #expect(states.count == 3)
        #expect(NSDictionary(dictionary: states[1]) == NSDictionary(dictionary: states[0]), "Nothing to sign out of")
        #expect(states[1]["pending"] as? String == "chapter://settings")
        let modals = try #require(states[2]["modals"] as? [[String: Any]])
        #expect(modals.map { $0["stack"] as? [String] } == [["chapter://settings"]], "Signing in opens what waited")
    }

    // MARK: - Links

    @Test func aLinkWhoseCanonicalFormIsTooLongIsRefused() throws {
        let link = "chapter://search/results?q=" + String(repeating: "日", count: 673)
        #expect(link.utf8.count <= 2_048, "The link as received is within the limit")
        let opened = try chapter("open", link, "--json")
        #expect(opened.status == 2, "\(opened.output)")
        #expect(opened.output.contains(#""notice": "This link is too long to open.""#), "\(opened.output)")
        #expect(!opened.output.contains("search.results"))
        #expect(opened.output.contains(#""search": []"#), "State unchanged")
        let checked = try chapter("links", "check", "-", input: "\(link)\n")
        #expect(checked.status == 1)
        #expect(checked.output.hasPrefix("rejected"), "\(checked.output)")
        // The developer's message names the length the screen's link would have, not the link's.
        let canonicalLength = "chapter://search/results?q=".utf8.count + 673 * "%E6%97%A5".count
        #expect(checked.output.contains("would be \(canonicalLength) characters long"), "\(checked.output)")
        #expect(!checked.output.contains("(no link)"))
    }

    // MARK: - Command lines

    @Test(arguments: ["sign-in\tnew", "tap\t1", "tab\tsearch", "  open\t chapter://careers"])
    func aTabBetweenACommandAndItsArgumentSeparatesThem(line: String) throws {
        let result = try chapter("run", "-", "--json", input: "\(line)\n")
        #expect(result.status == 0, "\(line): \(result.errors)")
    }

    @Test(arguments: ["sign-out now", "back now", "state x", "dismiss\tall", "swipe-back 2", "swipe-down x"])
    func aCommandGivenAnArgumentItDoesNotTakeIsARejectedLine(line: String) throws {
        let result = try chapter("run", "-", "--json", input: "\(line)\n")
        #expect(result.status == 2, "\(line)")
        let command = String(line.prefix { $0 != " " && $0 != "\t" })
        // The swipe gestures take one word, `begin`, which starts a gesture with a lifetime.
        let takes = command.hasPrefix("swipe-") ? "begin or nothing" : "nothing"
        #expect(result.errors.contains("\(command) takes \(takes) after it"), "\(line): \(result.errors)")
    }

    private func jsonLines(_ text: String) throws -> [[String: Any]] {
        try text.split(separator: "\n").map { line in
            try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        }
    }
}

/// The names removed from a folder (deleted, or renamed away) from the moment it is made,
/// through inotify: each removal is queued by the kernel as it happens, so a test reads them
/// all once the work is done instead of watching the path.
struct FolderRemovals {
    #if os(Linux)
    /// Whether this system queues the removals (Linux's inotify).
    static let areQueued = true
    private let descriptor: Int32

    init(_ folder: String) throws {
        descriptor = inotify_init1(Int32(IN_NONBLOCK))
        guard descriptor >= 0 else { throw POSIXError(.init(rawValue: errno) ?? .EIO) }
        // IN_DELETE | IN_MOVED_FROM
        guard inotify_add_watch(descriptor, folder, 0x200 | 0x40) >= 0 else {
            throw POSIXError(.init(rawValue: errno) ?? .EIO)
        }
    }

    /// Every name removed so far, in order.
    func namesRemoved() throws -> [String] {
        var names: [String] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = read(descriptor, &buffer, buffer.count)
            if count < 0, errno == EAGAIN { return names }
            guard count > 0 else { throw POSIXError(.init(rawValue: errno) ?? .EIO) }
            // struct inotify_event: wd, mask, cookie, len (four 32-bit fields), then len
            // bytes of name, padded with zeros.
            var offset = 0
            while offset + 16 <= count {
                let length = Int(
                    buffer[offset + 12..<offset + 16].reversed().reduce(UInt32(0)) { $0 << 8 | UInt32($1) })
                let name = buffer[offset + 16..<offset + 16 + length].prefix { $0 != 0 }
                names.append(String(decoding: name, as: UTF8.self))
                offset += 16 + length
            }
        }
    }

    func close() { _ = Glibc.close(descriptor) }
    #else
    static let areQueued = false
    init(_ folder: String) throws { throw POSIXError(.ENOTSUP) }
    func namesRemoved() throws -> [String] { throw POSIXError(.ENOTSUP) }
    func close() {}
    #endif
}
