// availability-check: fails when code uses a stand-in declaration under a guard weaker than the
// availability the stand-in records for it, or uses one Apple deprecates where the code can run on
// the deprecating release (docs/swiftui.md, "Apple's availability").
//
//     availability-check --package <Package.swift> --stand-in <folder>... [--allowlist <file>]
//         --check <file or folder>...
//
// The stand-in's `@available` attributes are Apple's, copied from the SDK interfaces; on Linux the
// compiler ignores them, so this reads them instead. Each declaration is recorded by its type and
// member, an initializer or function by its argument labels, with its own availability and
// deprecations; a use is matched to the declarations its kind, labels, the type written in front
// of it and (for an implicit member) the parameter it is passed to allow, and must satisfy each of
// them. Only the declarations the allowlist names, each with its reason, are not checked.
import Foundation
import SourceFiles
import SwiftParser
import SwiftSyntax

struct Arguments {
    var package = ""
    var standIn: [String] = []
    var allowlist: String?
    var check: [String] = []

    init(_ words: [String]) {
        var list: WritableKeyPath<Arguments, [String]>?
        var iterator = words.makeIterator()
        while let word = iterator.next() {
            switch word {
            case "--package": package = iterator.next() ?? ""
            case "--allowlist": allowlist = iterator.next()
            case "--stand-in": list = \.standIn
            case "--check": list = \.check
            default: if let list { self[keyPath: list].append(word) }
            }
        }
    }
}

func parse(_ path: String) -> SourceFileSyntax? {
    guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return nil }
    return Parser.parse(source: text)
}

/// One allowlist entry: a declaration key (`UIScene.session`), the file its uses are allowed in
/// (`@ Modules/ChapterSwiftUI/ChapterSceneModel.swift`; every file when absent), and the reason.
struct Allowed {
    let key: String
    let file: String?
    let reason: String

    func covers(_ declared: Declared, in path: String) -> Bool {
        declared.key == key && file.map { path.hasSuffix($0) } ?? true
    }
}

/// The allowlist: one entry a line, `<key> [@ <file>] | <reason>`; `#` starts a comment line.
func readAllowlist(_ path: String) -> [Allowed]? {
    guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
        print("availability-check: cannot read the allowlist '\(path)'")
        return nil
    }
    var entries: [Allowed] = []
    for line in text.split(separator: "\n") where !line.hasPrefix("#") && !line.trimmingSpaces().isEmpty {
        let parts = line.split(separator: "|", maxSplits: 1).map { $0.trimmingSpaces() }
        guard parts.count == 2, !parts[1].isEmpty else {
            print("availability-check: '\(line)' in \(path) gives no reason after ' | '")
            return nil
        }
        let named = parts[0].split(separator: "@", maxSplits: 1).map { $0.trimmingSpaces() }
        entries.append(Allowed(key: named[0], file: named.count == 2 ? named[1] : nil, reason: parts[1]))
    }
    return entries
}

let arguments = Arguments(Array(CommandLine.arguments.dropFirst()))
guard let manifest = parse(arguments.package) else {
    print("availability-check: cannot read the package manifest '\(arguments.package)'")
    exit(2)
}
let floor = deploymentTargets(in: manifest)
guard floor.platforms.count == Platform.allCases.count else {
    print("availability-check: '\(arguments.package)' does not declare a release for each of \(Platform.allCases)")
    exit(2)
}
var standIn = StandInDeclarations()
for path in swiftFiles(arguments.standIn) {
    if let file = parse(path) { standIn.read(file, at: path) }
}
let allowed = arguments.allowlist.map(readAllowlist) ?? []
guard let allowed else { exit(2) }
let checked = standIn.restricted(beyond: floor)
let checkedKeys = Set(checked.map(\.key))
for entry in allowed where !standIn.all.contains(where: { $0.key == entry.key }) {
    print("availability-check: the allowlist names '\(entry.key)', which the stand-in does not declare")
    exit(2)
}
var findings = 0
var allowedUses = 0
for path in swiftFiles(arguments.check) {
    guard let file = parse(path) else { continue }
    let converter = SourceLocationConverter(fileName: path, tree: file)
    for use in uses(in: file) {
        // Overloads with the same key (`TabView.init(selection:content:)` of a view builder and of
        // a tab builder) differ only in types this cannot see: the use needs one of them met.
        let found = candidates(for: use, in: standIn).filter { checkedKeys.contains($0.key) }
        let around = guardAround(use.node, floor: floor, in: converter)
        func problems(of declared: Declared) -> [String] {
            around.shortfalls(of: declared.availability) + around.deprecations(of: declared.deprecated)
        }
        let overloads = Dictionary(grouping: found, by: \.key).values.compactMap { group in
            group.allSatisfy { !problems(of: $0).isEmpty } ? group.first : nil
        }
        for declared in overloads.sorted(by: { $0.key < $1.key }) {
            let problems = problems(of: declared)
            if allowed.contains(where: { $0.covers(declared, in: path) }) {
                allowedUses += 1
                continue
            }
            findings += 1
            let line = converter.location(for: use.node.positionAfterSkippingLeadingTrivia).line
            let deprecation =
                declared.deprecated.isEmpty
                ? ""
                : "; deprecated "
                    + declared.deprecated.sorted { $0.key < $1.key }
                    .map { "\($0.key)\($0.value.map { " \($0)" } ?? "")" }.joined(separator: ", ")
                    + (declared.deprecationMessage.map { " (\($0))" } ?? "")
            print(
                """
                \(path):\(line): '\(declared.key)' \(problems.joined(separator: "; "))
                  recorded: \(declared.summary)\(deprecation) (\(declared.place))
                  guard found: \(([around.found[0]] + around.found.dropFirst().reversed()).joined(separator: ", then "))
                """)
        }
    }
}
if findings > 0 {
    print("availability-check: \(findings) use(s) guarded less than Apple's availability, or deprecated where they run")
    exit(1)
}
print(
    "availability-check: every use of the \(checked.count) stand-in declarations Apple restricts beyond the "
        + "deployment targets or deprecates is guarded (\(allowedUses) use(s) allowlisted by \(allowed.count) entries)")
