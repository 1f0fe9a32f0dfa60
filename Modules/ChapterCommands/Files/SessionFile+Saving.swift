import ChapterApp
import ChapterKit
import Foundation
import Waymark

extension SessionFile {
    /// Saves every open window's place and which window is active, creating the folder if
    /// needed, replacing the file atomically. A session of one window is written as files were
    /// before windows, which every earlier version reads.
    ///
    /// A running session holds its file (``hold()``), so no other session writes it meanwhile.
    /// The file is still replaced only when it is what this session last read or wrote (the same
    /// file, with the same bytes): if something that is not a session (the user's editor, another
    /// build) changed it, it is first given a second name beside it (`<name>.changed-<date>`, a
    /// hard link, or a copy where the file system has no hard links) and a notice says where; the
    /// new file is then renamed over the path, which therefore never stands empty.
    ///
    /// - Throws: ``SessionFileError/cannotWrite(_:reason:)``; the file is then as it was, with no
    ///   second name left beside it and no notice, so a later save tries afresh.
    public func save(_ windows: ChapterWindows) throws(SessionFileError) {
        try saveWindows(windows)
    }

    /// Saves a session of one window, `app`'s, for tests of a session of one window: a front end
    /// saves every window it has (`save(_:)` of `ChapterWindows`), never one alone.
    func save(_ app: ChapterApp) throws(SessionFileError) {
        try saveWindows(ChapterWindows(app))
    }

    private func saveWindows(_ windows: ChapterWindows) throws(SessionFileError) {
        let app = windows.active
        let data: Data
        do {
            let snapshots = try windows.all.map { String(decoding: try $0.navigation.snapshot(), as: UTF8.self) }
            let active = (windows.all.firstIndex { $0 === app } ?? 0) + 1
            let shortlist = app.shortlist.map(\.description)
            data = try JSONEncoder().encode(
                SessionContents(
                    signedIn: app.isSignedIn, onboarded: app.isOnboarded, gameMode: app.isGameFirst,
                    snapshots: snapshots, active: active, shortlist: shortlist))
        } catch {
            throw .cannotWrite(url.path, reason: "\(error)")
        }
        // A file the next start would move aside unread would lose every window: keep the last one.
        guard data.count <= savingLimit else {
            throw .cannotWrite(
                url.path,
                reason:
                    "the session would take \(data.count) bytes, more than the \(savingLimit) a session file may hold; close a window, and the next save keeps the rest"
            )
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
        var aside: String?
        if current != expected, current != .absent {
            // Kept under a second name while the path still holds it (a hard link, or where the
            // file system has none, a copy of what was read); the rename below then replaces it,
            // so the path is never empty.
            if let kept = keepAside(as: "changed") {
                aside = kept
            } else if case .file(_, let theirs)? = current, let copied = copyAside(theirs, as: "changed") {
                aside = copied
            } else {
                throw .cannotWrite(
                    url.path,
                    reason: "it was changed by something else since this session read it, and could not be kept aside")
            }
        }
        do {
            expected = .file(try replaceAtomically(with: data, mode: mode), data)
        } catch {
            // The path still holds the other file: its second name goes, so a later save tries afresh.
            if let aside { unlink(aside) }
            throw error
        }
        if let aside {
            _ = try? app.navigation.perform(
                .showNotice(.app(.savedSessionChangedElsewhere(keptAt: aside))), cause: .restoration)
        }
    }

    /// Writes `data`, what the file held when it was read, to a name beside it as
    /// ``keepAside(as:)`` names it, never onto a name that exists: where hard links fail, the
    /// other writer's file is kept whole while the path keeps it too. `nil` when no copy was made.
    func copyAside(_ data: Data, as why: String) -> String? {
        guard let candidates = asideNames(why) else { return nil }
        for candidate in candidates {
            let descriptor = open(candidate, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
            guard descriptor >= 0 else {
                if errno == EEXIST { continue }
                return nil
            }
            let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
            do {
                try handle.write(contentsOf: data)
                try handle.synchronize()
                return candidate
            } catch {
                unlink(candidate)
                return nil
            }
        }
        return nil
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
