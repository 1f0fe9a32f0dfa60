import FeatureScaffold
import Foundation

// feature-list OUTPUT FEATURES NAME=FOLDER...
// Writes the composition root's `AppFeature.all` (AppFeatureList) for the features given, each
// with the team named in FOLDER/OWNER; FeatureListPlugin runs it while ChapterApp builds. Stops if
// FEATURES holds a folder the build was not given: SwiftPM evaluated Package.swift before it came.

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("error: \(message)\n".utf8))
    exit(1)
}

let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count >= 2 else { fail("usage: feature-list OUTPUT FEATURES NAME=FOLDER...") }
let output = arguments[0]
let featuresFolder = arguments[1]
var features: [(name: String, owner: String)] = []
for argument in arguments.dropFirst(2) {
    guard let equals = argument.firstIndex(of: "=") else { fail("'\(argument)' is not NAME=FOLDER") }
    let name = String(argument[..<equals])
    let folder = String(argument[argument.index(after: equals)...])
    guard let text = try? String(contentsOfFile: folder + "/OWNER", encoding: .utf8) else {
        fail("\(folder)/OWNER is missing: it names the team that owns \(name) (swift run chapter-dev lint)")
    }
    features.append((name, text.trimmingCharacters(in: .whitespacesAndNewlines)))
}
let unbuilt = FeatureFolders.unbuilt(in: featuresFolder, building: features.map(\.name))
guard unbuilt.isEmpty else { fail(FeatureFolders.staleManifestMessage(unbuilt)) }
do {
    try AppFeatureList.source(features: features).write(toFile: output, atomically: true, encoding: .utf8)
} catch {
    fail("cannot write \(output): \(error)")
}
