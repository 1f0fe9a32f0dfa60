import FeatureScaffold
import Foundation

// feature-list OUTPUT NAME=FOLDER...
// Writes the composition root's `AppFeature.all` (AppFeatureList) for the
// features given, each with the team named in FOLDER/OWNER; FeatureListPlugin runs it while
// ChapterApp builds.

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("feature-list: \(message)\n".utf8))
    exit(1)
}

let arguments = CommandLine.arguments.dropFirst()
guard let output = arguments.first else { fail("usage: feature-list OUTPUT NAME=FOLDER...") }
var features: [(name: String, owner: String)] = []
for argument in arguments.dropFirst() {
    guard let equals = argument.firstIndex(of: "=") else { fail("'\(argument)' is not NAME=FOLDER") }
    let name = String(argument[..<equals])
    let folder = String(argument[argument.index(after: equals)...])
    guard let text = try? String(contentsOfFile: folder + "/OWNER", encoding: .utf8) else {
        fail("\(folder)/OWNER is missing: it names the team that owns \(name) (swift run chapter-dev lint)")
    }
    features.append((name, text.trimmingCharacters(in: .whitespacesAndNewlines)))
}
do {
    try AppFeatureList.source(features: features).write(toFile: output, atomically: true, encoding: .utf8)
} catch {
    fail("cannot write \(output): \(error)")
}
