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
    let snapshot: String
    /// The shortlisted courses' UUIDs. Absent from files saved before the shortlist was kept,
    /// and read leniently: an entry that is not a course's UUID is dropped, not the session.
    let shortlist: [String]

    init(signedIn: Bool, onboarded: Bool, gameMode: Bool, snapshot: String, shortlist: [String]) {
        self.signedIn = signedIn
        self.onboarded = onboarded
        self.gameMode = gameMode
        self.snapshot = snapshot
        self.shortlist = shortlist
    }

    init?(json data: Data) {
        guard case .object(let fields) = try? PayloadValue(json: data),
            case .bool(let signedIn)? = fields["signedIn"],
            case .string(let snapshot)? = fields["snapshot"]
        else { return nil }
        self.signedIn = signedIn
        if case .bool(let onboarded)? = fields["onboarded"] { self.onboarded = onboarded } else { onboarded = nil }
        if case .bool(let gameMode)? = fields["gameMode"] { self.gameMode = gameMode } else { gameMode = false }
        self.snapshot = snapshot
        if case .array(let entries)? = fields["shortlist"] {
            shortlist = entries.compactMap { if case .string(let text) = $0 { text } else { nil } }
        } else {
            shortlist = []
        }
    }

    /// The shortlisted courses, those whose UUID can be read.
    var courses: [CourseID] {
        shortlist.compactMap { UUID(uuidString: $0).map(CourseID.init) }
    }
}
