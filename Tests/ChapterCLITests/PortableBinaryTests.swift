import Foundation
import Testing

/// The `chapter` binary carries its sample data (issue 65): copied or installed elsewhere, or run by
/// a user who cannot enter the folder it was built in, it runs as it does in place.
@Suite("The chapter binary away from its build folder", .serialized)
struct PortableBinaryTests {
    /// A copy of the built binary in a scratch folder of its own, outside the build folder, that
    /// any user may run.
    private static func copy(into scratch: ScratchDirectory) throws -> URL {
        let copy = scratch.url.appendingPathComponent("chapter")
        try FileManager.default.copyItem(at: try chapterBinary(), to: copy)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: copy.path)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: scratch.url.path)
        return copy
    }

    @Test func aCopyElsewhereRuns() throws {
        let scratch = try ScratchDirectory()
        defer { scratch.remove() }
        let copy = try Self.copy(into: scratch)
        let result = try run(copy, ["open", "chapter://university/1"], in: scratch.url)
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.output.contains("Search › University of Northbridge"), "\(result.output)")
        let session = try run(copy, ["--fresh"], bytes: Data("tab arcade\nquit\n".utf8), in: scratch.url)
        #expect(session.status == 0, "\(session.errors)")
        #expect(session.output.contains("Career Quiz"))
    }

    /// Whether this run may hide the build folder from a command: as root, in a mount namespace of
    /// its own (`unshare --mount`), where an empty file system covers the folder.
    static let canHideTheBuildFolder: Bool = {
        guard getuid() == 0, FileManager.default.isExecutableFile(atPath: "/usr/bin/unshare") else { return false }
        let probe = try? run(
            URL(fileURLWithPath: "/usr/bin/unshare"),
            ["--mount", "--", "/bin/sh", "-c", "mount -t tmpfs none \"$1\"", "sh", NSTemporaryDirectory()])
        return probe?.status == 0
    }()

    @Test(
        .enabled(
            if: canHideTheBuildFolder,
            "Needs root and unshare --mount (util-linux) to cover the build folder; aCopyElsewhereRuns still runs")
    )
    func aCopyRunsWhenTheBuildFolderCannotBeEntered() throws {
        let scratch = try ScratchDirectory()
        defer { scratch.remove() }
        let copy = try Self.copy(into: scratch)
        let buildFolder = try chapterBinary().deletingLastPathComponent().path
        // As root with the build folder covered, and as nobody (setpriv drops root's rights, as a
        // user who may not enter a clone made under `mktemp -d` would run it).
        let users: [[String]] = [[], ["/usr/bin/setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"]]
        for user in users where user.isEmpty || FileManager.default.isExecutableFile(atPath: user[0]) {
            let script = "mount -t tmpfs none \"$1\" && shift && exec \"$@\""
            let result = try run(
                URL(fileURLWithPath: "/usr/bin/unshare"),
                ["--mount", "--", "/bin/sh", "-c", script, "sh", buildFolder] + user + [
                    copy.path, "open", "chapter://university/1",
                ],
                in: scratch.url)
            #expect(result.status == 0, "\(user): \(result.errors)")
            #expect(!result.errors.contains("cannot be read"), "\(result.errors)")
            #expect(result.output.contains("Search › University of Northbridge"), "\(user): \(result.output)")
        }
    }
}
