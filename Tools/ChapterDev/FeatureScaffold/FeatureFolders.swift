import Foundation

/// The feature folders on disk against the features a build was given. `Package.swift` finds the
/// features by their folders, but SwiftPM reuses its evaluation of the manifest until the
/// manifest's text changes, so a folder that arrived later (a pull, a merge, a new branch) is
/// missing from the build until the evaluation is dropped; the build says so instead of shipping
/// an app without the feature.
public enum FeatureFolders {
    /// The script that drops SwiftPM's cached evaluations of the manifest.
    public static let rereadScript = "Tools/reread-package"

    /// The feature folders of `folder` not among `names`: features on disk the build does not
    /// know. A feature folder is one that holds Swift files, as `Package.swift` counts them.
    public static func unbuilt(in folder: String, building names: [String]) -> [String] {
        Self.unbuilt(features(in: folder), building: names)
    }

    /// The folders of `folder` that hold Swift files, not hidden: the rule `Package.swift` and
    /// Tools/SwiftUICheck's manifest find features by.
    public static func features(in folder: String) -> [String] {
        let files = FileManager.default
        return ((try? files.contentsOfDirectory(atPath: folder)) ?? []).filter { name in
            !name.hasPrefix(".")
                && ((try? files.contentsOfDirectory(atPath: folder + "/" + name)) ?? []).contains {
                    $0.hasSuffix(".swift")
                }
        }
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
