import ArgumentParser
import ChapterApp
import ChapterCommands
import Foundation
import Waymark
import WaymarkPresentation
import WaymarkRouteMap

@main
struct Chapter: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "chapter",
        abstract: "The Chapter app in the terminal, on the Waymark navigation engine.",
        discussion: """
            With no subcommand, starts an interactive session. The session is saved after every \
            command to $XDG_STATE_HOME/chapter/state.json (~/.local/state/chapter/state.json when \
            XDG_STATE_HOME is unset), or to --state FILE, and restored on the next start; --fresh \
            neither reads nor writes it. A saved file that cannot be used is moved aside, never \
            overwritten. Screens are drawn in colour on a terminal; set NO_COLOR to turn it off.
            """,
        subcommands: [
            Interactive.self, Open.self, Notify.self, Activity.self, Run.self, Routes.self, Links.self,
            SiteAssociation.self,
        ],
        defaultSubcommand: Interactive.self)

    /// Parses as ArgumentParser does, except that a first argument that names no command is
    /// reported as such: with a default subcommand, the parser would take it for an argument of
    /// the interactive session and print that session's usage.
    static func main() async {
        // A write past the file-size limit then fails with EFBIG, reported like a full disk,
        // instead of killing the process mid-save.
        signal(SIGXFSZ, SIG_IGN)
        let arguments = Array(CommandLine.arguments.dropFirst())
        if let first = arguments.first, !first.hasPrefix("-"), !commandNames.contains(first) {
            exit(
                withError: ValidationError(
                    "Unknown command '\(first.excerpt)'. The commands are \(subcommandNames.joined(separator: ", "))."
                ))
        }
        do {
            var command = try parseAsRoot(arguments)
            if var command = command as? AsyncParsableCommand {
                try await command.run()
            } else {
                try command.run()
            }
        } catch {
            exit(withError: error)
        }
    }

    /// The subcommands' names, as the user types them.
    static var subcommandNames: [String] {
        configuration.subcommands.map { $0._commandName }
    }

    /// The names a first argument may be: the subcommands, and ArgumentParser's own `help`.
    static var commandNames: [String] { subcommandNames + ["help"] }
}

/// Options of the commands that start the app cold.
struct StartOptions: ParsableArguments {
    @Flag(name: .customLong("signed-in"), help: "Start with the sample user signed in.")
    var signedIn = false

    @Flag(help: "Print the state as JSON instead of drawing the screen.")
    var json = false

    @OptionGroup var screen: ScreenOptions
    @OptionGroup var journaling: JournalOption

    var steps: Bool { screen.steps }

    /// A cold-started app with these options, in a console, with the journal file open when one
    /// is asked for (a file that cannot be written stops the command before it starts).
    @MainActor
    func startConsole() async throws -> (Console, JournalWriter) {
        let journal = try journaling.open()
        let console = Console(
            app: try ChapterApp(signedIn: signedIn), platform: screen.rules, width: screen.windowWidth)
        await console.start()
        journal.write(console.app)
        return (console, journal)
    }
}

/// How the screen is planned and drawn: whether to show the UI plan, whose rules it follows, and
/// how wide the window is.
struct ScreenOptions: ParsableArguments {
    @Flag(help: "Show the UI plan that takes the screen to each new state.")
    var steps = false

    @Option(help: "Whose presentation rules the plan follows: ios16 or ios17 (iOS 17 and later).")
    var platform = "ios17"

    @Option(help: "How wide the window is: compact (a phone) or regular (an iPad, a Mac window).")
    var width = "compact"

    /// The platforms plans can follow, by the names `--platform` takes.
    static let platforms = [PlatformRules.iOS16, PlatformRules.iOS17]

    /// The rules `--platform` names; `validate()` has made sure it names one.
    var rules: PlatformRules {
        Self.platforms.first { $0.name == platform } ?? .iOS17
    }

    /// The width `--width` names; `validate()` has made sure it names one.
    var windowWidth: WindowWidth {
        WindowWidth(rawValue: width) ?? .compact
    }

    func validate() throws {
        guard Self.platforms.contains(where: { $0.name == platform }) else {
            throw ValidationError(
                "Unknown platform '\(platform.excerpt)': use \(Self.platforms.map(\.name).joined(separator: " or "))."
            )
        }
        guard WindowWidth(rawValue: width) != nil else {
            throw ValidationError("Unknown width '\(width.excerpt)': use compact or regular.")
        }
    }
}

/// The most a script or a list of links is read: 16 MiB, thousands of times a long script. A
/// larger input is a usage error, found before a byte of it is run.
let scriptByteLimit = 16 * 1024 * 1024

/// The bytes of a file, or of standard input for `-`, exactly as they are: whether they are
/// valid text is for each command to judge, the same way for a file and for standard input.
///
/// At most `limit + 1` bytes are read: a caller that sees more than `limit` knows the input is
/// too large without it having been read whole (a payload is then refused by the engine, a
/// script by ``boundedInput(_:)``).
///
/// A file that cannot be read is a usage error (status 64) that names the file and says why, with
/// no usage text: the command was right, the file was not.
func readInput(_ path: String, limit: Int) throws -> Data {
    let descriptor = path == "-" ? dup(FileHandle.standardInput.fileDescriptor) : open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { throw unreadable(path, errno: errno) }
    let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
    var status = stat()
    if fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFDIR {
        throw unreadable(path, errno: EISDIR)
    }
    var data = Data()
    do {
        while data.count <= limit, let chunk = try handle.read(upToCount: limit + 1 - data.count), !chunk.isEmpty {
            data.append(chunk)
        }
    } catch {
        throw unreadable(path, errno: EIO)
    }
    return data
}

/// A script or a list of links from `path`, refused as a usage error when it is larger than
/// ``scriptByteLimit``.
func boundedInput(_ path: String) throws -> Data {
    let data = try readInput(path, limit: scriptByteLimit)
    guard data.count <= scriptByteLimit else {
        throw usageError(
            "'\(path.excerpt)' is larger than \(scriptByteLimit / 1024 / 1024) MiB, the most a script or a list of links may be."
        )
    }
    return data
}

private func unreadable(_ path: String, errno code: Int32) -> ExitCode {
    usageError("cannot read '\(path.excerpt)': \(String(cString: strerror(code))).")
}

/// Says `message` on standard error and stops with status 64, without the usage text.
func usageError(_ message: String) -> ExitCode {
    FileHandle.standardError.write(Data("chapter: \(message)\n".utf8))
    return ExitCode(64)
}

/// `bytes` as text, or `nil` when they are not valid UTF-8.
func utf8Text(_ bytes: some Collection<UInt8>) -> String? {
    let invalid = transcode(bytes.makeIterator(), from: UTF8.self, to: UTF32.self, stoppingOnError: true) { _ in }
    return invalid ? nil : String(decoding: bytes, as: UTF8.self)
}

/// The lines of `data`, split at `\n` with a `\r` before it dropped, each decoded as UTF-8:
/// `nil` for a line that is not valid UTF-8.
func lines(of data: Data) -> [String?] {
    var lines = data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { line in
        let bytes = line.last == UInt8(ascii: "\r") ? line.dropLast() : line
        return utf8Text(bytes)
    }
    if data.last == UInt8(ascii: "\n") { lines.removeLast() }
    return lines
}

@MainActor
func printState(_ console: Console, json: Bool) async {
    print(json ? console.stateJSON() : TerminalRenderer().render(await console.display()))
}

/// Prints the last command's plan (with `--steps`), then the state.
@MainActor
func printResult(_ console: Console, options: StartOptions) async {
    if options.steps {
        if options.json {
            print(console.planJSON())
        } else {
            let lines = console.planLines()
            print(lines.isEmpty ? "(nothing changes on screen)" : lines.joined(separator: "\n"))
        }
    }
    await printState(console, json: options.json)
}

/// Prints why a command was refused and stops with status 2, after the state was printed.
func reject(_ reason: String) -> ExitCode {
    FileHandle.standardError.write(Data("chapter: \(reason)\n".utf8))
    return ExitCode(2)
}

/// Starts the app cold, applies one command, prints the state, and fails with status 2 if the
/// command was refused.
@MainActor
func applyOnce(_ command: Command, options: StartOptions) async throws {
    let (console, journal) = try await options.startConsole()
    let outcome = await console.run(command)
    journal.write(console.app)
    await printResult(console, options: options)
    if let reason = outcome.rejectionReason { throw reject(reason) }
    if journal.reportFailure() { throw ExitCode(1) }
}

struct Open: AsyncParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Apply one link and print the resulting state.")

    @Argument(help: "The link, such as chapter://university/1.") var url: String
    @OptionGroup var options: StartOptions

    @MainActor
    func run() async throws {
        try await applyOnce(.open(link: Command.trimmingPadding(url)), options: options)
    }
}

struct Notify: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Apply one notification payload (a JSON file, or - for standard input).")

    @Argument(help: "The payload file, or - for standard input.") var file: String
    @OptionGroup var options: StartOptions

    @MainActor
    func run() async throws {
        try await applyOnce(
            .notify(payload: try readInput(file, limit: NotificationPayload.maximumByteCount)), options: options)
    }
}

struct Activity: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Continue one NSUserActivity described as JSON (a file, or - for standard input).",
        discussion: """
            {"activityType": "NSUserActivityTypeBrowsingWeb", "webpageURL": "https://chapter.app/careers"}, \
            Chapter's own {"activityType": "app.chapter.screen", "userInfo": {"link": "chapter://..."}}, or a \
            Spotlight result {"activityType": "com.apple.corespotlightitem", "userInfo": \
            {"kCSSearchableItemActivityIdentifier": "chapter://..."}}; "source" may say "handoff" or "spotlight".
            """)

    @Argument(help: "The activity file, or - for standard input.") var file: String
    @OptionGroup var options: StartOptions

    @MainActor
    func run() async throws {
        try await applyOnce(
            .activity(json: try readInput(file, limit: NotificationPayload.maximumByteCount)), options: options)
    }
}

struct Run: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Run a script of commands, one a line.",
        discussion: "The commands a script can use:\n\n\(Command.reference)")

    @Argument(help: "The script file, or - for standard input.") var file: String
    @OptionGroup var options: StartOptions

    @MainActor
    func run() async throws {
        let script = try boundedInput(file)
        let (console, journal) = try await options.startConsole()
        var rejected = false
        for (number, line) in lines(of: script).enumerated() {
            guard let line else {
                rejected = true
                FileHandle.standardError.write(
                    Data("chapter: line \(number + 1): the line is not valid UTF-8 text.\n".utf8))
                continue
            }
            let outcome = await console.execute(line)
            journal.write(console.app)
            if let reason = outcome.rejectionReason {
                rejected = true
                FileHandle.standardError.write(Data("chapter: line \(number + 1): \(reason)\n".utf8))
            } else if case .output(let text) = outcome, !options.json {
                print(text)
            }
            let command = Command.trimmingPadding(line)
            let isCommand = !command.isEmpty && !command.hasPrefix("#")
            if isCommand, options.json {
                if options.steps { print(console.planJSON()) }
                print(console.stateJSON())
            } else if isCommand, options.steps {
                print("> \(command.escapingControlCharacters)")
                let plan = console.planLines()
                print(plan.isEmpty ? "(nothing changes on screen)" : plan.joined(separator: "\n"))
            }
        }
        if !options.json { await printState(console, json: false) }
        let journalFailed = journal.reportFailure()
        if rejected { throw ExitCode(2) }
        if journalFailed { throw ExitCode(1) }
    }
}

struct Routes: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Print the route table, with an example link for every destination.")

    @Option(help: "text, markdown, json, dot, or html (the route map: a graph and a searchable table in one file).")
    var format: String = "text"
    @OptionGroup var journaling: JournalOption

    @MainActor
    func run() async throws {
        // Nothing navigates: the journal file is created (or kept) and gets no entry.
        _ = try journaling.open()
        if format == "html" {
            print(try await ChapterApp().routeMap().html(title: "Chapter: route map"), terminator: "")
            return
        }
        guard let format = RouteTableFormat(rawValue: format) else {
            throw ValidationError(
                "Unknown format '\(format.excerpt)': use text, markdown, json, dot or html.")
        }
        print(try ChapterApp().routeTable(as: format), terminator: "")
    }
}

struct Links: AsyncParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Work with links.", subcommands: [Check.self])

    struct Check: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Check one link a line; exit 1 if any is rejected.")

        @Argument(help: "A file of links, or - for standard input.") var file: String
        @OptionGroup var journaling: JournalOption

        @MainActor
        func run() async throws {
            // Checking a link matches it without opening it: nothing navigates, so the journal
            // file is created (or kept) and gets no entry.
            _ = try journaling.open()
            let console = Console(app: try ChapterApp())
            var failures = 0
            for line in lines(of: try boundedInput(file)) {
                guard let line else {
                    failures += 1
                    print("rejected  (a line that is not valid UTF-8 text)")
                    continue
                }
                let link = Command.trimmingPadding(line)
                guard !link.isEmpty, !link.hasPrefix("#") else { continue }
                let (isAccepted, detail) = console.check(link: link)
                if !isAccepted { failures += 1 }
                print(
                    "\(isAccepted ? "ok      " : "rejected")  \(isAccepted ? link.escapingControlCharacters : link.excerpt)  \(isAccepted ? "-> " : "")\(detail)"
                )
            }
            if failures > 0 { throw ExitCode(1) }
        }
    }
}

struct SiteAssociation: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "aasa", abstract: "Print the apple-app-site-association file for chapter.app.")

    @OptionGroup var journaling: JournalOption

    @MainActor
    func run() async throws {
        // Nothing navigates: the journal file is created (or kept) and gets no entry.
        _ = try journaling.open()
        print(try ChapterApp().siteAssociation(), terminator: "")
    }
}
