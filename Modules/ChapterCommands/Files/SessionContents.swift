import ChapterKit
import Foundation
import Waymark

/// What a session file held, or holds now: nothing, or a regular file's identity and bytes.
enum FileVersion: Equatable {
    case absent
    case file(FileIdentity, Data)

    /// What stands at `file`'s target now, read without blocking and never beyond `limit` bytes;
    /// `nil` for what cannot be read as a session: not a regular file, larger than `limit`, or not
    /// readable (no permission, say).
    static func current(of file: FileOnDisk, limit: Int) -> FileVersion? {
        // O_NONBLOCK: a named pipe swapped in after the path was checked never blocks the open.
        let descriptor = open(file.target, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return errno == ENOENT || errno == ENOTDIR ? .absent : nil }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        var status = stat()
        guard fstat(descriptor, &status) == 0, PathKind(mode: status.st_mode) == .regularFile,
            status.st_size <= limit,
            let data = try? handle.read(upToCount: limit + 1), data.count <= limit
        else { return nil }
        return .file(FileIdentity(status), data)
    }
}

/// The session file's contents, read strictly (`PayloadValue.init(json:)`): a key given twice
/// makes the file unusable, as it makes a snapshot or a payload unreadable.
struct SessionContents: Encodable {
    let signedIn: Bool
    /// Whether the signed-in user finished onboarding. Absent from files saved before onboarding
    /// existed (`nil`), which restore as the sample user's: onboarded when signed in. Read
    /// leniently, like the shortlist: a value that is not a boolean counts as absent.
    let onboarded: Bool?
    /// Whether game-first mode is on. Absent from files saved before it existed: off, as a value
    /// that is not a boolean is.
    let gameMode: Bool
    /// The first window's navigation snapshot: a file of one window is what it was before windows.
    /// `nil` when it is there but not a string, beside other windows: that window is damaged, and
    /// dropped alone.
    let snapshot: String?
    /// The snapshots of the windows after the first, in opening order; absent (`nil`) in a file of
    /// one window, so such a file is written as it always was. An entry that is not a string is
    /// `nil`: that window is damaged, and dropped alone.
    let otherWindows: [String?]?
    /// Which window was active, from 1 in the order above; absent for one window. A value out of
    /// range or not a number counts as the first.
    let activeWindow: Int?
    /// Whether `otherWindows` was there but not a list: whatever windows it held are dropped, the
    /// first restored. Never written.
    let otherWindowsUnreadable: Bool
    /// The shortlisted courses' UUIDs. Absent from files saved before the shortlist was kept,
    /// and read leniently: an entry that is not a course's UUID is dropped, not the session.
    let shortlist: [String]

    private enum CodingKeys: String, CodingKey {
        case signedIn, onboarded, gameMode, snapshot, otherWindows, activeWindow, shortlist
    }

    /// A session of `snapshots` (one a window, in opening order, at least one) whose window
    /// `active` (from 1) is active.
    init(signedIn: Bool, onboarded: Bool, gameMode: Bool, snapshots: [String], active: Int, shortlist: [String]) {
        self.signedIn = signedIn
        self.onboarded = onboarded
        self.gameMode = gameMode
        snapshot = snapshots.first ?? ""
        otherWindows = snapshots.count > 1 ? snapshots.dropFirst().map { Optional($0) } : nil
        activeWindow = snapshots.count > 1 ? active : nil
        otherWindowsUnreadable = false
        self.shortlist = shortlist
    }

    /// The contents of a session file, or `nil` for what is no session: not a JSON object, no
    /// `signedIn`, or no window at all (neither a `snapshot` string nor a list of other windows).
    init?(json data: Data) {
        guard case .object(let fields) = try? PayloadValue(json: data),
            case .bool(let signedIn)? = fields["signedIn"]
        else { return nil }
        let snapshot: String?
        if case .string(let text)? = fields["snapshot"] {
            snapshot = text
        } else if case .array? = fields["otherWindows"] {
            snapshot = nil
        } else {
            return nil
        }
        self.signedIn = signedIn
        if case .bool(let onboarded)? = fields["onboarded"] { self.onboarded = onboarded } else { onboarded = nil }
        if case .bool(let gameMode)? = fields["gameMode"] { self.gameMode = gameMode } else { gameMode = false }
        self.snapshot = snapshot
        switch fields["otherWindows"] {
        case nil, .null?:
            otherWindows = nil
            otherWindowsUnreadable = false
        case .array(let entries)?:
            otherWindows = entries.map { if case .string(let text) = $0 { text } else { nil } }
            otherWindowsUnreadable = false
        case _?:
            // Not a list: whatever windows it held cannot be told apart; the first window stands.
            otherWindows = nil
            otherWindowsUnreadable = true
        }
        if case .number(let number)? = fields["activeWindow"], let active = Int(exactly: number) {
            activeWindow = active
        } else {
            activeWindow = nil
        }
        if case .array(let entries)? = fields["shortlist"] {
            shortlist = entries.compactMap { if case .string(let text) = $0 { text } else { nil } }
        } else {
            shortlist = []
        }
    }

    /// Every window's snapshot in opening order, `nil` for one that could not be read.
    var snapshots: [String?] {
        [snapshot] + (otherWindows ?? [])
    }

    /// The shortlisted courses, those whose UUID can be read.
    var courses: [CourseID] {
        shortlist.compactMap { UUID(uuidString: $0).map(CourseID.init) }
    }
}
