/// The one line of `Package.swift` a scaffold adds: the feature's name in the alphabetical list of
/// features. A pure function of the manifest's text, so tests cover it without a package on disk.
public enum PackageFeatureList {
    /// The line that opens `Package.swift`'s feature list.
    static let opening = "let featureNames = ["

    /// `manifest` with `name`'s line added where it sorts in the feature list, so that two teams'
    /// additions meet only when their names sort next to each other.
    public static func adding(_ name: String, to manifest: String) throws(ScaffoldError) -> String {
        var lines = manifest.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let start = lines.firstIndex(of: opening),
            let end = lines[start...].firstIndex(where: { $0.hasPrefix("]") })
        else { throw .noFeatureList }
        let entry = "    \"\(name)\","
        let entries = lines[(start + 1)..<end]
        if entries.contains(entry) { throw .alreadyInPackage(name) }
        let position = entries.firstIndex { $0 > entry } ?? end
        lines.insert(entry, at: position)
        return lines.joined(separator: "\n")
    }
}
