import Foundation
import Testing

/// Runs the built `chapter` binary as a user would, with `input` on standard input.
func chapter(_ arguments: String..., input: String = "", environment: [String: String] = [:]) throws -> (
    status: Int32, output: String, errors: String
) {
    try chapter(arguments, bytes: Data(input.utf8), environment: environment)
}

/// Runs the built `chapter` binary with `bytes`, exactly, on standard input, and `environment`
/// added to the test's own.
func chapter(_ arguments: [String], bytes: Data, environment: [String: String] = [:]) throws -> (
    status: Int32, output: String, errors: String
) {
    try run(try chapterBinary(), arguments, bytes: bytes, environment: environment)
}

/// Runs `executable` with `arguments` and `bytes` on standard input, in `directory` (the test's own
/// when `nil`), with `environment` added to the test's; waits for it to end.
func run(
    _ executable: URL, _ arguments: [String], bytes: Data = Data(), environment: [String: String] = [:],
    in directory: URL? = nil
) throws -> (status: Int32, output: String, errors: String) {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    if let directory { process.currentDirectoryURL = directory }
    let output = Pipe()
    let errors = Pipe()
    let standardInput = Pipe()
    process.standardOutput = output
    process.standardError = errors
    process.standardInput = standardInput
    try process.run()
    standardInput.fileHandleForWriting.write(bytes)
    try standardInput.fileHandleForWriting.close()
    // Read as the binary writes; one that writes nothing for the deadline while it holds its
    // output open is hung: it is killed, so its test fails instead of hanging.
    var out = Data()
    let reader = output.fileHandleForReading
    while true {
        guard readable(reader.fileDescriptor) else {
            Issue.record(
                "\(executable.lastPathComponent) \(arguments) wrote nothing for \(hungBinaryDeadlineSeconds) s and was killed"
            )
            _ = kill(process.processIdentifier, SIGKILL)
            break
        }
        let chunk = reader.availableData
        if chunk.isEmpty { break }
        out.append(chunk)
    }
    let err = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: out, as: UTF8.self), String(decoding: err, as: UTF8.self))
}

/// How long a test lets the binary run, or waits for it to write, before calling it hung: far
/// beyond what any command takes on a loaded machine, so only a hang reaches it.
let hungBinaryDeadlineSeconds = 120

/// Waits until `descriptor` can be read without blocking (data, or its writer gone); `false` when
/// ``hungBinaryDeadlineSeconds`` pass first, so a reader fails rather than waiting forever.
func readable(_ descriptor: CInt) -> Bool {
    var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
    var ready = poll(&request, 1, CInt(hungBinaryDeadlineSeconds * 1_000))
    // A signal that interrupts the wait is no answer: wait again.
    while ready < 0, errno == EINTR { ready = poll(&request, 1, CInt(hungBinaryDeadlineSeconds * 1_000)) }
    // Another error reads as readable: the read that follows then reports it.
    return ready != 0
}

/// The `chapter` binary built beside the tests.
func chapterBinary() throws -> URL {
    let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent(
        "chapter")
    let directory = binary.deletingLastPathComponent()
    return FileManager.default.isExecutableFile(atPath: binary.path)
        ? binary
        : try #require(
            try FileManager.default.contentsOfDirectory(atPath: directory.deletingLastPathComponent().path)
                .map {
                    directory.deletingLastPathComponent().appendingPathComponent($0).appendingPathComponent("chapter")
                }
                .first { FileManager.default.isExecutableFile(atPath: $0.path) },
            "the chapter binary was not built")
}

@Suite("The chapter command", .serialized)
struct ChapterCommandTests {
    @Test func openPrintsTheStateAndExitsZero() throws {
        let result = try chapter("open", "chapter://search/university/1", "--json")
        #expect(result.status == 0)
        #expect(
            result.output.hasPrefix(
                #"{"tab": "search", "tabBarVisible": false, "stacks": {"hub": [], "search": ["chapter://university/1"]"#
            ))
    }

    @Test func aRejectedLinkPrintsTheStateAndExitsTwo() throws {
        let result = try chapter("open", "ftp://chapter.app/careers", "--json")
        #expect(result.status == 2)
        #expect(result.errors.contains("Links starting with 'ftp:' cannot be opened here."))
        #expect(result.output.contains(#""notice": "Chapter cannot open this kind of link.""#))
    }

    @Test func theWebsitesFormsOpenTheirScreens() throws {
        let university = try chapter("open", "https://chapter.app/university/1-northbridge", "--json")
        #expect(university.status == 0)
        #expect(university.output.contains(#""search": ["chapter://university/1"]"#))
        let course = "9f93d130-f5bc-50b3-9005-8e17e4a53a37"
        let page = try chapter("open", "https://www.chapter.app/course/computer-science-ba-\(course)", "--json")
        #expect(page.status == 0)
        #expect(page.output.contains(#""search": ["chapter://university/1", "chapter://course/\#(course)"]"#))
        let broken = try chapter("open", "https://chapter.app/university/one-northbridge", "--json")
        #expect(broken.status == 2)
        #expect(broken.output.contains(#""notice": "This link does not lead anywhere in Chapter.""#))
    }

    @Test func aQueryKeyGivenTwiceIsRejectedAndAnEmptyOptionalValueIsAbsent() throws {
        let twice = try chapter("open", "chapter://leaderboards?game=career-quiz&game=arcade", "--json")
        #expect(twice.status == 2)
        #expect(twice.errors.contains("The link gives 'game' more than once, and it takes one value."))
        #expect(twice.output.contains(#""notice": "This link gives the same detail twice, so it cannot be opened.""#))
        let group = "205970a5-3ac3-5a53-a002-e2969fafc70e"
        let empty = try chapter("run", "-", "--json", input: "sign-in\nopen chapter://chat/\(group)?message=\n")
        #expect(empty.status == 0)
        #expect(empty.output.contains(#""connect": ["chapter://chat/\#(group)"]"#))
        let cities = try chapter("open", "chapter://search/results?city=Northbridge&city=&city=Eastfield", "--json")
        #expect(cities.status == 0)
        #expect(cities.output.contains(#""search": ["chapter://search/results?city=Northbridge&city=Eastfield"]"#))
    }

    @Test func aUsageErrorExits64() throws {
        #expect(try chapter("open").status == 64)
        #expect(try chapter("routes", "--format", "yaml").status == 64)
    }

    @Test func notifyReadsStandardInput() throws {
        let result = try chapter("notify", "-", "--json", input: #"{"link": "chapter://careers"}"#)
        #expect(result.status == 0)
        #expect(result.output.contains(#""arcade": ["chapter://careers"]"#))
    }

    @Test func runPrintsOneStateLinePerCommand() throws {
        let script = "# browse\nopen chapter://university/1\ntap 1\nback\nfly\n"
        let result = try chapter("run", "-", "--json", input: script)
        #expect(result.status == 2)
        #expect(result.output.split(separator: "\n").count == 4)
        #expect(result.errors.contains("line 5: Unknown command 'fly'"))
    }

    @Test func linksCheckExitsOneWhenAnyLinkIsRejected() throws {
        let good = try chapter("links", "check", "-", input: "chapter://careers\nhttps://chapter.app/university/2\n")
        #expect(good.status == 0)
        let mixed = try chapter(
            "links", "check", "-", input: "chapter://careers\nchapter://settings/delete-account\nchapter://nowhere\n")
        #expect(mixed.status == 1)
        #expect(mixed.output.split(separator: "\n").map { $0.hasPrefix("ok") } == [true, false, false])
    }

    @Test func theRouteMapIsOneHTMLPageWithEveryDestination() throws {
        let map = try chapter("routes", "--format", "html")
        #expect(map.status == 0)
        #expect(map.output.hasPrefix("<!DOCTYPE html>"))
        let routes = try chapter("routes", "--format", "json")
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(routes.output.utf8)) as? [[String: Any]])
        for name in rows.compactMap({ $0["name"] as? String }) {
            #expect(map.output.contains("\"name\":\"\(name)\""), "The map leaves out \(name)")
        }
        #expect(try chapter("routes", "--format", "pdf").errors.contains("use text, markdown, json, dot or html"))
    }

    @Test func routesAndTheSiteAssociationComeFromTheRegistry() throws {
        let routes = try chapter("routes", "--format", "json")
        #expect(routes.status == 0)
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(routes.output.utf8)) as? [[String: Any]])
        // However many features there are: every format lists the same destinations, once each,
        // and every example link is checked as the registry says (internal ones refused).
        let names = rows.compactMap { $0["name"] as? String }
        #expect(!names.isEmpty && names.count == rows.count && Set(names).count == names.count)
        let text = try chapter("routes", "--format", "text")
        // One line a destination, its example link indented under it.
        let destinations = text.output.split(separator: "\n").dropFirst(2).filter { !$0.hasPrefix(" ") }
        #expect(destinations.map { String($0.prefix { $0 != " " }) } == names)
        let links = text.output.split(separator: "\n").dropFirst(2).filter { $0.hasPrefix("    ") }
        #expect(links.map { $0.dropFirst(4) } == rows.map { ($0["example"] as? String ?? "-")[...] })
        let examples = rows.compactMap { $0["example"] as? String }
        #expect(examples.count == rows.count)
        let check = try chapter("links", "check", "-", input: examples.joined(separator: "\n") + "\n")
        let accepted = check.output.split(separator: "\n").map { $0.hasPrefix("ok") }
        #expect(accepted == rows.map { $0["access"] as? String != "internal" })
        let aasa = try chapter("aasa")
        #expect(aasa.output.contains(#""exclude" : true"#))
    }

    @Test func anInteractiveSessionIsRestoredOnTheNextStart() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent(
            "chapter-cli-\(UUID().uuidString).json"
        ).path
        let first = try chapter("--state", file, input: "open chapter://university/3\nquit\n")
        #expect(first.status == 0)
        #expect(first.output.contains("Southmoor University"))
        let second = try chapter("--state", file, input: "state\n")
        #expect(second.output.contains(#""search": ["chapter://university/3"]"#))
        let fresh = try chapter("--state", file, "--fresh", input: "state\n")
        #expect(fresh.output.contains(#""search": []"#))
    }

    @Test(arguments: [
        "tap -9223372036854775808", "tap", "tap 99999999999999999999", "tab", "tap -1", "tap 0", "open", "notify",
        "sign-in someone", "sign-in \u{1B}[2J", "game-mode", "game-mode maybe",
    ])
    func aLineWithAMissingOrInvalidArgumentIsRejectedNotACrash(line: String) throws {
        let result = try chapter("run", "-", "--json", input: "open chapter://university/1\n\(line)\nback\n")
        #expect(result.status == 2, "\(line)")
        #expect(result.errors.contains("line 2:"), "\(line)")
        #expect(result.output.split(separator: "\n").count == 3, "Every line prints its state, the rejected one too")
        #expect(result.output.split(separator: "\n").last?.contains(#""search": []"#) == true, "Later lines still run")
    }

    @Test func aLinkThatNeedsOnboardingWaitsForSignInThenOnboardingAndOpens() throws {
        // Signed out, the quiz link waits for sign-in; signing up (the sign-in screen's fourth
        // action) signs in a new user, so it waits again, for onboarding; the welcome and its four
        // steps each go on with their first action, and the last finishes onboarding.
        let script = "open chapter://match\ntap 4\ntap 1\ntap 1\ntap 1\ntap 1\ntap 1\n"
        let result = try chapter("run", "-", "--json", input: script)
        #expect(result.status == 0, "\(result.errors)")
        let states = try result.output.split(separator: "\n").map { line in
            try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        }
        #expect(states.count == 7)
        #expect(states[0]["pending"] as? String == "chapter://match" && states[0]["signedIn"] as? Bool == false)
        #expect(states[1]["pending"] as? String == "chapter://match", "Still held, now for onboarding")
        #expect(states[1]["signedIn"] as? Bool == true && states[1]["onboarded"] as? Bool == false)
        #expect(states[1]["notice"] as? String == "Finish setting up Chapter to open this screen.")
        let last = try #require(states.last)
        #expect(last["pending"] is NSNull && last["onboarded"] as? Bool == true)
        let modals = try #require(last["modals"] as? [[String: Any]])
        #expect(modals.map { $0["stack"] as? [String] } == [["chapter://match"]])
    }

    @Test func gameFirstModeSendsTabSelectionsToTheWorldAndLinksStillOpen() throws {
        let script =
            "tab search\ngame-mode on\ntab calendar\nopen chapter://university/1\ntab hub\ngame-mode off\ntab feed\n"
        let result = try chapter("run", "-", "--json", input: script)
        #expect(result.status == 0, "\(result.errors)")
        let states = try result.output.split(separator: "\n").map { line in
            try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        }
        func stacks(_ state: [String: Any]) -> [[String]] {
            (state["modals"] as? [[String: Any]] ?? []).compactMap { $0["stack"] as? [String] }
        }
        #expect(
            states.map { $0["tab"] as? String } == ["search", "search", "search", "search", "search", "search", "feed"])
        #expect(states.map { $0["gameMode"] as? Bool } == [false, true, true, true, true, false, false])
        #expect(stacks(states[1]) == [["chapter://world", "chapter://world/search"]], "On: the selected tab's zone")
        #expect(stacks(states[2]) == [["chapter://world", "chapter://world/calendar"]], "A selection: its zone")
        #expect(stacks(states[3]).isEmpty, "A link dismisses the world like any modal")
        #expect(stacks(states[4]) == [["chapter://world", "chapter://world/hub"]], "The next selection brings it back")
        #expect(stacks(states[5]).isEmpty, "Off: the world goes")
    }

    @Test func gesturesAreScriptCommands() throws {
        let result = try chapter(
            "run", "-", "--json", "--signed-in",
            input: "open chapter://settings/privacy\nswipe-back\nswipe-down\nswipe-down\n")
        #expect(result.status == 2)
        let lines = result.output.split(separator: "\n")
        #expect(lines.count == 4)
        #expect(lines[1].contains(#""stack": ["chapter://settings"]"#))
        #expect(lines[2].contains(#""modals": []"#))
        #expect(result.errors.contains("line 4: No modal is presented."))
    }

    @Test func aSheetThatCannotBeSwipedAwayRefusesSwipeDown() throws {
        let result = try chapter("run", "-", "--json", "--steps", input: "open chapter://terms\nswipe-down\ntap 1\n")
        #expect(result.status == 2)
        #expect(result.errors.contains("line 2: This sheet cannot be swiped down; it closes with its own buttons."))
        let output = try SteppedOutput(result.output)
        #expect(output.plans.count == 3 && output.states.count == 3)
        #expect(output.plans[1] == #"{"plan": []}"#)
        #expect((output.states[1]["modals"] as? [[String: Any]])?.first?["stack"] as? [String] == ["chapter://terms"])
        #expect((output.states[2]["modals"] as? [Any])?.isEmpty == true)
        #expect(output.arrivals == [["account.terms"], [], ["hub.home"]], "The refused swipe brings no screen")
    }

    @Test func scriptLinesMayEndInCarriageReturnAndNewline() throws {
        let result = try chapter("run", "-", "--json", input: "open chapter://university/1\r\ntab arcade\r\n")
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.output.split(separator: "\n").count == 2)
        #expect(result.output.contains(#""tab": "arcade""#))
    }

    @Test func aPayloadThatIsNotUTF8IsRejectedFromAFileAndFromStandardInputAlike() throws {
        var bytes = Data(#"{"link": "chapter://careers"}"#.utf8)
        bytes.insert(0xFF, at: 3)
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("payload-\(UUID().uuidString).json")
        try bytes.write(to: file)
        for result in [
            try chapter(["notify", file.path, "--json"], bytes: Data()),
            try chapter(["notify", "-", "--json"], bytes: bytes),
        ] {
            #expect(result.status == 2)
            #expect(result.output.contains(#""notice": "This notification cannot be opened.""#))
            #expect(result.errors.contains("not valid UTF-8"))
        }
    }

    @Test func aScriptLineThatIsNotUTF8IsARejectedLine() throws {
        var bytes = Data("open chapter://university/1\n".utf8)
        bytes.append(contentsOf: [0x6F, 0x70, 0xC3, 0x28, 0x0A])
        bytes.append(Data("tab feed\n".utf8))
        let result = try chapter(["run", "-", "--json"], bytes: bytes)
        #expect(result.status == 2)
        #expect(result.errors.contains("line 2: the line is not valid UTF-8 text."))
        #expect(result.output.contains(#""tab": "feed""#))
    }

    @Test func freshNeitherReadsNorWritesTheSavedSession() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("chapter-fresh-\(UUID().uuidString)")
        let file = folder.appendingPathComponent("state.json").path
        let result = try chapter("--state", file, "--fresh", input: "open chapter://university/3\nquit\n")
        #expect(result.status == 0)
        #expect(!FileManager.default.fileExists(atPath: file))
    }

    @Test func aSessionThatCannotBeSavedExitsOneAndSaysWhy() throws {
        let blocker = FileManager.default.temporaryDirectory.appendingPathComponent(
            "chapter-blocker-\(UUID().uuidString)")
        try Data("a file where a folder should be".utf8).write(to: blocker)
        let result = try chapter("--state", blocker.appendingPathComponent("state.json").path, input: "quit\n")
        #expect(result.status == 1)
        #expect(result.errors.contains("could not save the session"))
        #expect(String(decoding: try Data(contentsOf: blocker), as: UTF8.self) == "a file where a folder should be")
    }

    @Test func anUnusableSavedSessionIsMovedAsideAndSaid() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("chapter-aside-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("state.json")
        try Data("garbage".utf8).write(to: file)
        let result = try chapter("--state", file.path, input: "quit\n")
        #expect(result.status == 0)
        #expect(result.output.contains("was moved to"))
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(names.contains { $0.hasPrefix("state.json.unusable-") })
        #expect(names.contains("state.json"), "The session that started fresh was saved")
    }

    @Test func theInteractiveSessionShowsEachUpdateWithSteps() throws {
        let result = try chapter(
            "--fresh", "--steps", "--platform", "ios16", input: "tab arcade\ntap 1\nopen chapter://university/1\nquit\n"
        )
        #expect(result.status == 0)
        #expect(result.output.contains("update 1 of 1: present modal 1 as a full-screen cover"))
        #expect(
            result.output.contains(
                "update 1 of 1: select search; search shows [\"chapter://university/1\"]; dismiss modal 1"))
    }

    @Test func theHelpSaysWhereTheSessionIsSaved() throws {
        let help = try chapter("--help")
        #expect(help.output.contains("chapter/state.json"))
        #expect(help.output.contains("XDG_STATE_HOME"))
    }
}

/// Links that once slipped through: each is a user's input the spec accepts or refuses.
@Suite("Hostile links through the chapter command", .serialized)
struct HostileLinkTests {
    @Test(arguments: ["00000000000000000001", String(repeating: "0", count: 200) + "1"])
    func aZeroPaddedIdThatFitsInIntOpensAndIsWrittenBackWithoutItsZeros(id: String) throws {
        let result = try chapter("open", "chapter://university/\(id)", "--json")
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.output.contains(#""search": ["chapter://university/1"]"#))
        #expect(result.output.contains(#""notice": null"#))
    }

    @Test func anIdTooLargeForIntIsRefusedWithANotice() throws {
        let result = try chapter("open", "chapter://university/99999999999999999999", "--json")
        #expect(result.status == 2)
        #expect(result.output.contains(#""notice": "This link does not lead anywhere in Chapter.""#))
    }

    @Test(arguments: ["", "   ", "\t"])
    func anEmptyLinkIsRefusedWithANoticeLikeAnyOther(link: String) throws {
        let result = try chapter("open", link, "--json")
        #expect(result.status == 2)
        #expect(result.output.contains(#""notice": "This link is not a valid address.""#))
        #expect(result.errors.contains("not a valid address"))
        let line = try chapter("run", "-", "--json", input: "open \"\(link)\"\n")
        #expect(line.status == 2)
        #expect(line.output.contains(#""notice": "This link is not a valid address.""#))
    }
}

@Suite("The chapter command's journal", .serialized)
struct JournalFileCommandTests {
    func temporaryFile() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("journal-\(UUID()).jsonl").path
    }

    func entries(_ path: String) throws -> [[String: Any]] {
        try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").map { line in
            try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        }
    }

    /// Whether `entry` records a screen arriving on display rather than a transaction.
    func isArrival(_ entry: [String: Any]) -> Bool {
        (entry["notes"] as? [[String: Any]])?.contains { $0["kind"] as? String == "arrived" } == true
    }

    @Test func aScriptsJournalListsEveryTransactionWithItsCause() throws {
        let path = temporaryFile()
        defer { try? FileManager.default.removeItem(atPath: path) }
        let script = """
            open chapter://university/1
            tap 1
            swipe-back
            tab map
            notify {"link": "chapter://careers"}
            open chapter://nowhere
            back

            """
        let result = try chapter("run", "-", "--json", "--journal", path, input: script)
        #expect(result.status == 2, "The unknown link is a rejected line")
        let all = try entries(path)
        #expect(
            all.map { $0["number"] as? Int } == Array(1...14),
            "The first screen, then transactions and arrivals, numbered together")
        let journal = all.filter { !isArrival($0) }
        #expect(
            journal.map { ($0["cause"] as? [String: Any])?["kind"] as? String } == [
                "link", "user", "gesture", "gesture", "notification", "link", "gesture",
            ], "back is the back button's write, as in SwiftUI: no tap")
        #expect((journal[0]["cause"] as? [String: Any])?["link"] as? String == "chapter://university/1")
        #expect((journal[5]["notice"] as? [String: Any])?["kind"] as? String == "linkRejected")
        // Each screen change arrives once, after its transaction; the rejected link shows nothing new.
        let arrivals = all.filter(isArrival)
        #expect(
            arrivals.map { $0["after"] as? String } == [
                "hub.home", "universities.detail", "courses.detail", "universities.detail", "accommodation.map",
                "arcade.careers",
                "arcade.home",
            ])
        #expect(
            arrivals.map { $0["before"] as? String } == [
                "hub.home", "hub.home", "universities.detail", "courses.detail", "universities.detail",
                "accommodation.map",
                "arcade.careers",
            ])
        #expect(
            arrivals.map { ($0["notes"] as? [[String: Any]])?.first?["updates"] as? Int } == [0, 1, 1, 0, 0, 1, 0],
            "The first screen, and what the user did on screen (the back button too), took no update")
        #expect((arrivals[0]["cause"] as? [String: Any])?["kind"] as? String == "launch")
        #expect(arrivals.allSatisfy { $0["event"] == nil && $0["screenView"] != nil })
    }

    @Test func aSpotlightResultAndAQuickActionOpenTheirScreensWithTheirOwnCause() throws {
        let path = temporaryFile()
        defer { try? FileManager.default.removeItem(atPath: path) }
        let script = """
            activity {"activityType": "com.apple.corespotlightitem", "userInfo": {"kCSSearchableItemActivityIdentifier": "chapter://careers"}}
            quick-action app.chapter.screen.shortlist.home
            activity {"activityType": "NSUserActivityTypeBrowsingWeb", "webpageURL": "https://www.chapter.app/university/2-eastfield"}
            activity {"activityType": "app.chapter.screen", "userInfo": {"url": "chapter://careers"}}

            """
        let result = try chapter("run", "-", "--json", "--journal", path, input: script)
        #expect(result.status == 2, "The activity without its link is a rejected line")
        #expect(result.errors.contains("The activity cannot be opened: an activity without its 'link'."))
        let states = result.output.split(separator: "\n").map(String.init)
        #expect(states.count == 4)
        #expect(states[0].contains(#""arcade": ["chapter://careers"]"#))
        #expect(states[1].contains(#""tab": "lists""#))
        #expect(states[2].contains(#""search": ["chapter://university/2"]"#))
        #expect(states[3].contains(#""notice": "Chapter cannot open what was passed to it here.""#))
        let causes = try entries(path).filter { !isArrival($0) }.map { $0["cause"] as? [String: Any] }
        #expect(causes.map { $0?["kind"] as? String } == ["spotlight", "quickAction", "handoff", "handoff"])
        #expect(causes.first??["link"] as? String == "chapter://careers")
    }

    @Test func anActivityOfTheWrongShapeIsARejectedLineNotACrash() throws {
        for (json, reason) in [
            ("[]", "it is not a JSON object"), (#"{"activityType": 3}"#, #"it has no "activityType" text"#),
            (#"{"activityType": "x", "userInfo": {"link": 1}}"#, #""userInfo" holds 'link', which is not text"#),
            (#"{"activityType": "x", "source": "widget"}"#, #""source" is neither "handoff" nor "spotlight""#),
        ] {
            let result = try chapter("activity", "-", "--json", input: json)
            #expect(result.status == 2, "\(json)")
            #expect(result.errors.contains("The activity cannot be read: \(reason)."), "\(json): \(result.errors)")
        }
        let unknown = try chapter("run", "-", input: "quick-action nope\n")
        #expect(unknown.status == 2)
        #expect(
            unknown.errors.contains("There is no quick action 'nope'; Chapter's are app.chapter.screen.search.home"))
    }

    @Test func aLinkHeldBehindSignInShowsAsHeldThenCompleted() throws {
        let path = temporaryFile()
        defer { try? FileManager.default.removeItem(atPath: path) }
        let result = try chapter("run", "-", "--journal", path, input: "open chapter://settings/privacy\nsign-in\n")
        #expect(result.status == 0)
        let all = try entries(path)
        let journal = all.filter { !isArrival($0) }
        let notes = journal.map { ($0["notes"] as? [[String: Any]])?.map { $0["kind"] as? String } }
        #expect(notes == [["held"], ["heldCompleted"]])
        #expect(journal.last?["after"] as? String == "profile.privacy")
        #expect((journal.first?["notes"] as? [[String: Any]])?.first?["requirements"] as? [String] == ["signedIn"])
        let arrivals = all.filter(isArrival)
        #expect(arrivals.map { $0["after"] as? String } == ["hub.home", "account.signIn", "profile.privacy"])
        #expect(
            arrivals.map { $0["before"] as? String } == ["hub.home", "hub.home", "account.signIn"],
            "Each with its referrer, the first screen with none (its own screen before it)")
    }

    @Test func eachScreenViewCarriesOnlyWhatItsFeatureMarkedReportable() throws {
        let path = temporaryFile()
        defer { try? FileManager.default.removeItem(atPath: path) }
        let script = "open chapter://university/1\ntap 1\nopen chapter://play/career-quiz\nsign-in\n"
        #expect(try chapter("run", "-", "--journal", path, input: script).status == 0)
        let views = try entries(path).compactMap { $0["screenView"] as? [String: Any] }
        #expect(
            views.map { $0["screen"] as? String } == [
                "hub.home", "universities.detail", "courses.detail", "arcade.game",
            ])
        #expect(
            views.map { $0["previous"] as? String } == [nil, "hub.home", "universities.detail", "courses.detail"],
            "The landing screen has no screen before it")
        #expect(views.map { $0["via"] as? String } == ["launch", "link", "tap", "link"])
        #expect(
            views.map { $0["values"] as? [String: String] } == [[:], ["university": "1"], [:], ["game": "career-quiz"]])
        #expect(
            !views.contains {
                String(describing: $0).range(of: "[0-9a-f]{8}-[0-9a-f]{4}", options: .regularExpression) != nil
            },
            "A course's UUID, which its feature does not mark reportable, never reaches a screen view")
    }

    @Test func openNotifyAndTheInteractiveSessionWriteItToo() throws {
        let path = temporaryFile()
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(try chapter("open", "chapter://careers", "--journal", path).status == 0)
        #expect(try chapter("notify", "-", "--journal", path, input: #"{"link": "chapter://feed"}"#).status == 0)
        let session = try chapter("--fresh", "--journal", path, input: "tab search\njournal\nquit\n")
        #expect(session.status == 0)
        #expect(session.output.contains("1. Chapter opened on Chapter."), "The window's first screen")
        #expect(session.output.contains("2. You chose a tab: from Chapter to Search."))
        let journal = try entries(path).filter { !isArrival($0) }
        #expect(
            journal.map { ($0["cause"] as? [String: Any])?["kind"] as? String } == ["link", "notification", "gesture"])
        #expect(session.output.contains("3. Search came on screen, after Chapter."))
    }

    @Test func commandsThatDoNotNavigateTakeAJournalAndWriteNoEntry() throws {
        let path = temporaryFile()
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(try chapter("routes", "--journal", path).status == 0)
        #expect(try chapter("aasa", "--journal", path).status == 0)
        #expect(try chapter("links", "check", "-", "--journal", path, input: "chapter://careers\n").status == 0)
        #expect(try String(contentsOfFile: path, encoding: .utf8).isEmpty)
    }

    @Test func aJournalFileThatCannotBeWrittenIsAUsageError() throws {
        let result = try chapter("open", "chapter://careers", "--journal", FileManager.default.temporaryDirectory.path)
        #expect(result.status == 64)
        #expect(result.errors.contains("cannot write the journal to"))
        #expect(result.output.isEmpty, "Nothing runs when the journal cannot be kept")
    }
}
