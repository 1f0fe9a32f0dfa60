import Foundation
import PackagePlugin

/// Writes the composition root's list of features while it builds, from the features it depends
/// on, so that no committed file lists every feature and two teams adding features never edit the
/// same line. Each feature's owner comes from the `OWNER` file in its folder.
///
/// The features' folder is an input too: a folder added by a pull or a merge, which SwiftPM's
/// reused evaluation of `Package.swift` does not know, runs the tool again, and the tool stops the
/// build naming the folder and the fix instead of building an app without it.
@main
struct FeatureListPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: any Target) async throws -> [Command] {
        let folder = context.package.directoryURL.appending(path: "Modules/Features")
        let features = target.dependencies.compactMap { dependency -> (any Target)? in
            guard case .target(let feature) = dependency,
                feature.directoryURL.deletingLastPathComponent().lastPathComponent == "Features"
            else { return nil }
            return feature
        }
        let output = context.pluginWorkDirectoryURL.appending(path: "FeatureList.swift")
        let owners = features.map { $0.directoryURL.appending(path: "OWNER") }
        return [
            .buildCommand(
                displayName: "Listing the \(features.count) features of \(target.name)",
                executable: try context.tool(named: "feature-list").url,
                arguments: [output.path, folder.path] + features.map { "\($0.name)=\($0.directoryURL.path)" },
                inputFiles: [folder] + owners,
                outputFiles: [output])
        ]
    }
}
