import Foundation
import Testing

/// A scratch directory for one test, removed when the test is done with it.
struct ScratchDirectory {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("chapter-user-files-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    func path(_ name: String) -> String { url.appendingPathComponent(name).path }

    /// Every name in the directory, hidden ones included, sorted.
    func names() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: url.path).sorted()
    }

    func remove() { try? FileManager.default.removeItem(at: url) }
}

/// The built `chapter` binary run in `directory` as its current directory, with `input` on
/// standard input.
func chapter(_ arguments: [String], in directory: URL, input: String = "") throws -> (
    status: Int32, output: String, errors: String
) {
    try run(try chapterBinary(), arguments, bytes: Data(input.utf8), in: directory)
}

/// An interactive `chapter` session a test talks to line by line: each line is sent, and the
/// answer read up to the session's next prompt, so the test goes on only once the session has
/// finished the command (saved, journaled, drawn): it waits on the work, never on time.
final class InteractiveChapter {
    let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private var pending = Data()

    init(_ arguments: [String], in directory: URL) throws {
        process.executableURL = try chapterBinary()
        process.arguments = arguments
        process.currentDirectoryURL = directory
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
    }

    /// What the session printed up to its next prompt (`> ` at the start of a line), or up to
    /// its end.
    @discardableResult
    func readToPrompt() -> String {
        let prompt = Data("\n> ".utf8)
        while true {
            if let range = pending.range(of: prompt) {
                let text = pending[..<range.upperBound]
                pending = Data(pending[range.upperBound...])
                return String(decoding: text, as: UTF8.self)
            }
            guard readable(output.fileHandleForReading.fileDescriptor) else {
                Issue.record(
                    "No prompt within \(hungBinaryDeadlineSeconds) s; the session printed: \(String(decoding: pending, as: UTF8.self))"
                )
                kill()
                defer { pending = Data() }
                return String(decoding: pending, as: UTF8.self)
            }
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty {
                defer { pending = Data() }
                return String(decoding: pending, as: UTF8.self)
            }
            pending.append(chunk)
        }
    }

    /// Sends `line` and returns what the session printed for it.
    @discardableResult
    func send(_ line: String) throws -> String {
        try input.fileHandleForWriting.write(contentsOf: Data("\(line)\n".utf8))
        return readToPrompt()
    }

    /// Sends lines without reading the answers: the session works through them on its own.
    func sendWithoutWaiting(_ lines: [String]) throws {
        try input.fileHandleForWriting.write(contentsOf: Data(lines.map { "\($0)\n" }.joined().utf8))
    }

    /// Ends the session with `quit` and returns its exit status.
    func quit() throws -> Int32 {
        try input.fileHandleForWriting.write(contentsOf: Data("quit\n".utf8))
        try input.fileHandleForWriting.close()
        _ = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return process.terminationStatus
    }

    /// Kills the session at once (SIGKILL), wherever it is, and waits for it to be gone.
    func kill() {
        _ = Foundation.kill(process.processIdentifier, SIGKILL)
        try? input.fileHandleForWriting.close()
        _ = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
    }
}
