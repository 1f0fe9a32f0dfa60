import Foundation
import Waymark

/// The navigation journal written to a file as JSON Lines while the app runs (`--journal FILE`):
/// one object a transaction or a screen that arrived on display, in the shape docs/journal.md
/// describes.
///
/// Entries are appended after every command, so a session that ends at any moment has written
/// everything up to its last command; the file is appended to, never truncated below what it held,
/// so one file can collect several runs (each run numbers its entries from 1). It holds whole
/// lines only: an append that fails part-way (a full disk) is cut back to the last whole line, and
/// a file that ended mid-line when the run began gets a line break before the first entry.
///
/// A regular file (a symbolic link is followed), or a stream: a character device such as a
/// terminal's `/dev/stderr`, to watch the journal live, or a pipe that something reads (`/dev/stderr`
/// piped to a pager). A named pipe that no one reads (which would block the command for ever), a
/// directory or a socket is refused when it is opened, before anything runs.
@MainActor
public final class JournalFile {
    /// The file's location.
    public let url: URL
    private let handle: FileHandle
    /// Whether the journal is a regular file, whose failed appends can be cut back.
    private let isRegularFile: Bool
    /// Whether the next write must first end a line the file was left in.
    private var startsMidLine: Bool
    /// The number of the last entry written.
    /// The number of the last entry written, by window.
    private var writtenThrough: [Int: Int] = [:]

    /// Opens `url` for appending, creating it if needed.
    ///
    /// - Parameter sessionFile: The session file of the same run, if any: the journal may not be
    ///   it, since each save replaces the file the journal would append to.
    /// - Throws: ``JournalFileError/cannotOpen(_:reason:)`` when it cannot be created or written,
    ///   or is not something a journal can be written to.
    public init(url: URL, sessionFile: SessionFile? = nil) throws(JournalFileError) {
        self.url = url
        let path = url.path
        let file: FileOnDisk
        do {
            file = try FileOnDisk(path)
        } catch {
            throw .cannotOpen(path, reason: error.description)
        }
        switch file.kind {
        case .absent, .regularFile, .characterDevice, .namedPipe: break
        case let kind: throw .cannotOpen(path, reason: "it is \(kind.description)")
        }
        if let sessionFile, sessionFile.file.isSameFile(as: file) {
            throw .cannotOpen(path, reason: "it is the session file, which every save replaces")
        }
        // O_NONBLOCK: opening a pipe that no one reads fails at once (ENXIO) rather than block.
        let descriptor = open(path, O_WRONLY | O_CREAT | O_APPEND | O_NONBLOCK | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            let reason =
                errno == ENXIO ? "it is a named pipe (FIFO) that nothing reads" : String(cString: strerror(errno))
            throw .cannotOpen(path, reason: reason)
        }
        handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw .cannotOpen(path, reason: String(cString: strerror(errno))) }
        let kind = PathKind(mode: status.st_mode)
        guard [.regularFile, .characterDevice, .namedPipe].contains(kind) else {
            throw .cannotOpen(path, reason: "it is \(kind.description)")
        }
        // A stream blocks as a terminal or a pipe would; only the open had to be spared a wait.
        _ = fcntl(descriptor, F_SETFL, O_WRONLY | O_APPEND)
        isRegularFile = kind == .regularFile
        startsMidLine = isRegularFile && Self.endsMidLine(file.target, size: Int(status.st_size))
    }

    /// Appends the entries `router` (a window) recorded since the last call for it, in one write
    /// of whole lines; each names its window.
    ///
    /// - Throws: ``JournalFileError/cannotWrite(_:reason:)``; the file is cut back to the whole
    ///   lines it held, the entries stay unwritten, and the next call tries them again while the
    ///   journal still keeps them.
    public func write(newEntriesOf router: NavigationRouter) throws(JournalFileError) {
        let entries = router.journal.entries.filter { $0.number > writtenThrough[router.windowNumber, default: 0] }
        guard let last = entries.last else { return }
        let text = (startsMidLine ? "\n" : "") + entries.map { $0.jsonLine(registry: router.registry) }.joined()
        try append(Data(text.utf8))
        startsMidLine = false
        writtenThrough[router.windowNumber] = last.number
    }

    private func append(_ data: Data) throws(JournalFileError) {
        let descriptor = handle.fileDescriptor
        var status = stat()
        let sizeBefore = isRegularFile && fstat(descriptor, &status) == 0 ? status.st_size : nil
        let reason: String
        do {
            try handle.write(contentsOf: data)
            return
        } catch {
            reason = systemReason(error)
        }
        // Cut back what part of the append reached the file, so it ends in its last whole line.
        if let sizeBefore, ftruncate(descriptor, sizeBefore) != 0 {
            throw .cannotWrite(url.path, reason: "\(reason), and the part written could not be removed")
        }
        throw .cannotWrite(url.path, reason: reason)
    }

    /// Whether the regular file at `path`, `size` bytes long, ends without a line break.
    private static func endsMidLine(_ path: String, size: Int) -> Bool {
        guard size > 0 else { return false }
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        var last: UInt8 = 0
        return pread(descriptor, &last, 1, off_t(size - 1)) == 1 && last != UInt8(ascii: "\n")
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
            "cannot write the journal to '\(path.excerpt)': \(reason)."
        case .cannotWrite(let path, let reason):
            "the journal could not be written to '\(path.excerpt)': \(reason)."
        }
    }
}
