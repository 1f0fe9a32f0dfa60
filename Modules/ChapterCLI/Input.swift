import ArgumentParser
import Foundation
import Waymark

/// The most a script or a list of links is read: 16 MiB, thousands of times a long script. A
/// larger input is a usage error, found before a byte of it is run.
let scriptByteLimit = 16 * 1024 * 1024

/// The bytes of a file, or of standard input for `-`, exactly as they are: whether they are
/// valid text is for each command to judge, the same way for a file and for standard input.
///
/// At most `limit + 1` bytes are read: a caller that sees more than `limit` knows the input is
/// too large without it having been read whole (a payload is then refused by the engine, a
/// script by ``boundedInput(_:)``).
///
/// A file that cannot be read is a usage error (status 64) that names the file and says why, with
/// no usage text: the command was right, the file was not.
func readInput(_ path: String, limit: Int) throws -> Data {
    let descriptor = path == "-" ? dup(FileHandle.standardInput.fileDescriptor) : open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { throw unreadable(path, errno: errno) }
    let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
    var status = stat()
    if fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFDIR {
        throw unreadable(path, errno: EISDIR)
    }
    var data = Data()
    do {
        while data.count <= limit, let chunk = try handle.read(upToCount: limit + 1 - data.count), !chunk.isEmpty {
            data.append(chunk)
        }
    } catch {
        throw unreadable(path, errno: EIO)
    }
    return data
}

/// A script or a list of links from `path`, refused as a usage error when it is larger than
/// ``scriptByteLimit``.
func boundedInput(_ path: String) throws -> Data {
    let data = try readInput(path, limit: scriptByteLimit)
    guard data.count <= scriptByteLimit else {
        throw usageError(
            "'\(path.excerpt)' is larger than \(scriptByteLimit / 1024 / 1024) MiB, the most a script or a list of links may be."
        )
    }
    return data
}

private func unreadable(_ path: String, errno code: Int32) -> ExitCode {
    usageError("cannot read '\(path.excerpt)': \(String(cString: strerror(code))).")
}

/// Says `message` on standard error and stops with status 64, without the usage text.
func usageError(_ message: String) -> ExitCode {
    FileHandle.standardError.write(Data("chapter: \(message)\n".utf8))
    return ExitCode(64)
}

/// `bytes` as text, or `nil` when they are not valid UTF-8.
func utf8Text(_ bytes: some Collection<UInt8>) -> String? {
    let invalid = transcode(bytes.makeIterator(), from: UTF8.self, to: UTF32.self, stoppingOnError: true) { _ in }
    return invalid ? nil : String(decoding: bytes, as: UTF8.self)
}

/// The lines of `data`, split at `\n` with a `\r` before it dropped, each decoded as UTF-8:
/// `nil` for a line that is not valid UTF-8.
func lines(of data: Data) -> [String?] {
    var lines = data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { line in
        let bytes = line.last == UInt8(ascii: "\r") ? line.dropLast() : line
        return utf8Text(bytes)
    }
    if data.last == UInt8(ascii: "\n") { lines.removeLast() }
    return lines
}
