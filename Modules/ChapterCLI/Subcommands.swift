import ArgumentParser
import ChapterApp
import ChapterCommands
import Foundation
import Waymark
import WaymarkPresentation
import WaymarkRouteMap

@MainActor
func printState(_ console: Console, json: Bool) async {
    print(json ? console.stateJSON() : TerminalRenderer().render(await console.display()))
}

/// Prints the last command's plan (with `--steps`), then the state.
@MainActor
func printResult(_ console: Console, options: StartOptions) async {
    if options.steps {
        print(options.json ? console.planJSON() : console.planWords().joined(separator: "\n"))
        for line in console.arrivedJSON() { print(line) }
    }
    await printState(console, json: options.json)
}

/// Prints, with `--steps`, the first screen each window showed as it started, before any plan.
@MainActor
func printStart(_ console: Console) {
    for line in console.startArrivedJSON() { print(line) }
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
    if options.steps { printStart(console) }
    let outcome = await console.run(command)
    journal.write(console.windows)
    await printResult(console, options: options)
    if let reason = outcome.rejectionReason { throw reject(reason) }
    if journal.reportFailure() { throw ExitCode(1) }
}

struct Open: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Apply one link and print the resulting state.", usage: StartOptions.usage("open <url>"))

    @Argument(help: "The link, such as chapter://university/1.") var url: String
    @OptionGroup var options: StartOptions

    @MainActor
    func run() async throws {
        try await applyOnce(.open(link: Command.trimmingPadding(url)), options: options)
    }
}

struct Notify: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Apply one notification payload (a JSON file, or - for standard input).",
        usage: StartOptions.usage("notify <file>"))

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
        usage: StartOptions.usage("activity <file>"),
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
        usage: StartOptions.usage("run <file>"),
        discussion: "The commands a script can use:\n\n\(Command.reference(for: .script))")

    @Argument(help: "The script file, or - for standard input.") var file: String
    @OptionGroup var options: StartOptions

    @MainActor
    func run() async throws {
        let script = try boundedInput(file)
        let (console, journal) = try await options.startConsole()
        if options.steps { printStart(console) }
        var rejected = false
        for (number, line) in lines(of: script).enumerated() {
            guard let line else {
                rejected = true
                FileHandle.standardError.write(
                    Data("chapter: line \(number + 1): the line is not valid UTF-8 text.\n".utf8))
                continue
            }
            let outcome = await console.execute(line)
            journal.write(console.windows)
            if let reason = outcome.rejectionReason {
                rejected = true
                FileHandle.standardError.write(Data("chapter: line \(number + 1): \(reason)\n".utf8))
            } else if case .output(let text) = outcome, !options.json {
                print(text)
            }
            if !options.json, let line = console.broughtForwardLine { print(line) }
            let command = Command.trimmingPadding(line)
            let isCommand = !command.isEmpty && !command.hasPrefix("#")
            if isCommand, options.json {
                if options.steps { print(([console.planJSON()] + console.arrivedJSON()).joined(separator: "\n")) }
                print(console.stateJSON())
            } else if isCommand, options.steps {
                print("> \(command.escapingControlCharacters)")
                print((console.planWords() + console.arrivedJSON()).joined(separator: "\n"))
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
