import ArgumentParser
import Foundation
import ModuleLintKit

struct Affected: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "List the test targets a change can affect, from the module graph.",
        discussion: """
            The change is everything between the commit and the working tree: commits since, staged \
            and unstaged edits, and new files git does not ignore. A file belongs to the target whose \
            folder holds it; every target that depends on a changed one is affected with it; a change \
            to Package.swift affects every test; documents and scripts affect none.
            """)

    @OptionGroup var package: PackageOptions

    @Argument(help: "The commit to compare the working tree with, such as main or HEAD.")
    var commit: String

    @Flag(help: "Print the targets as one swift test --filter argument.")
    var filter = false

    func run() throws {
        let root = package.root
        guard
            (try? Shell.capture(["git", "rev-parse", "--verify", "--quiet", "\(commit)^{commit}"], in: root))?.status
                == 0
        else {
            throw ValidationError("'\(commit)' names no commit of this repository.")
        }
        let changed =
            try Shell.output(of: ["git", "diff", "--name-only", "--no-renames", commit], in: root)
            + Shell.output(of: ["git", "ls-files", "--others", "--exclude-standard"], in: root)
        let paths = changed.split(separator: "\n").map(String.init).filter { !$0.isEmpty }
        let graph = try PackageDescriptionGraph.describe(packagePath: root)
        let targets = AffectedTests(graph: graph).testTargets(forChangedFiles: paths)
        if filter {
            guard !targets.isEmpty else {
                say("the change affects no test target")
                return
            }
            print("^(\(targets.joined(separator: "|")))\\.")
        } else {
            for target in targets { print(target) }
            say(
                "\(targets.count) test target(s) since \(commit); run them with: swift test --filter \"$(swift run chapter-dev affected \(commit) --filter)\""
            )
        }
    }
}
