import Foundation
import Testing

/// A session file the user may not read, through the binary, whoever runs the tests. Root reads any
/// file, so as root the binary runs as `nobody` (`setpriv` drops its privileges), as a hostile case
/// of a root process must: the case is never skipped.
@Suite("A session file the user may not read")
struct UnreadableFileTests {
    static let nobody = "65534"

    @Test func isMovedAsideWholeAndTheSessionStartsFresh() throws {
        let scratch = try ScratchDirectory()
        defer { scratch.remove() }
        let asRoot = getuid() == 0
        var command = [try chapterBinary().path]
        if asRoot {
            // nobody may not enter the folder the binary was built in (a clone under /root), so it
            // runs a copy; the scratch folder is nobody's, so the file can be moved aside.
            let copy = scratch.url.appendingPathComponent("chapter")
            try FileManager.default.copyItem(atPath: command[0], toPath: copy.path)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: copy.path)
            try FileManager.default.setAttributes(
                [.ownerAccountID: Int(Self.nobody)!, .groupOwnerAccountID: Int(Self.nobody)!],
                ofItemAtPath: scratch.url.path)
            command = [
                "/usr/bin/setpriv", "--reuid=\(Self.nobody)", "--regid=\(Self.nobody)", "--clear-groups", copy.path,
            ]
        }
        func session(_ input: String) throws -> (status: Int32, output: String, errors: String) {
            try run(
                URL(fileURLWithPath: command[0]), Array(command.dropFirst()) + ["--state", "s.json"],
                bytes: Data(input.utf8), in: scratch.url)
        }
        // A session the command saved itself, so only the missing permission can make it unusable.
        #expect(try session("open chapter://university/1\nquit\n").status == 0)
        let saved = try Data(contentsOf: URL(fileURLWithPath: scratch.path("s.json")))
        try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: scratch.path("s.json"))

        let result = try session("state\nquit\n")

        #expect(result.status == 0, "\(result.errors)")
        #expect(result.output.contains("was moved to"), "The user is told where it went: \(result.output)")
        #expect(result.output.contains(#""tab": "hub""#), "The session starts fresh")
        let aside = try #require(try scratch.names().first { $0.hasPrefix("s.json.unusable-") })
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: scratch.path(aside))
        #expect(try Data(contentsOf: URL(fileURLWithPath: scratch.path(aside))) == saved, "Kept byte for byte")
        #expect(try scratch.names().contains("s.json"), "The new session is saved in its place")
    }
}
