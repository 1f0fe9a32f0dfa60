import ArgumentParser
import ChapterApp
import ChapterCommands
import Foundation

/// `--journal FILE`: the navigation journal appended to a file as JSON Lines.
struct JournalOption: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "Append the navigation journal to this file as JSON Lines, one object a transaction or a screen that arrived.",
            valueName: "file"))
    var journal: String?

    /// The writer for `--journal`, which writes nothing without it.
    ///
    /// - Parameter sessionFile: The run's session file, which the journal may not be.
    /// - Throws: A usage error (status 64) naming the file when it cannot be opened for writing.
    @MainActor
    func open(sessionFile: SessionFile? = nil) throws -> JournalWriter {
        guard let journal else { return JournalWriter(file: nil) }
        do {
            return JournalWriter(
                file: try JournalFile(url: URL(fileURLWithPath: journal), sessionFile: sessionFile))
        } catch {
            throw usageError(error.description)
        }
    }
}

/// Writes the journal after every command and keeps the first failure for the end of the run,
/// as the session file's saving does: the run goes on, and exits 1.
@MainActor
final class JournalWriter {
    private let file: JournalFile?
    private(set) var failure: JournalFileError?

    init(file: JournalFile?) {
        self.file = file
    }

    /// Appends what every open window's navigation recorded since the last write.
    func write(_ windows: ChapterWindows) {
        for window in windows.all {
            do {
                try file?.write(newEntriesOf: window.navigation)
            } catch {
                failure = failure ?? error
            }
        }
    }

    /// Says on standard error why the journal is incomplete, if it is; whether it is.
    func reportFailure() -> Bool {
        guard let failure else { return false }
        FileHandle.standardError.write(Data("chapter: \(failure)\n".utf8))
        return true
    }
}
