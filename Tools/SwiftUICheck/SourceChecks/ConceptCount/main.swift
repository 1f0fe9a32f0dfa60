// concept-count: counts the concepts and lines each marked snippet of adopting code costs, and
// fails when one costs more than its marker allows (issue 66's short door; docs/swiftui.md).
//
//     concept-count --concepts <folder>... --check <file>...
//
// A concept is a distinct public type, protocol, macro, property wrapper or free function of the
// folders given (Waymark's modules) that the code names, directly, as the type of an implicit
// member (`.push`), or as the type of an environment value (`\.navigate`); the app's own types and
// SwiftUI's are not counted. A snippet is the code between
//     // BEGIN SNIPPET <name>: at most <n> concepts[, <m> lines]
// and `// END SNIPPET <name>`; its lines are those that hold code (not blank, not only a comment).
import Foundation
import SourceFiles
import SwiftParser
import SwiftSyntax

var conceptFolders: [String] = []
var checked: [String] = []
var readsConcepts = true
for word in CommandLine.arguments.dropFirst() {
    switch word {
    case "--concepts": readsConcepts = true
    case "--check": readsConcepts = false
    default: if readsConcepts { conceptFolders.append(word) } else { checked.append(word) }
    }
}
guard !conceptFolders.isEmpty, !checked.isEmpty else {
    FileHandle.standardError.write(Data("usage: concept-count --concepts <folder>... --check <file>...\n".utf8))
    exit(2)
}

let concepts: PublicConcepts
do {
    concepts = try PublicConcepts(folders: conceptFolders)
} catch {
    FileHandle.standardError.write(Data("concept-count: \(error)\n".utf8))
    exit(1)
}
var failures: [String] = []
var snippetsSeen = 0
for file in swiftFiles(checked) {
    guard let text = try? String(contentsOfFile: file, encoding: .utf8) else {
        failures.append("\(file): cannot be read")
        continue
    }
    let (snippets, problems) = Snippet.all(in: text)
    failures += problems.map { "\(file): \($0)" }
    for snippet in snippets {
        snippetsSeen += 1
        let uses = ConceptUses(concepts)
        uses.walk(Parser.parse(source: snippet.code))
        let named = uses.met.keys.sorted()
        let count = named.count + uses.unsettled.count
        let lineLimit = snippet.lineLimit.map { ", \($0) lines" } ?? ""
        let listed = (named + uses.unsettled.sorted()).joined(separator: ", ")
        print(
            "concept-count: \(snippet.name): \(count) concept\(count == 1 ? "" : "s") (\(listed))"
                + " in \(snippet.lines) lines (at most \(snippet.conceptLimit) concepts\(lineLimit))")
        if count > snippet.conceptLimit {
            failures.append("\(file): \(snippet.name) names \(count) concepts, more than its \(snippet.conceptLimit)")
        }
        if let limit = snippet.lineLimit, snippet.lines > limit {
            failures.append("\(file): \(snippet.name) takes \(snippet.lines) lines, more than its \(limit)")
        }
    }
}
if snippetsSeen == 0 { failures.append("no snippet between BEGIN SNIPPET and END SNIPPET lines in \(checked)") }
if !failures.isEmpty {
    FileHandle.standardError.write(Data(failures.map { "concept-count: \($0)\n" }.joined().utf8))
    exit(1)
}
