import Foundation
import Waymark

/// The navigation journal written to a file as JSON Lines while the app runs (`--journal FILE`):
/// one object a transaction, in the shape docs/journal.md describes.
///
/// Entries are appended after every command, so a session that ends at any moment has written
/// everything up to its last command; the file is appended to, never truncated, so one file can
/// collect several runs (each run numbers its entries from 1).
@MainActor
public final class JournalFile {
    /// The file's location.
    public let url: URL
    private let handle: FileHandle
    /// The number of the last entry written.
    private var writtenThrough = 0

    /// Opens `url` for appending, creating it if needed.
    ///
    /// - Throws: ``JournalFileError/cannotOpen(_:reason:)`` when it cannot be created or written.
    public init(url: URL) throws(JournalFileError) {
        self.url = url
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue {
            throw .cannotOpen(url.path, reason: "it is a directory")
        }
        let descriptor = open(url.path, O_WRONLY | O_CREAT | O_APPEND, 0o644)
        guard descriptor >= 0 else { throw .cannotOpen(url.path, reason: String(cString: strerror(errno))) }
        handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
    }

    /// Appends the entries `router` recorded since the last call.
    ///
    /// - Throws: ``JournalFileError/cannotWrite(_:reason:)``; the entries stay unwritten and the
    ///   next call tries them again while the journal still keeps them.
    public func write(newEntriesOf router: NavigationRouter) throws(JournalFileError) {
        let entries = router.journal.entries.filter { $0.number > writtenThrough }
        guard let last = entries.last else { return }
        let text = entries.map { $0.jsonLine(registry: router.registry) }.joined()
        do {
            try handle.write(contentsOf: Data(text.utf8))
        } catch {
            throw .cannotWrite(url.path, reason: error.localizedDescription)
        }
        writtenThrough = last.number
    }
}

/// Why the journal file could not be written.
public enum JournalFileError: Error, Equatable, CustomStringConvertible {
    /// The file cannot be created or opened for writing.
    case cannotOpen(String, reason: String)
    /// Writing to it failed.
    case cannotWrite(String, reason: String)

    public var description: String {
        switch self {
        case .cannotOpen(let path, let reason):
            "cannot write the journal to '\(path.escapingControlCharacters)': \(reason)."
        case .cannotWrite(let path, let reason):
            "the journal could not be written to '\(path.escapingControlCharacters)': \(reason)."
        }
    }
}
