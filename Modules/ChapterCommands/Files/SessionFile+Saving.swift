import ChapterApp
import ChapterKit
import Foundation
import Waymark

extension SessionFile {
    /// Saves the app's place, creating the folder if needed, replacing the file atomically.
    ///
    /// The file is replaced only when it is still what this session last read or wrote (the same
    /// file, with the same bytes). If another session, another build or the user changed it
    /// meanwhile, it is first given a second name beside it (`<name>.changed-<date>`, a hard link)
    /// and a notice says where, so two sessions on one file never silently lose each other's
    /// place; the new file is then renamed over the path, which therefore never stands empty for
    /// a session reading it. Only where hard links fail is the file moved aside instead.
    ///
    /// - Throws: ``SessionFileError/cannotWrite(_:reason:)``; the file is then as it was, with no
    ///   second name left beside it and no notice, so a later save tries afresh.
    public func save(_ app: ChapterApp) throws(SessionFileError) {
        let data: Data
        do {
            let snapshot = String(decoding: try app.navigation.snapshot(), as: UTF8.self)
            let shortlist = app.shortlist.map(\.description)
            data = try JSONEncoder().encode(
                SessionContents(
                    signedIn: app.isSignedIn, onboarded: app.isOnboarded, gameMode: app.isGameFirst, snapshot: snapshot,
                    shortlist: shortlist))
        } catch {
            throw .cannotWrite(url.path, reason: "\(error)")
        }
        do {
            try FileManager.default.createDirectory(atPath: file.folder, withIntermediateDirectories: true)
        } catch {
            throw .cannotWrite(
                url.path, reason: "its folder \(file.folder) cannot be created (\(systemReason(error)))")
        }
        let current = FileVersion.current(of: file, limit: Self.maximumByteCount)
        // Only a regular file is ever replaced; an unreadable or oversized one is kept aside below.
        guard current != nil || file.kind == .regularFile else {
            throw .cannotWrite(url.path, reason: "\(file.kind.description) stands in its place")
        }
        var mode: mode_t = 0o644
        var status = stat()
        if case .file? = current, stat(file.target, &status) == 0 { mode = status.st_mode & 0o7777 }
        var aside: SetAside?
        if current != expected, current != .absent {
            // Kept under a second name while the path still holds it; the rename below then
            // replaces it, so the path is never empty. Moved only where hard links fail.
            if let kept = keepAside(as: "changed") {
                aside = .linked(kept)
            } else if let moved = renameAside(as: "changed") {
                aside = .moved(moved)
            } else if FileVersion.current(of: file, limit: Self.maximumByteCount) != .absent {
                throw .cannotWrite(
                    url.path,
                    reason: "it was changed by something else since this session read it, and could not be kept aside")
            }
            // Gone meanwhile (another session moved it): nothing is left to keep.
        }
        do {
            expected = .file(try replaceAtomically(with: data, mode: mode), data)
        } catch {
            // Put back as it was; where it cannot be, the error says where the other file is.
            if let aside, !aside.undo(at: file.target), case .cannotWrite(let path, let reason) = error {
                throw .cannotWrite(path, reason: "\(reason); the file that was there is kept at \(aside.path)")
            }
            throw error
        }
        if let aside {
            _ = try? app.navigation.perform(
                .showNotice(.app(.savedSessionChangedElsewhere(keptAt: aside.path))), cause: .restoration)
        }
    }

    /// Another writer's file, given a name of its own before a save replaces the path.
    private enum SetAside {
        /// A second name for the file the path still holds.
        case linked(String)
        /// The file's only name now, the path having none (a file system without hard links).
        case moved(String)

        var path: String {
            switch self {
            case .linked(let path), .moved(let path): path
            }
        }

        /// Puts the file back as it was when the save that set it aside fails: the second name
        /// goes; a moved file returns to the path unless something else stands there now.
        /// `false` when the file stays under its other name.
        func undo(at target: String) -> Bool {
            switch self {
            case .linked(let path):
                unlink(path)
                return true
            case .moved(let path):
                if link(path, target) == 0 {
                    unlink(path)
                    return true
                }
                var taken = stat()
                guard errno != EEXIST, lstat(target, &taken) != 0 else { return false }
                return rename(path, target) == 0
            }
        }
    }

    // MARK: - Replacing atomically

    /// The temporary file a save of this process writes before renaming it over the session file:
    /// hidden, beside it, named after the file and the process so that the next start can tell
    /// an interrupted save of its own (a process no longer running) from anything else.
    private var temporaryPath: String {
        (file.folder as NSString).appendingPathComponent(".\(file.name).\(Self.savingMark)\(getpid())")
    }

    static let savingMark = "chapter-saving-"

    /// Writes `data` to the temporary file, flushes it to disk, and renames it over the target:
    /// a crash or a kill at any moment leaves the old file or the new one, whole.
    private func replaceAtomically(with data: Data, mode: mode_t) throws(SessionFileError) -> FileIdentity {
        let temporary = temporaryPath
        var descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode)
        if descriptor < 0, errno == EEXIST {
            // Named after this process: left by an earlier process that had the same number.
            unlink(temporary)
            descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode)
        }
        guard descriptor >= 0 else { throw .cannotWrite(url.path, reason: String(cString: strerror(errno))) }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: false)
        var status = stat()
        var failure: String?
        do {
            try handle.write(contentsOf: data)
            try handle.synchronize()
            if fstat(descriptor, &status) != 0 { failure = String(cString: strerror(errno)) }
        } catch {
            failure = systemReason(error)
        }
        close(descriptor)
        if let failure {
            unlink(temporary)
            throw .cannotWrite(url.path, reason: failure)
        }
        guard rename(temporary, file.target) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw .cannotWrite(url.path, reason: reason)
        }
        // The rename itself reaches the disk with its folder.
        let folder = open(file.folder, O_RDONLY | O_CLOEXEC)
        if folder >= 0 {
            fsync(folder)
            close(folder)
        }
        return FileIdentity(status)
    }

    /// Removes what saves of earlier processes left when they were killed mid-save: hidden files
    /// named as ``temporaryPath`` names them, for a process that no longer runs. Nothing else in
    /// the folder is touched, a running session's save in progress included.
    func removeInterruptedSaves() {
        let prefix = ".\(file.name).\(Self.savingMark)"
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: file.folder) else { return }
        for name in names where name.hasPrefix(prefix) {
            let number = name.dropFirst(prefix.count)
            guard !number.isEmpty, number.allSatisfy(\.isASCII), number.allSatisfy(\.isNumber),
                let process = pid_t(number), process > 0
            else { continue }
            // Signal 0 asks only whether the process exists; EPERM means it does, as another user's.
            guard kill(process, 0) != 0, errno == ESRCH else { continue }
            let path = (file.folder as NSString).appendingPathComponent(name)
            var status = stat()
            guard lstat(path, &status) == 0, PathKind(mode: status.st_mode) == .regularFile else { continue }
            unlink(path)
        }
    }
}
