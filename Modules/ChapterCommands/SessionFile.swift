import ChapterApp
import ChapterKit
import Foundation
import Waymark

/// Where the interactive session keeps its place between runs: whether the user was signed in,
/// the navigation snapshot, and the user's shortlist.
///
/// The file is the user's data, and nothing here loses it: a file that cannot be used is moved
/// aside to a name that does not exist yet, never deleted or written over; one that cannot even be
/// moved is left in place and this session is not saved over it; saving replaces the file
/// atomically, so a crash at any moment leaves the old file or the new one whole.
public struct SessionFile: Sendable {
    /// The file's location.
    public let url: URL

    public init(url: URL) {
        self.url = url
    }

    /// The default file: `chapter/state.json` under `$XDG_STATE_HOME`, or under `~/.local/state`
    /// when that variable is unset or empty.
    public static var defaultURL: URL {
        let environment = ProcessInfo.processInfo.environment
        let base =
            environment["XDG_STATE_HOME"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0) }
            ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".local/state")
        return base.appendingPathComponent("chapter/state.json")
    }

    private struct Contents: Codable {
        let signedIn: Bool
        let snapshot: String
        /// The shortlisted courses' UUIDs. Absent from files saved before the shortlist was kept,
        /// and read leniently: an entry that is not a course's UUID is dropped, not the session.
        let shortlist: [String]

        init(signedIn: Bool, snapshot: String, shortlist: [String]) {
            self.signedIn = signedIn
            self.snapshot = snapshot
            self.shortlist = shortlist
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            signedIn = try container.decode(Bool.self, forKey: .signedIn)
            snapshot = try container.decode(String.self, forKey: .snapshot)
            let entries = (try? container.decodeIfPresent([Entry].self, forKey: .shortlist)) ?? []
            shortlist = entries.compactMap(\.text)
        }

        /// One entry of a list, whatever its type: only strings are kept.
        private struct Entry: Decodable {
            let text: String?
            init(from decoder: any Decoder) throws {
                text = try? decoder.singleValueContainer().decode(String.self)
            }
        }

        /// The shortlisted courses, those whose UUID can be read.
        var courses: [CourseID] {
            shortlist.compactMap { UUID(uuidString: $0).map(CourseID.init) }
        }
    }

    /// An app started from the file, and whether the session may be saved back to it.
    public struct Start {
        public let app: ChapterApp
        /// `false` when the file could not be used nor moved aside: it stays as it is, and this
        /// session is not saved over it.
        public let mayBeSaved: Bool
    }

    /// Starts the app where the last session left off; with no file, a cold start. A file that
    /// cannot be used (unreadable, damaged, foreign, of a newer version, not a regular file) is
    /// moved aside and the app starts fresh with a notice saying where the file went.
    @MainActor
    public func start(catalog: ChapterCatalog? = nil) throws -> Start {
        let contents: Contents
        switch read() {
        case .absent:
            return Start(app: try ChapterApp(catalog: catalog), mayBeSaved: true)
        case .unusable:
            return try startFresh(catalog: catalog)
        case .read(let read):
            contents = read
        }
        let app = try ChapterApp(catalog: catalog, signedIn: contents.signedIn)
        do {
            try app.navigation.restore(from: Data(contents.snapshot.utf8))
        } catch {
            return try startFresh(catalog: catalog)
        }
        app.shortlist = contents.courses
        return Start(app: app, mayBeSaved: true)
    }

    /// Saves the app's place, creating the folder if needed, replacing the file atomically.
    @MainActor
    public func save(_ app: ChapterApp) throws(SessionFileError) {
        let data: Data
        do {
            let snapshot = String(decoding: try app.navigation.snapshot(), as: UTF8.self)
            let shortlist = app.shortlist.map(\.description)
            data = try JSONEncoder().encode(
                Contents(signedIn: app.isSignedIn, snapshot: snapshot, shortlist: shortlist))
        } catch {
            throw .cannotWrite(url.path, reason: "\(error)")
        }
        let folder = url.deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw .cannotWrite(url.path, reason: "its folder \(folder.path) cannot be created (\(Self.reason(error)))")
        }
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), isFolder.boolValue {
            throw .cannotWrite(url.path, reason: "a folder stands in its place")
        }
        do {
            // Written to a new file beside it, then renamed over it: the file is old or new, whole.
            try data.write(to: url, options: .atomic)
        } catch {
            throw .cannotWrite(url.path, reason: Self.reason(error))
        }
    }

    // MARK: - Reading

    private enum Reading {
        case absent
        case unusable
        case read(Contents)
    }

    private func read() -> Reading {
        let manager = FileManager.default
        let path = url.path
        // The entry itself, not what a link points to: a dangling link is something to move aside.
        guard let attributes = try? manager.attributesOfItem(atPath: path) else { return .absent }
        var type = attributes[.type] as? FileAttributeType
        if type == .typeSymbolicLink {
            type =
                (try? manager.attributesOfItem(atPath: url.resolvingSymlinksInPath().path))?[.type]
                as? FileAttributeType
        }
        // Only a regular file is read: opening a named pipe would block, a device could be anything.
        guard type == .typeRegular,
            let data = try? Data(contentsOf: url),
            let contents = try? JSONDecoder().decode(Contents.self, from: data)
        else { return .unusable }
        return .read(contents)
    }

    // MARK: - Moving aside

    @MainActor
    private func startFresh(catalog: ChapterCatalog?) throws -> Start {
        let app = try ChapterApp(catalog: catalog)
        let notice: AppNotice
        let mayBeSaved: Bool
        if let aside = moveAside() {
            notice = ChapterNotice.savedSessionMoved(to: aside.path)
            mayBeSaved = true
        } else {
            notice = ChapterNotice.savedSessionKept
            mayBeSaved = false
        }
        _ = try? app.navigation.perform(.showNotice(.app(notice)), cause: .restoration)
        return Start(app: app, mayBeSaved: mayBeSaved)
    }

    /// Moves the file to `<name>.unusable-<date>` (with `-2`, `-3`, ... when that name is taken),
    /// never onto a name that exists; `nil` when it could not be moved.
    private func moveAside() -> URL? {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyyMMdd-HHmmss"
        let base = "\(url.lastPathComponent).unusable-\(formatter.string(from: Date()))"
        let folder = url.deletingLastPathComponent()
        for attempt in 1...100 {
            let candidate = folder.appendingPathComponent(attempt == 1 ? base : "\(base)-\(attempt)")
            let taken =
                FileManager.default.fileExists(atPath: candidate.path)
                || (try? FileManager.default.destinationOfSymbolicLink(atPath: candidate.path)) != nil
            if taken { continue }
            // moveItem refuses a destination that exists, so a name taken meanwhile is not replaced.
            if (try? FileManager.default.moveItem(at: url, to: candidate)) != nil { return candidate }
            return nil
        }
        return nil
    }

    private static func reason(_ error: any Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError,
            underlying.domain == NSPOSIXErrorDomain, let code = POSIXErrorCode(rawValue: Int32(underlying.code))
        {
            return String(cString: strerror(code.rawValue))
        }
        return nsError.localizedDescription
    }
}

/// Why the session could not be saved. The file, if there was one, is as it was.
public enum SessionFileError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file could not be written, for this reason.
    case cannotWrite(String, reason: String)
    /// The file could not be used nor moved aside when the session started, so it was left alone.
    case leftInPlace(String)

    public var description: String {
        switch self {
        case .cannotWrite(let path, let reason):
            "could not save the session to \(path): \(reason)"
        case .leftInPlace(let path):
            "did not save the session: \(path) could not be used or moved aside, so it was left as it is"
        }
    }
}
