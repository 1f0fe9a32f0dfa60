import ArgumentParser
import Foundation
import ShellPortability

struct CheckShell: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check-shell",
        abstract: "Check that every shell script in Tools/ runs on a Mac as on Linux.",
        discussion: """
            Each script must start with #!/bin/sh, use POSIX shell only (no bash 4, no bash at all) \
            and no GNU-only flag of the file and text tools, and parse in sh -n. Prints each \
            finding as file:line: error: ... and exits 1 if there is any.
            """)

    @OptionGroup var package: PackageOptions

    func run() throws {
        let root = package.root
        let scripts = try Self.scripts(under: root + "/Tools").map { String($0.dropFirst(root.count + 1)) }
        var findings: [String] = []
        for path in scripts {
            let text = try String(contentsOfFile: root + "/" + path, encoding: .utf8)
            findings += ShellPortability.findings(in: text, path: path).map(\.description)
            let parse = try Shell.capture(["sh", "-n", path], in: root)
            if parse.status != 0 {
                findings.append(
                    "\(path):1: error: sh -n cannot parse it: \(parse.errors.trimmingCharacters(in: .whitespacesAndNewlines))"
                )
            }
        }
        for finding in findings { print(finding) }
        guard findings.isEmpty else {
            print("chapter-dev check-shell: \(findings.count) finding(s) in \(scripts.count) scripts")
            throw ExitCode.failure
        }
        print("chapter-dev check-shell: \(scripts.count) scripts in Tools/ are POSIX shell with portable flags")
    }

    /// The files under `folder` that start with `#!`, outside build folders, sorted.
    static func scripts(under folder: String) throws -> [String] {
        guard let walker = FileManager.default.enumerator(atPath: folder) else { return [] }
        var found: [String] = []
        while let relative = walker.nextObject() as? String {
            if relative.split(separator: "/").contains(where: { $0.hasPrefix(".build") || $0 == "Fixtures" }) {
                walker.skipDescendants()
                continue
            }
            let path = folder + "/" + relative
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue,
                let handle = FileHandle(forReadingAtPath: path)
            else { continue }
            let start = try handle.read(upToCount: 2) ?? Data()
            try handle.close()
            if start == Data("#!".utf8) { found.append(path) }
        }
        return found.sorted()
    }
}
