// availability-check: fails when code uses a stand-in declaration under a guard weaker than the
// availability the stand-in records for it (docs/swiftui.md, "Apple's availability").
//
//     availability-check --package <Package.swift> --stand-in <folder>... --own <folder>...
//         --check <file or folder>...
//
// The stand-in's `@available` attributes are Apple's, copied from the SDK interfaces; on Linux the
// compiler ignores them, so this reads them instead. Uses are matched by name: a type, member or
// function named like a public stand-in declaration is taken to be that declaration. A name
// declared several times in the stand-in counts as its least demanding declaration, and a name the
// repository's own modules (`--own`) also declare is not checked, since it cannot tell the two
// apart without type-checking.
import Foundation
import SwiftParser
import SwiftSyntax

struct Arguments {
    var package = ""
    var standIn: [String] = []
    var own: [String] = []
    var check: [String] = []

    init(_ words: [String]) {
        var list: WritableKeyPath<Arguments, [String]>?
        var iterator = words.makeIterator()
        while let word = iterator.next() {
            switch word {
            case "--package": package = iterator.next() ?? ""
            case "--stand-in": list = \.standIn
            case "--own": list = \.own
            case "--check": list = \.check
            default: if let list { self[keyPath: list].append(word) }
            }
        }
    }
}

/// The Swift files at `paths`: files as given, folders searched through.
func swiftFiles(_ paths: [String]) -> [String] {
    paths.flatMap { path -> [String] in
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { return [] }
        guard isFolder.boolValue else { return [path] }
        let found = FileManager.default.enumerator(atPath: path)?.compactMap { $0 as? String } ?? []
        return found.filter { $0.hasSuffix(".swift") }.sorted().map { path + "/" + $0 }
    }
}

func parse(_ path: String) -> SourceFileSyntax? {
    guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return nil }
    return Parser.parse(source: text)
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
var recorded = StandInDeclarations()
for path in swiftFiles(arguments.standIn) {
    if let file = parse(path) { recorded.read(file, at: path) }
}
var ownNames = Set<String>()
for path in swiftFiles(arguments.own) {
    if let file = parse(path) { ownNames.formUnion(declaredNames(in: file)) }
}
let checked = recorded.restricted(beyond: floor).filter { !ownNames.contains($0.key) }
var findings = 0
for path in swiftFiles(arguments.check) {
    guard let file = parse(path) else { continue }
    let converter = SourceLocationConverter(fileName: path, tree: file)
    for use in uses(in: file) {
        guard let declaration = checked[use.name] else { continue }
        let around = guardAround(use.node, floor: floor, in: converter)
        let shortfalls = around.shortfalls(of: declaration.availability)
        guard !shortfalls.isEmpty else { continue }
        findings += 1
        let line = converter.location(for: use.node.positionAfterSkippingLeadingTrivia).line
        print(
            """
            \(path):\(line): '\(use.name)' \(shortfalls.joined(separator: "; "))
              recorded: \(declaration.summary) (\(declaration.place))
              guard found: \(([around.found[0]] + around.found.dropFirst().reversed()).joined(separator: ", then "))
            """)
    }
}
if findings > 0 {
    print("availability-check: \(findings) use(s) under a guard weaker than Apple's availability")
    exit(1)
}
print(
    "availability-check: every use of the \(checked.count) stand-in names Apple restricts beyond the deployment "
        + "targets is guarded")
