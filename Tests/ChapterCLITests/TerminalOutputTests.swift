import Foundation
import Testing

/// What a person sees when they try `chapter`: each screen, message and exit status, through the
/// built binary.
@Suite("What a person sees in the terminal", .serialized)
struct TerminalOutputTests {
    /// The lines of a screen `chapter open` draws, without the tab bar.
    private func screen(_ link: String, _ options: String...) throws -> [Substring] {
        let result = try chapter(["open", link] + options, bytes: Data())
        #expect(result.status == 0, "\(result.errors)")
        return result.output.split(separator: "\n").dropFirst().map { $0 }
    }

    @Test func eachScreenIsNamedOnceInItsBreadcrumb() throws {
        let lists = try screen("chapter://lists")
        #expect(lists.first == "Lists")
        #expect(lists.filter { $0 == "Lists" }.count == 1, "\(lists)")

        let university = try screen("chapter://university/1")
        #expect(university.first == "Search › University of Northbridge")
        #expect(!university.contains("University of Northbridge"), "\(university)")

        let game = try screen("chapter://play/career-quiz")
        #expect(game.prefix(2) == ["Chapter", "┌─ modal 1, full-screen cover: Career Quiz"])
        #expect(!game.contains { $0.hasSuffix("Career Quiz") && !$0.hasPrefix("┌─") }, "\(game)")
    }

    @Test func oneShotCommandsDoNotInviteCommandsTheyWillNotRead() throws {
        let once = try chapter("open", "chapter://feed")
        #expect(once.output.hasSuffix("Signed out.\n"))
        #expect(!once.output.contains("Type help"))
        let signedIn = try chapter("run", "-", "--signed-in", input: "tab feed\n")
        #expect(signedIn.output.hasSuffix("Signed in.\n"))
        let interactive = try chapter("--fresh", input: "quit\n")
        #expect(interactive.output.contains("Signed out. Type help for commands."))
    }

    @Test func anInteractiveSessionSaysWhyALinkWasRefusedOnceInTheUsersWords() throws {
        let result = try chapter("--fresh", input: "open chapter://settings/delete-account\n")
        #expect(result.status == 0)
        #expect(
            result.output.components(separatedBy: "That screen can only be opened from inside Chapter.").count == 2,
            "\(result.output)")
        #expect(!result.output.contains("profile.deleteAccount"), "The developer's reason names a destination")
        #expect(result.errors.isEmpty)
    }

    @Test func anInteractiveSessionStillSaysWhyACommandWithNoNoticeWasRefused() throws {
        let result = try chapter("--fresh", input: "dismiss\n")
        #expect(result.output.contains("! No modal is presented."))
    }

    @Test func leaderboardRankingsAreNotNumberedLikeActions() throws {
        let leaderboard = try screen("chapter://leaderboards")
        #expect(leaderboard.contains { $0.hasPrefix("  #1  ") })
        #expect(
            !leaderboard.contains { $0.range(of: #"^\s+\d+\. "#, options: .regularExpression) != nil }, "\(leaderboard)"
        )
        let tap = try chapter("run", "-", input: "open chapter://leaderboards\ntap 1\n")
        #expect(tap.status == 2)
        #expect(tap.errors == "chapter: line 2: There is nothing to tap on this screen.\n")
    }

    @Test func aScriptIsToldWhereTheCommandsAreListed() throws {
        let result = try chapter("run", "-", input: "help\nroutes\nfly\n")
        #expect(result.status == 2)
        let errors = result.errors.split(separator: "\n")
        #expect(errors.count == 3)
        #expect(
            errors[0]
                == "chapter: line 1: 'help' works only in an interactive session; chapter run --help lists the commands a script can use."
        )
        #expect(errors[1].hasPrefix("chapter: line 2: 'routes' works only in an interactive session"))
        #expect(
            errors[2]
                == "chapter: line 3: Unknown command 'fly'; chapter run --help lists the commands a script can use.")
        #expect(!result.errors.contains("Type help"))
        let help = try chapter("run", "--help")
        for command in ["open <url>", "swipe-back", "tap <n>", "sign-in", "state"] {
            #expect(help.output.contains(command), "\(command)")
        }
    }

    @Test func anUnknownCommandIsNamedWithTheCommandsThatExist() throws {
        let result = try chapter("bogus")
        #expect(result.status == 64)
        #expect(
            result.errors.contains(
                "Unknown command 'bogus'. The commands are interactive, open, notify, activity, run, routes, links, aasa."
            ))
        #expect(!result.errors.contains("chapter interactive ["), "Not the interactive session's usage")
        #expect(
            try chapter("--fresh", input: "quit\n").status == 0, "Options alone still start the interactive session")
        #expect(try chapter("help").status == 0)
    }

    @Test func linksCheckShowsTheCanonicalLink() throws {
        let result = try chapter(
            "links", "check", "-",
            input:
                "chapter://university/007\nhttps://www.chapter.app/leaderboards?period=week&game=career-quiz\nchapter://settings/privacy/university/1\n"
        )
        #expect(result.status == 0)
        #expect(
            result.output.split(separator: "\n") == [
                "ok        chapter://university/007  -> universities.detail (chapter://university/7)",
                "ok        https://www.chapter.app/leaderboards?period=week&game=career-quiz  -> arcade.leaderboard (chapter://leaderboards?game=career-quiz)",
                "ok        chapter://settings/privacy/university/1  -> profile.privacy (chapter://settings/privacy) > universities.detail (chapter://university/1)",
            ])
    }

    @Test(arguments: [["links", "check"], ["run"], ["notify"]])
    func aFileThatCannotBeReadIsNamed(command: [String]) throws {
        let missing = FileManager.default.temporaryDirectory.appendingPathComponent("no-such-\(UUID().uuidString).txt")
            .path
        let result = try chapter(command + [missing], bytes: Data())
        #expect(result.status == 64)
        #expect(result.errors == "chapter: cannot read '\(missing)': No such file or directory.\n")
        let folder = try chapter(command + [FileManager.default.temporaryDirectory.path], bytes: Data())
        #expect(folder.status == 64)
        #expect(folder.errors.hasSuffix("Is a directory.\n"))
    }

    @Test func everyUniversityListsEachOfItsCoursesOnce() throws {
        for university in 1...6 {
            let courses = try screen("chapter://university/\(university)").filter { $0.contains(". Course: ") }
            #expect(courses.count >= 2, "university \(university)")
            let titles = courses.map { $0.split(separator: ". Course: ", maxSplits: 1)[1] }
            #expect(Set(titles).count == titles.count, "university \(university): \(titles)")
        }
    }

    @Test func theShortlistIsKeptWithTheSession() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent(
            "chapter-shortlist-\(UUID().uuidString).json"
        ).path
        let course = "chapter://course/9f93d130-f5bc-50b3-9005-8e17e4a53a37"
        let first = try chapter("--state", file, input: "open \(course)\ntap 3\nquit\n")
        #expect(first.output.contains("Added to your shortlist."))
        let second = try chapter("--state", file, input: "tab lists\nquit\n")
        #expect(second.output.contains("  - Computer Science BA"), "\(second.output)")
        let fresh = try chapter("--state", file, "--fresh", input: "tab lists\nquit\n")
        #expect(fresh.output.contains("Your shortlist is empty."))
    }

    @Test func theSignedInUsersOwnProfileLeadsToSettings() throws {
        let own = "chapter://profile/ad47b512-6a4a-550e-8d28-913ecee0db80"
        let result = try chapter("run", "-", "--signed-in", "--json", input: "open \(own)\ntap 1\n")
        #expect(result.status == 0, "\(result.errors)")
        #expect(
            result.output.split(separator: "\n").last?.contains(
                #""modals": [{"style": "sheet", "stack": ["chapter://settings"], "detent": "medium"}]"#) == true)
        let someoneElse = try chapter(
            "run", "-", "--signed-in", input: "open chapter://profile/a6f668ec-1f41-51b8-af08-1ecc911a1486\ntap 1\n")
        #expect(someoneElse.errors.contains("There is nothing to tap on this screen."))
    }

    @Test func colourIsForTerminalsUnlessNoColorIsSet() throws {
        let escape = "\u{1B}["
        #expect(try onTerminal(["open", "chapter://hub"], environment: ["TERM": "xterm"]).contains(escape))
        #expect(
            !(try onTerminal(["open", "chapter://hub"], environment: ["TERM": "xterm", "NO_COLOR": "1"]).contains(
                escape)))
        #expect(
            try onTerminal(["open", "chapter://hub"], environment: ["TERM": "xterm", "NO_COLOR": ""]).contains(escape),
            "An empty NO_COLOR does not opt out")
        #expect(!(try chapter("open", "chapter://hub").output.contains(escape)), "A pipe gets no colour")
        #expect(try chapter("--help").output.contains("NO_COLOR"), "The help says how to turn colour off")
    }

    /// Runs `chapter` with its standard output on a pseudo-terminal, as at a person's terminal,
    /// and returns what it wrote there.
    private func onTerminal(_ arguments: [String], environment: [String: String]) throws -> String {
        let terminal = try #require(PseudoTerminal())
        let process = Process()
        process.executableURL = try chapterBinary()
        process.arguments = arguments
        var inherited = ProcessInfo.processInfo.environment
        inherited["NO_COLOR"] = nil
        process.environment = inherited.merging(environment) { $1 }
        process.standardOutput = FileHandle(fileDescriptor: terminal.device, closeOnDealloc: false)
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let output = terminal.readUntilClosed(by: process)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        return String(decoding: output, as: UTF8.self)
    }
}
