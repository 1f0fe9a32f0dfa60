import Foundation

/// The composition root's list of features, which FeatureListPlugin writes while `ChapterApp`
/// builds (through the `feature-list` tool): every feature the app depends on, by name, each owned
/// by the team its `OWNER` file names. A pure function of the features, so tests cover it
/// without a build.
public enum AppFeatureList {
    /// The Swift source of `AppFeature.all` for `features`, sorted by name, each with its owner.
    /// A feature's member is its name with a lower-case first letter, as the scaffold writes it.
    public static func source(features: [(name: String, owner: String)]) -> String {
        let sorted = features.sorted { $0.name < $1.name }
        func quoted(_ text: String) -> String {
            "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
        }
        let members = sorted.map {
            "        .\(FeatureRequest.lowerCamelCase($0.name)).owned(by: \(quoted($0.owner))),"
        }
        return """
            // Written by FeatureListPlugin while ChapterApp builds, from the features it depends on and
            // their OWNER files. Each feature's wiring is in Features/<Name>.swift, owned by its team.

            extension AppFeature {
                /// Every feature, by name, with the team that owns it. The registry and the view registry
                /// check at start-up that they fit together, so the order decides nothing.
                static let all: [AppFeature] = [
            \(members.joined(separator: "\n"))
                ]
            }

            """
    }
}
