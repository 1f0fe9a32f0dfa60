import PackagePlugin

/// Builds the source checks as a plugin's tools are built, for the host, and prints each one's
/// name and path on a line of its own, for `Tools/check-swiftui` to run them as often as it
/// needs. SwiftPM offers no other way to build an executable for the host, and only there do
/// they share the swift-syntax the macros' plugin was built with (see `Package.swift`).
@main
struct BuildSourceChecks: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        guard arguments.isEmpty else { throw UnexpectedArguments(arguments: arguments) }
        for name in ["availability-check", "concept-count"] {
            print("source-check \(name) \(try context.tool(named: name).url.path)")
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
