import ArgumentParser
import ChapterApp
import ChapterCommands
import Foundation
import WaymarkPresentation

/// The interactive session: draws the app, reads commands, and keeps its place between runs.
struct Interactive: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Start an interactive session (the default).",
        usage: """
            chapter [interactive] [--state <file>] [--fresh] [--steps]
              [--platform <platform>] [--width <width>] [--journal <file>]
            """,
        discussion: """
            The session is saved after every command and restored on the next start, to --state, \
            or by default to $XDG_STATE_HOME/chapter/state.json (~/.local/state/chapter/state.json \
            when XDG_STATE_HOME is unset). A saved file that cannot be used is moved aside, never \
            overwritten. One session per file: a second session on a file a running session holds \
            is refused. Exits 1 when the file is held by another session, or when the session or \
            the --journal file could not be written.
            """)

    @Option(
        help: ArgumentHelp(
            "The file the session is saved to and restored from (default: $XDG_STATE_HOME/chapter/state.json).",
            valueName: "file"))
    var state: String?
    @Flag(help: "Start cold; neither read nor write the saved session.") var fresh = false
    @OptionGroup var screen: ScreenOptions
    @OptionGroup var journaling: JournalOption

    @MainActor
    func run() async throws {
        // Both paths are judged before anything runs: a path that is no file is a usage error.
        var file: SessionFile?
        if !fresh {
            do {
                file = try SessionFile(path: state ?? SessionFile.defaultURL.path)
            } catch {
                throw usageError(error.description)
            }
        }
        let journal = try journaling.open(sessionFile: file)
        // One session per file, held once both paths were judged usable and before anything
        // reads or writes the session file.
        do {
            try file?.hold()
        } catch {
            FileHandle.standardError.write(Data("chapter: \(error)\n".utf8))
            throw ExitCode(1)
        }
        let windows: ChapterWindows
        var saving: SessionFile?
        var leftInPlace: SessionFileError?
        if let file {
            let start = try file.start(tabsHaveRoles: screen.rules.givesTabsRoles)
            windows = start.windows
            if start.mayBeSaved { saving = file } else { leftInPlace = .leftInPlace(file.url.path) }
        } else {
            windows = ChapterWindows(try ChapterApp(tabsHaveRoles: screen.rules.givesTabsRoles))
        }
        let console = Console(windows: windows, platform: screen.rules, width: screen.windowWidth)
        await console.start()
        journal.write(windows)
        if screen.steps {
            for line in console.startArrivedJSON() { print("  … \(line)") }
        }
        print(TerminalRenderer(isInteractive: true).render(await console.display()))
        loop: while true {
            print("> ", terminator: "")
            // Whatever drives the session through a pipe sees the prompt before it answers.
            fflush(nil)
            guard let line = readLine() else { break }
            switch await console.execute(line, interactive: true) {
            case .quit: break loop
            case .output(let text): print(text)
            case .rejected(let reason):
                let lines = TerminalText.wrap(
                    TerminalRenderer.errorMark + reason, width: TerminalText.width, indent: "  ")
                print(lines.joined(separator: "\n"))
            // The notice on the next screen tells the user; the developer's reason would repeat it.
            case .rejectedWithNotice, .applied: break
            }
            if let line = console.broughtForwardLine { print(line) }
            _ = save(windows, to: saving)
            journal.write(windows)
            if screen.steps {
                // What the phone does between the two screens, one update after another.
                for line in console.planLines() + console.arrivedJSON() { print("  … \(line)") }
            }
            print(TerminalRenderer(isInteractive: true).render(await console.display()))
        }
        let journalFailed = journal.reportFailure()
        if let error = save(windows, to: saving) ?? leftInPlace {
            FileHandle.standardError.write(Data("chapter: \(error)\n".utf8))
            throw ExitCode(1)
        }
        if journalFailed { throw ExitCode(1) }
    }

    /// Saves after each command, so a session killed at any moment keeps its place; whether the
    /// last save worked is reported when the session ends.
    @MainActor
    private func save(_ windows: ChapterWindows, to file: SessionFile?) -> SessionFileError? {
        guard let file else { return nil }
        do {
            try file.save(windows)
            return nil
        } catch {
            return error
        }
    }
}
