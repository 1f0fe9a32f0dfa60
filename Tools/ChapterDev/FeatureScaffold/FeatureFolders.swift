import Foundation

/// The feature folders on disk against the features a build was given. `Package.swift` finds the
/// features by their folders, but SwiftPM reuses its evaluation of the manifest until the
/// manifest's text changes, so a folder that arrived later (a pull, a merge, a new branch) is
/// missing from the build until the evaluation is dropped; the build says so instead of shipping
/// an app without the feature.
public enum FeatureFolders {
    /// The script that drops SwiftPM's cached evaluations of the manifest.
    public static let rereadScript = "Tools/reread-package"

    /// The folders of `folder` not among `names`: features on disk the build does not know.
    public static func unbuilt(in folder: String, building names: [String]) -> [String] {
        let url = URL(fileURLWithPath: folder)
        let entries =
            (try? FileManager.default.contentsOfDirectory(
                at: url, includingPropertiesForKeys: [.isDirectoryKey], options: [.skipsHiddenFiles])) ?? []
        let folders = entries.filter { (try? $0.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true }
        return Self.unbuilt(folders.map(\.lastPathComponent), building: names)
    }

    /// `folders` not among `names`, sorted.
    public static func unbuilt(_ folders: [String], building names: [String]) -> [String] {
        let built = Set(names)
        return folders.filter { !built.contains($0) }.sorted()
    }

    /// What the build says when feature folders are missing from it, and how to put it right.
    public static func staleManifestMessage(_ folders: [String]) -> String {
        let named = folders.map { "Modules/Features/\($0)" }.joined(separator: ", ")
        let (verb, folder) = folders.count == 1 ? ("is", "folder") : ("are", "folders")
        return """
            \(named) \(verb) not in this build: SwiftPM reuses its evaluation of Package.swift until \
            the file's text changes, and the feature \(folder) came after it. Run \(rereadScript) once, \
            then build again (in Xcode: File > Packages > Reset Package Caches).
            """
    }
}
