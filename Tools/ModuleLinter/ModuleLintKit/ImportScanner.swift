import Foundation

/// One `import` line of a source file.
public struct ImportLine: Hashable, Sendable {
    public let module: String
    /// The line number, from 1.
    public let line: Int
}

/// Finds the `import` lines of Swift source text, whatever attributes or access level precede
/// them: `@_exported import`, `@testable import`, `@preconcurrency import`, `package import`,
/// `internal import`, `import struct Module.Type`, `import Module.Submodule`. Comments and
/// multi-line string literals are skipped.
public enum ImportScanner {
    private static let attributes: Set<String> = [
        "@_exported", "@testable", "@preconcurrency", "@_implementationOnly", "@_spi",
    ]
    private static let accessLevels: Set<String> = ["public", "package", "internal", "fileprivate", "private"]
    private static let kinds: Set<String> = ["class", "struct", "enum", "protocol", "func", "var", "let", "typealias"]

    /// The modules that macro declarations in `text` name as their implementation
    /// (`#externalMacro(module: "Plugin", type: ...)`): a dependency that is used, though never
    /// imported.
    public static func macroModules(in text: String) -> Set<String> {
        var modules = Set<String>()
        var rest = text[...]
        while let start = rest.range(of: "#externalMacro(") {
            rest = rest[start.upperBound...]
            guard let label = rest.range(of: "module:"),
                rest[..<label.lowerBound].allSatisfy(\.isWhitespace),
                let open = rest[label.upperBound...].firstIndex(of: "\""),
                let close = rest[rest.index(after: open)...].firstIndex(of: "\"")
            else { continue }
            modules.insert(String(rest[rest.index(after: open)..<close]))
            rest = rest[close...]
        }
        return modules
    }

    public static func imports(in text: String) -> [ImportLine] {
        var result: [ImportLine] = []
        var inBlockComment = false
        var inMultilineString = false
        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            var line = Substring(rawLine)
            // Text inside a multi-line string literal is not code, even when it reads like an import.
            let quotes = line.components(separatedBy: "\"\"\"").count - 1
            if inMultilineString || quotes > 0 {
                if quotes % 2 == 1 { inMultilineString.toggle() }
                continue
            }
            if inBlockComment {
                guard let end = line.range(of: "*/") else { continue }
                line = line[end.upperBound...]
                inBlockComment = false
            }
            if let start = line.range(of: "/*"), line.range(of: "*/", range: start.upperBound..<line.endIndex) == nil {
                inBlockComment = true
                line = line[..<start.lowerBound]
            }
            if let comment = line.range(of: "//") { line = line[..<comment.lowerBound] }
            var words = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)[...]
            while let first = words.first, attributes.contains(where: { first.hasPrefix($0) }) {
                words = words.dropFirst()
            }
            if let first = words.first, accessLevels.contains(first) { words = words.dropFirst() }
            guard words.first == "import" else { continue }
            words = words.dropFirst()
            if let first = words.first, kinds.contains(first) { words = words.dropFirst() }
            guard let path = words.first else { continue }
            let module = String(path.prefix { $0 != "." })
            guard let first = module.first, first.isLetter || first == "_" else { continue }
            result.append(ImportLine(module: module, line: index + 1))
        }
        return result
    }
}
