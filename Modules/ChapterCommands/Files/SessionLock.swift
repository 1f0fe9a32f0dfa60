import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A running session's hold on its file: one session per file (docs/chapter-command.md, "One
/// session per file").
///
/// Keeping aside whatever another session wrote, save after save, left the path empty at moments,
/// ran out of names and lost saves; a hold makes the question go away. The hold is an advisory
/// record lock (`fcntl(F_SETLK)`) on `.<file name>.lock` beside the session file, links
/// followed: the kernel releases it when the process ends, however it ends, so a killed session
/// never leaves its file held, and the lock file itself is never removed (removing it would let
/// two sessions each lock a file of their own by that name). Record locks belong to a process, so
/// one process holds one ``SessionFile`` per file: the command runs one session a process.
@MainActor
final class SessionLock {
    /// The open lock file, whose lock lasts as long as this process keeps it open.
    private let handle: FileHandle

    /// Takes the hold on the session file whose folder is `folder` and whose name is `name`,
    /// creating the folder and the lock file when they are missing. Nothing of the session file is
    /// read or written.
    ///
    /// - Returns: `nil` when the folder cannot be written to (nor made): such a session cannot
    ///   save either, and says so when it ends.
    /// - Throws: ``SessionFileError/heldByAnotherSession(_:process:)`` when a running process
    ///   holds it; ``SessionFileError/cannotHold(_:reason:)`` when the folder can be written to
    ///   but the lock cannot be taken (something else stands at the lock's name, a file system
    ///   without locks): a session that could save but not hold its file is not started.
    static func hold(folder: String, name: String, sessionPath: String) throws(SessionFileError) -> SessionLock? {
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let path = (folder as NSString).appendingPathComponent(".\(name).lock")
        // Never through a link planted at the lock's name, and never blocking on a pipe.
        let descriptor = open(path, O_RDWR | O_CREAT | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            let reason = String(cString: strerror(errno))
            // A folder that is none, or that the user may not write to: no save can happen there.
            var status = stat()
            guard stat(folder, &status) == 0, PathKind(mode: status.st_mode) == .directory, access(folder, W_OK) == 0
            else { return nil }
            throw .cannotHold(sessionPath, reason: "its lock file \(path) cannot be opened (\(reason))")
        }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        var request = wholeFile(type: F_WRLCK)
        if fcntl(descriptor, F_SETLK, &request) == 0 { return SessionLock(handle: handle) }
        guard errno == EACCES || errno == EAGAIN else {
            throw .cannotHold(
                sessionPath, reason: "its lock file \(path) cannot be locked (\(String(cString: strerror(errno))))")
        }
        var holder = wholeFile(type: F_WRLCK)
        let process: Int32? =
            fcntl(descriptor, F_GETLK, &holder) == 0 && holder.l_type != F_UNLCK && holder.l_pid > 0
            ? Int32(holder.l_pid) : nil
        throw .heldByAnotherSession(sessionPath, process: process)
    }

    /// The session file whose lock file stands at `name` in `folder`, if it is one: a file named
    /// `.<name>.lock` (whether or not `<name>` was saved yet: a session holds its lock before its
    /// first save), or the same file (device and inode) as such a lock file in that folder, a
    /// hard link under another name. `nil` for any other file.
    ///
    /// A lock file is never a session file: read as one, it would be found unusable and moved
    /// aside, and the session holding it would lose its hold on its file.
    static func sessionFile(lockedBy folder: String, name: String) -> String? {
        if let guarded = sessionFile(lockedByFileNamed: name, in: folder) { return guarded }
        var status = stat()
        guard stat(path(of: name, in: folder), &status) == 0 else { return nil }
        let identity = FileIdentity(status)
        let neighbours = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        for neighbour in neighbours.sorted() where neighbour != name {
            guard let guarded = sessionFile(lockedByFileNamed: neighbour, in: folder) else { continue }
            var other = stat()
            if stat(path(of: neighbour, in: folder), &other) == 0, FileIdentity(other) == identity { return guarded }
        }
        return nil
    }

    /// The session file beside `name` in `folder` whose lock file that name is: `<name>` for
    /// `.<name>.lock`.
    private static func sessionFile(lockedByFileNamed name: String, in folder: String) -> String? {
        guard name.hasPrefix("."), name.hasSuffix(".lock"), name.count > ".lock".count + 1 else { return nil }
        return path(of: String(name.dropFirst().dropLast(".lock".count)), in: folder)
    }

    private static func path(of name: String, in folder: String) -> String {
        (folder as NSString).appendingPathComponent(name)
    }

    private init(handle: FileHandle) {
        self.handle = handle
    }

    /// A request for the whole of the lock file, of `type` (`F_WRLCK` to hold it).
    private static func wholeFile(type: Int32) -> flock {
        var request = flock()
        request.l_type = Int16(type)
        request.l_whence = Int16(SEEK_SET)
        request.l_start = 0
        request.l_len = 0
        return request
    }
}
