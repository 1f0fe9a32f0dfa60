import ArgumentParser
import Foundation

/// The repository's tools, one command a job, so a feature team runs the same thing on a Mac as CI
/// runs on Linux: `swift run chapter-dev <command>`.
@main
struct ChapterDev: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "chapter-dev",
        abstract: "The Chapter monorepo's tools: layers, features, generated files, affected tests.",
        discussion: "Run from the repository's root with swift run chapter-dev <command>.",
        subcommands: [Lint.self, NewFeature.self, Generate.self, Affected.self, CheckShell.self])
}

/// Where the package is; every command reads and writes relative to it.
struct PackageOptions: ParsableArguments {
    @Option(help: "The package's root folder (default: the current folder).")
    var packagePath: String = "."

    /// The package's root, as an absolute path without a trailing slash.
    var root: String {
        let path = packagePath.hasPrefix("/") ? packagePath : Shell.currentFolder + "/" + packagePath
        return URL(fileURLWithPath: path).standardizedFileURL.path
    }
}
