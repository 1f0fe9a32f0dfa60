import PackagePlugin

/// Builds the source checks as a plugin's tools are built, with SwiftPM's parameters for the host
/// and into its `-tool` folders, where the macros' plugin and its swift-syntax are built too, and
/// prints each one's name and path on a line of its own, for `Tools/check-swiftui` to run them as
/// often as it needs. An executable built as a package's own product gets the target's parameters
/// and folders, and with them a second copy of swift-syntax (see `Package.swift`).
@main
struct BuildSourceChecks: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        guard arguments.isEmpty else { throw UnexpectedArguments(arguments: arguments) }
        let names = ["availability-check", "concept-count"]
        let paths = try names.map { try context.tool(named: $0).url.path }
        for (name, path) in zip(names, paths) {
            print("source-check \(name) \(path)")
        }
    }
}

/// The command takes no arguments: the checks' own are given when they run.
struct UnexpectedArguments: Error, CustomStringConvertible {
    let arguments: [String]
    var description: String {
        "build-source-checks takes no arguments (given: \(arguments.joined(separator: " "))); "
            + "run the tools it prints with theirs"
    }
}
