import ChapterApp
import ChapterKit
import Foundation
import Waymark

/// Where the interactive session keeps its place between runs: whether the user was signed in,
/// the navigation snapshot, and the user's shortlist.
///
/// The file is the user's data, and nothing here harms it (docs/chapter-command.md, "The saved
/// session"):
/// - only a regular file is ever read, moved aside or replaced: a path that is empty, a directory,
///   a device, a named pipe or a socket is refused before anything runs;
/// - a symbolic link is followed: the session is read from and saved to the file it points to,
///   and the link stays;
/// - a file that cannot be used is moved aside to a name that does not exist yet, never deleted
///   or written over; one that cannot even be moved is left in place and never saved over;
/// - one session per file: a running session holds it (``hold()``), and a second one is refused
///   before it reads or writes anything;
/// - a save never replaces what this session did not read or write itself: a file something else
///   (an editor, another build) changed meanwhile is kept aside first;
/// - saving replaces the file atomically, through a temporary file the next start recognises and
///   removes if a kill interrupted the save.
@MainActor
public final class SessionFile {
    /// The path as given.
    public let url: URL
    /// The file itself, links followed.
    let file: FileOnDisk
    /// What this session last read from the file or wrote to it: a save replaces only that.
    var expected: FileVersion = .absent
    /// This session's hold on the file, once ``hold()`` took it: kept until the process ends.
    private var lock: SessionLock?

    /// The largest session file read. The largest session the app produces by hand is far
    /// smaller: a session 305 screens deep over every tab saves to 8.5 KB (about 28 bytes a
    /// screen), so this is room for some 150,000 screens. A larger file is moved aside unread.
    public static let maximumByteCount = 4 * 1024 * 1024
    /// The largest session saved: what the next start reads back (``maximumByteCount``; a test
    /// lowers it). Twenty windows, each keeping all a window's screens may keep, could pass it.
    var savingLimit = SessionFile.maximumByteCount

    /// Takes `url` for the session file, following its symbolic links.
    ///
    /// - Throws: ``SessionFileError/unusablePath(_:reason:)`` when the path is empty, loops, or
    ///   names something other than a regular file: such a path is never read, moved or replaced.
    public convenience init(url: URL) throws(SessionFileError) {
        try self.init(path: url.path)
    }

    /// Takes `path` for the session file, following its symbolic links.
    ///
    /// - Throws: ``SessionFileError/unusablePath(_:reason:)``, as ``init(url:)``.
    public init(path: String) throws(SessionFileError) {
        do {
            file = try FileOnDisk(path)
        } catch {
            throw .unusablePath(path, reason: error.description)
        }
        url = URL(fileURLWithPath: path)
        switch file.kind {
        case .absent, .regularFile: break
        case let kind: throw .unusablePath(path, reason: "it is \(kind.description), not a file")
        }
        if let guarded = SessionLock.sessionFile(lockedBy: file.folder, name: file.name) {
            throw .lockFile(path, guarding: guarded)
        }
    }

    /// The default file: `chapter/state.json` under `$XDG_STATE_HOME`, or under `~/.local/state`
    /// when that variable is unset or empty.
    public nonisolated static var defaultURL: URL {
        let environment = ProcessInfo.processInfo.environment
        let base =
            environment["XDG_STATE_HOME"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0) }
            ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".local/state")
        return base.appendingPathComponent("chapter/state.json")
    }

    /// Takes the file for this session alone, before anything reads or writes it: one session per
    /// file. The hold lasts until the process ends, when the system releases it, however the
    /// process ends. In a folder the user may not write to, the session goes on unheld: it cannot
    /// save there either, and says so when it ends.
    ///
    /// - Throws: ``SessionFileError/heldByAnotherSession(_:process:)`` when another running
    ///   session holds the file, ``SessionFileError/cannotHold(_:reason:)`` when the folder can be
    ///   written but the lock cannot be taken; nothing was read or written.
    public func hold() throws(SessionFileError) {
        guard lock == nil else { return }
        lock = try SessionLock.hold(folder: file.folder, name: file.name, sessionPath: url.path)
    }

    /// An app started from the file, and whether the session may be saved back to it.
    public struct Start {
        /// Every window the file held that could be restored, the active one active.
        public let windows: ChapterWindows
        /// The app's first window, for tests of a session of one window (a front end takes
        /// ``windows``, every one of which it saves).
        @MainActor var app: ChapterApp { windows.all[0] }
        /// `false` when the file could not be used nor moved aside: it stays as it is, and this
        /// session is not saved over it.
        public let mayBeSaved: Bool
    }

    /// Starts the app where the last session left off; with no file, a cold start. A file that
    /// cannot be used (unreadable, damaged, foreign, of a newer version, too large) is moved
    /// aside and the app starts fresh with a notice saying where the file went. What an earlier
    /// save left behind when it was killed is removed first.
    /// `tabsHaveRoles` as for `ChapterApp`: the platform's search tab.
    public func start(catalog: ChapterCatalog? = nil, tabsHaveRoles: Bool = false) throws -> Start {
        removeInterruptedSaves()
        let contents: SessionContents
        switch read() {
        case .absent:
            expected = .absent
            return Start(
                windows: ChapterWindows(try ChapterApp(catalog: catalog, tabsHaveRoles: tabsHaveRoles)),
                mayBeSaved: true)
        case .unusable:
            return try startFresh(catalog: catalog, tabsHaveRoles: tabsHaveRoles)
        case .read(let read, let version):
            contents = read
            expected = version
        }
        let app = try ChapterApp(
            catalog: catalog, signedIn: contents.signedIn, onboarded: contents.onboarded, gameFirst: contents.gameMode,
            tabsHaveRoles: tabsHaveRoles)
        let windows = ChapterWindows(app)
        let restored = try restoreWindows(contents, into: windows)
        guard restored.any else { return try startFresh(catalog: catalog, tabsHaveRoles: tabsHaveRoles) }
        app.shortlist = contents.courses
        // What the next save cannot keep was left out (a window, what a screen kept); the file
        // that held it is kept whole first (a second name, or a copy), and where it cannot be,
        // this session never saves over it. The notice shows in the active window.
        guard restored.droppedWindows || restored.trimmed else { return Start(windows: windows, mayBeSaved: true) }
        let active = windows.active
        guard case .file(_, let held) = expected, let kept = keepAside(as: "trimmed") ?? copyAside(held, as: "trimmed")
        else {
            let notice = restored.droppedWindows ? AppNotice.savedWindowsDroppedInPlace : .savedSessionTrimmedInPlace
            _ = try? active.navigation.perform(.showNotice(.app(notice)), cause: .restoration)
            return Start(windows: windows, mayBeSaved: false)
        }
        let notice =
            restored.droppedWindows ? AppNotice.savedWindowsDropped(keptAt: kept) : .savedSessionTrimmed(keptAt: kept)
        _ = try? active.navigation.perform(.showNotice(.app(notice)), cause: .restoration)
        return Start(windows: windows, mayBeSaved: true)
    }

    // MARK: - Reading

    private enum Reading {
        case absent
        case unusable
        case read(SessionContents, FileVersion)
    }

    private func read() -> Reading {
        switch FileVersion.current(of: file, limit: Self.maximumByteCount) {
        case .absent?:
            return .absent
        case nil:
            return .unusable
        case .file(let identity, let data)?:
            guard let contents = SessionContents(json: data) else { return .unusable }
            return .read(contents, .file(identity, data))
        }
    }

    // MARK: - Moving aside

    private func startFresh(catalog: ChapterCatalog?, tabsHaveRoles: Bool) throws -> Start {
        let app = try ChapterApp(catalog: catalog, tabsHaveRoles: tabsHaveRoles)
        let notice: AppNotice
        let mayBeSaved: Bool
        if let aside = moveAside(as: "unusable") {
            notice = AppNotice.savedSessionMoved(to: aside)
            mayBeSaved = true
            expected = .absent
        } else {
            notice = AppNotice.savedSessionKept
            mayBeSaved = false
        }
        _ = try? app.navigation.perform(.showNotice(.app(notice)), cause: .restoration)
        return Start(windows: ChapterWindows(app), mayBeSaved: mayBeSaved)
    }

    /// Moves the file to `<name>.<why>-<date>` (with `-2`, `-3`, ... when that name is taken)
    /// beside it, never onto a name that exists; the new path, or `nil` when it could not be
    /// moved. Only a regular file is moved.
    func moveAside(as why: String) -> String? {
        if let kept = keepAside(as: why) {
            if unlink(file.target) == 0 { return kept }
            unlink(kept)
            return nil
        }
        return renameAside(as: why)
    }

    /// Renames the file onto the first name seen free, as ``moveAside(as:)`` names it: for a file
    /// system without hard links, at the start only, where the path is then empty until a save
    /// renames over it (the session holds the file, so no other session reads it meanwhile).
    private func renameAside(as why: String) -> String? {
        guard
            let free = asideNames(why)?.first(where: { candidate in
                var taken = stat()
                return lstat(candidate, &taken) != 0
            })
        else { return nil }
        return rename(file.target, free) == 0 ? free : nil
    }

    /// Gives the file a second name, `<name>.<why>-<date>` beside it, as ``moveAside(as:)``
    /// names it, while the path keeps it: a save then renames its new file over the path, so a
    /// session reading the path at any moment finds a whole file, never nothing. `nil` when no
    /// second name could be made (no regular file there, or a file system without hard links).
    func keepAside(as why: String) -> String? {
        guard let candidates = asideNames(why) else { return nil }
        for candidate in candidates {
            var taken = stat()
            if lstat(candidate, &taken) == 0 { continue }
            // link() refuses a name that exists, so a name taken meanwhile is never replaced; the
            // file keeps its inode, so nothing of it is copied or lost.
            if link(file.target, candidate) == 0 { return candidate }
            if errno == EEXIST { continue }
            return nil
        }
        return nil
    }

    /// The names a file set aside may take, first choice first; `nil` when what stands at the
    /// path is no regular file.
    func asideNames(_ why: String) -> [String]? {
        var status = stat()
        guard lstat(file.target, &status) == 0, PathKind(mode: status.st_mode) == .regularFile else { return nil }
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyyMMdd-HHmmss"
        let base = "\(file.target).\(why)-\(formatter.string(from: Date()))"
        return [base] + (2...100).map { "\(base)-\($0)" }
    }
}

/// Why the session file cannot be used or saved. The file, if there was one, is as it was.
public enum SessionFileError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The path cannot hold a session file at all (empty, a directory, a device, a pipe, a
    /// socket, a loop of links): a usage error, found before anything runs.
    case unusablePath(String, reason: String)
    /// The file could not be written, for this reason.
    case cannotWrite(String, reason: String)
    /// The file could not be used nor moved aside when the session started, so it was left alone.
    case leftInPlace(String)
    /// Another running session holds the file (its process, when the system names it): one
    /// session per file, so this one neither read nor wrote anything.
    case heldByAnotherSession(String, process: Int32?)
    /// The file could be saved but not held for this session alone (something else stands at the
    /// lock file's name, a file system without locks), so the session did not start.
    case cannotHold(String, reason: String)
    /// The path names the lock file of a session file (`.<name>.lock`, by its name, a link, or a
    /// hard link beside it), which no session may use as its own: it is never read, moved aside
    /// or removed.
    case lockFile(String, guarding: String)

    public var description: String {
        switch self {
        case .unusablePath(let path, let reason):
            "cannot keep the session in '\(path.excerpt)': \(reason)."
        case .cannotWrite(let path, let reason):
            "could not save the session to \(path.excerpt): \(reason)"
        case .leftInPlace(let path):
            "did not save the session: \(path.excerpt) could not be used or moved aside, so it was left as it is"
        case .heldByAnotherSession(let path, let process):
            "another session is using \(path.excerpt)\(process.map { " (process \($0))" } ?? ""), and one file keeps "
                + "one session; nothing was read or written. Use --state OTHER to keep this session in another "
                + "file, or --fresh to neither read nor write a saved session."
        case .cannotHold(let path, let reason):
            "cannot keep the session in \(path.excerpt) for this session alone: \(reason). Nothing was read or "
                + "written. Use --state OTHER to keep this session in another file, or --fresh."
        case .lockFile(let path, let guarded):
            "cannot keep the session in '\(path.excerpt)': it is the lock file that keeps \(guarded.excerpt) to one "
                + "session at a time, not a session file. Nothing was read or written. Use --state \(guarded.excerpt) "
                + "for that session, or another file."
        }
    }
}
