/// The skeleton feature in `Tools/FeatureTemplate`, and how its names become a new feature's.
///
/// The skeleton is real Swift that the package builds and tests as it is (the `Skeleton`,
/// `SkeletonTests` and `SkeletonWiring` targets), so what the scaffold writes starts from code
/// that compiles. Its names are chosen to be unmistakable: `Skeleton` for the feature, `Bone` for
/// its item, `skeleton-link` for its link and `ChapterTab.hub` for its tab.
public enum Skeleton {
    /// Where the skeleton lives, relative to the package root.
    public static let folder = "Tools/FeatureTemplate"

    /// Each of the skeleton's files (relative to ``folder``) and where the new feature's copy goes
    /// (relative to the package root), in the skeleton's names.
    public static let files: [(template: String, destination: String)] = [
        ("Skeleton/SkeletonRoute.swift", "Modules/Features/Skeleton/SkeletonRoute.swift"),
        ("Skeleton/SkeletonNavigation.swift", "Modules/Features/Skeleton/SkeletonNavigation.swift"),
        ("Skeleton/SkeletonScreens.swift", "Modules/Features/Skeleton/SkeletonScreens.swift"),
        ("Skeleton/SkeletonEntryPoints.swift", "Modules/Features/Skeleton/SkeletonEntryPoints.swift"),
        ("SkeletonTests/SkeletonTests.swift", "Tests/SkeletonTests/SkeletonTests.swift"),
        ("Wiring/Skeleton.swift", "Modules/ChapterApp/Features/Skeleton.swift"),
    ]

    /// The folders and files a new feature owns, in the skeleton's names: none may exist yet.
    public static let ownedPaths = [
        "Modules/Features/Skeleton", "Tests/SkeletonTests", "Modules/ChapterApp/Features/Skeleton.swift",
    ]

    /// Marks a line the skeleton needs only to compile where it stands, such as the wiring's
    /// `import ChapterApp`: a feature's copy leaves the line out.
    public static let skeletonOnlyMarker = "// skeleton only"

    /// A skeleton file as a new feature's file: `text` in `request`'s names, without the lines
    /// marked ``skeletonOnlyMarker``.
    public static func feature(from text: String, for request: FeatureRequest) -> String {
        let kept = text.split(separator: "\n", omittingEmptySubsequences: false).filter {
            !$0.contains(skeletonOnlyMarker)
        }
        return rename(kept.joined(separator: "\n"), for: request)
    }

    /// `text` (a skeleton file, or a path) in `request`'s names, in one pass, longest name first,
    /// so a new name that contains a skeleton name (`Bonemarrow`) is never replaced again.
    public static func rename(_ text: String, for request: FeatureRequest) -> String {
        let replacements: [(String, String)] = [
            ("skeleton-link", request.link),
            ("ChapterTab.hub", "ChapterTab.\(request.tab)"),
            ("Skeleton", request.name),
            ("skeleton", FeatureRequest.lowerCamelCase(request.name)),
            ("Bone", request.item),
            ("bone", FeatureRequest.lowerCamelCase(request.item)),
        ]
        var result = ""
        var rest = Substring(text)
        outer: while !rest.isEmpty {
            for (old, new) in replacements where rest.hasPrefix(old) {
                result += new
                rest = rest.dropFirst(old.count)
                continue outer
            }
            result.append(rest.removeFirst())
        }
        return result
    }
}
