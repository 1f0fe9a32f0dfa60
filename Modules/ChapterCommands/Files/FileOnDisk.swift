import Foundation
import Waymark

/// What stands at a path, judged before the command touches it: only a regular file (or nothing)
/// may be read, moved aside or replaced; anything else is named to the user and left alone.
public enum PathKind: Equatable, Sendable {
    case absent
    case regularFile
    case directory
    case characterDevice
    case blockDevice
    case namedPipe
    case socket

    /// The kind in a developer's message: "it is a directory".
    public var description: String {
        switch self {
        case .absent: "nothing is there"
        case .regularFile: "a file"
        case .directory: "a directory"
        case .characterDevice: "a character device"
        case .blockDevice: "a block device"
        case .namedPipe: "a named pipe (FIFO)"
        case .socket: "a socket"
        }
    }

    init(mode: mode_t) {
        switch mode & S_IFMT {
        case S_IFDIR: self = .directory
        case S_IFCHR: self = .characterDevice
        case S_IFBLK: self = .blockDevice
        case S_IFIFO: self = .namedPipe
        case S_IFSOCK: self = .socket
        default: self = .regularFile
        }
    }
}

/// One file on disk as the system knows it: the same device and inode is the same file, whatever
/// its name now.
struct FileIdentity: Equatable, Sendable {
    let device: UInt64
    let inode: UInt64

    init(_ status: stat) {
        device = UInt64(status.st_dev)
        inode = UInt64(status.st_ino)
    }
}

/// A path as the command uses it: symbolic links followed to the file they name, so a session or a
/// journal kept behind a link is written where the link points and the link itself stays.
struct FileOnDisk: Sendable {
    /// The path as the user gave it.
    let given: String
    /// The path of the file itself: `given` with every symbolic link of its last component
    /// followed (a dangling link names the file it would point to).
    let target: String

    /// The most links followed in a chain before the path counts as a loop, as the system's own
    /// limit (Linux's ELOOP comes at 40).
    static let maximumLinks = 40

    /// Follows `path`'s symbolic links.
    ///
    /// - Throws: ``FilePathError`` when the path is empty or its links loop.
    init(_ path: String) throws(FilePathError) {
        guard !path.isEmpty else { throw .empty }
        given = path
        var current = path
        for _ in 0...Self.maximumLinks {
            var status = stat()
            guard lstat(current, &status) == 0, status.st_mode & S_IFMT == S_IFLNK else {
                target = current
                return
            }
            guard let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: current) else {
                throw .unreadableLink(path)
            }
            current =
                destination.hasPrefix("/")
                ? destination
                : (current as NSString).deletingLastPathComponent.appendingPathComponentKeepingEmpty(destination)
        }
        throw .linkLoop(path)
    }

    /// What stands at the target now.
    var kind: PathKind {
        var status = stat()
        guard stat(target, &status) == 0 else { return .absent }
        return PathKind(mode: status.st_mode)
    }

    /// The target's identity, `nil` when nothing is there.
    var identity: FileIdentity? {
        var status = stat()
        guard stat(target, &status) == 0 else { return nil }
        return FileIdentity(status)
    }

    /// The folder that holds the target.
    var folder: String {
        let folder = (target as NSString).deletingLastPathComponent
        return folder.isEmpty ? "." : folder
    }

    /// The target's own name, without its folder.
    var name: String { (target as NSString).lastPathComponent }

    /// Whether `other` is the same file: the same inode when both exist, otherwise the same
    /// absolute path once links are followed.
    func isSameFile(as other: FileOnDisk) -> Bool {
        if let mine = identity, let theirs = other.identity { return mine == theirs }
        return Self.absolute(target) == Self.absolute(other.target)
    }

    private static func absolute(_ path: String) -> String {
        let full = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        return URL(fileURLWithPath: full).standardizedFileURL.resolvingSymlinksInPath().path
    }
}

extension String {
    /// `self` as a folder with `component` under it; an empty folder is the current one.
    fileprivate func appendingPathComponentKeepingEmpty(_ component: String) -> String {
        isEmpty ? component : (self as NSString).appendingPathComponent(component)
    }
}

/// Why a path given for a file cannot be used at all.
public enum FilePathError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The path is the empty string (an unset variable in a script, say).
    case empty
    /// The path's symbolic links lead round in a loop, or further than the system follows.
    case linkLoop(String)
    /// A symbolic link on the path cannot be read.
    case unreadableLink(String)

    public var description: String {
        switch self {
        case .empty: "the path is empty"
        case .linkLoop(let path): "the symbolic links at '\(path.excerpt)' lead round in a loop"
        case .unreadableLink(let path): "the symbolic link at '\(path.excerpt)' cannot be read"
        }
    }
}

/// What the system said went wrong, in its own words (`No space left on device`), from an error
/// Foundation threw around it.
func systemReason(_ error: any Error) -> String {
    let nsError = error as NSError
    for candidate in [nsError, nsError.userInfo[NSUnderlyingErrorKey] as? NSError].compactMap({ $0 })
    where candidate.domain == NSPOSIXErrorDomain {
        return String(cString: strerror(Int32(candidate.code)))
    }
    return nsError.localizedDescription
}
