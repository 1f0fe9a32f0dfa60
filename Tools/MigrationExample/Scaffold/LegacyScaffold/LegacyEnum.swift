import Foundation

/// A legacy destination enum as its source declares it: each case with its values, and the link
/// its `url` writes for it. Read from the text, so a team runs the scaffold on its own file with
/// no build; what the reader cannot follow is reported, never guessed.
public struct LegacyEnum: Equatable, Sendable {
    /// One case.
    public struct Case: Equatable, Sendable {
        public let name: String
        /// The types of its values, in order (`["UUID"]`, `["GroupUser"]`, `[]`).
        public let valueTypes: [String]
        /// The link its `url` writes, as the source spells it (`chapter://course/\(id.uuidString)`),
        /// or `nil` when `url` gives none.
        public let link: String?
    }

    public let cases: [Case]

    /// Reads the cases of `enum <name>` in `source`, and the links of its `url` switch.
    public init(source: String, name: String) throws(ScaffoldError) {
        guard name.wholeMatch(of: /[A-Za-z_][A-Za-z0-9_]*/) != nil else { throw .notAName(name) }
        guard let body = Self.body(of: name, in: source) else { throw .enumNotFound(name) }
        var links: [String: String] = [:]
        // `case .x(let id): URL(string: "…")`, with or without `return`, over one line or two.
        let linkCase =
            /case\s+\.(\w+)(?:\([^)]*\))?\s*:\s*(?:return\s+)?URL\(string:\s*"((?:[^"\\]|\\.|\\\([^)]*\))*)"\)/
        for match in source.matches(of: linkCase) {
            links[String(match.output.1)] = String(match.output.2)
        }
        var cases: [Case] = []
        for line in body.split(separator: "\n") {
            let code = line.split(separator: "//", maxSplits: 1, omittingEmptySubsequences: false)[0]
                .trimmingCharacters(in: .whitespaces)
            guard code.hasPrefix("case ") || code.hasPrefix("indirect case ") else { continue }
            for declaration in Self.topLevelParts(of: code.drop { $0 != " " }.dropFirst()) {
                guard let match = declaration.wholeMatch(of: /\s*(\w+)(?:\((.*)\))?\s*/) else {
                    throw .unreadableCase(line.trimmingCharacters(in: .whitespaces))
                }
                let name = String(match.output.1)
                let types = match.output.2.map { values in
                    Self.topLevelParts(of: values).map { value in
                        let type = value.split(separator: ":").last ?? value[...]
                        return type.trimmingCharacters(in: .whitespaces)
                    }
                }
                cases.append(Case(name: name, valueTypes: types ?? [], link: links[name]))
            }
        }
        self.cases = cases
    }

    /// `text` split at its commas outside parentheses and brackets: `a, b(Int, String)` is two.
    private static func topLevelParts(of text: Substring) -> [Substring] {
        var parts: [Substring] = []
        var depth = 0
        var start = text.startIndex
        for index in text.indices {
            switch text[index] {
            case "(", "[", "<": depth += 1
            case ")", "]", ">": depth -= 1
            case "," where depth == 0:
                parts.append(text[start..<index])
                start = text.index(after: index)
            default: break
            }
        }
        parts.append(text[start...])
        return parts
    }

    /// The text between `enum <name>`'s braces, up to its first member that is not a case (its
    /// `url`), so the switch's patterns are not read as cases.
    private static func body(of name: String, in source: String) -> Substring? {
        // `name` is an identifier (checked by the caller), so the pattern is well formed.
        guard let pattern = try? Regex("enum\\s+\(name)\\b[^{]*\\{"), let start = source.firstMatch(of: pattern) else {
            return nil
        }
        let rest = source[start.range.upperBound...]
        let end =
            rest.firstMatch(of: /\n\s*(public\s+)?(var|func|static|init)\b|\n\}/)?.range.lowerBound ?? rest.endIndex
        return rest[..<end]
    }
}

/// Why the scaffold wrote nothing.
public enum ScaffoldError: Error, Equatable, CustomStringConvertible {
    case enumNotFound(String)
    /// The enum's name is not a Swift identifier.
    case notAName(String)
    case caseNotFound(String, in: String)
    /// A `case` line the scaffold cannot read (a raw value, an unbalanced list).
    case unreadableCase(String)
    /// A link whose interpolation the scaffold cannot turn into a parameter.
    case unreadableLink(case: String, link: String)

    public var description: String {
        switch self {
        case .enumNotFound(let name): "No 'enum \(name)' in the source."
        case .notAName(let name): "'\(name)' is not the name of an enum."
        case .unreadableCase(let line): "The scaffold cannot read '\(line)': map it by hand."
        case .caseNotFound(let name, let type): "'\(type)' has no case '\(name)'."
        case .unreadableLink(let name, let link):
            "The link of '\(name)' (\(link)) has an interpolation the scaffold cannot read: map it by hand."
        }
    }
}
