import Foundation

/// The composition root's list of features, which FeatureListPlugin writes while `ChapterApp`
/// builds (through the `feature-list` tool): every feature the app depends on, by name, and the
/// team that owns each, from its `OWNER` file. A pure function of the features, so tests cover it
/// without a build.
public enum AppFeatureList {
    /// The Swift source of `AppFeature.all` and `AppFeature.owners` for `features`, sorted by name.
    /// A feature's member is its name with a lower-case first letter, as the scaffold writes it.
    public static func source(features: [(name: String, owner: String)]) -> String {
        let sorted = features.sorted { $0.name < $1.name }
        func quoted(_ text: String) -> String {
            "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
        }
        let members = sorted.map { "        .\(FeatureRequest.lowerCamelCase($0.name))," }
        let owners = sorted.map { "        \(quoted(FeatureRequest.lowerCamelCase($0.name))): \(quoted($0.owner))," }
        return """
            // Written by FeatureListPlugin while ChapterApp builds, from the features it depends on and
            // their OWNER files. Each feature's wiring is in Features/<Name>.swift, owned by its team.

            extension AppFeature {
                /// Every feature, by name. The registry and the view registry check at start-up that they
                /// fit together, so the order decides nothing.
                static let all: [AppFeature] = [
            \(members.joined(separator: "\n"))
                ]

                /// The team that owns each feature, by the feature's name in the registry.
                static let owners: [String: String] = [
            \(owners.joined(separator: "\n"))
                ]
            }

            """
    }
}
