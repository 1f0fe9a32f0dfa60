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
        guard let body = Self.body(of: name, in: source) else { throw .enumNotFound(name) }
        var links: [String: String] = [:]
        let linkCase = /case\s+\.(\w+)(?:\([^)]*\))?\s*:\s*URL\(string:\s*"((?:[^"\\]|\\.|\\\([^)]*\))*)"\)/
        for match in source.matches(of: linkCase) {
            links[String(match.output.1)] = String(match.output.2)
        }
        var cases: [Case] = []
        let declaration = /^\s*case\s+(\w+)(?:\((.*)\))?\s*$/
        for line in body.split(separator: "\n", omittingEmptySubsequences: false) {
            guard let match = line.wholeMatch(of: declaration) else { continue }
            let name = String(match.output.1)
            let types = match.output.2.map { values in
                values.split(separator: ",").map { value in
                    let type = value.split(separator: ":").last ?? value
                    return type.trimmingCharacters(in: .whitespaces)
                }
            }
            cases.append(Case(name: name, valueTypes: types ?? [], link: links[name]))
        }
        self.cases = cases
    }

    /// The text between `enum <name>`'s braces, up to its first member that is not a case (its
    /// `url`), so the switch's patterns are not read as cases.
    private static func body(of name: String, in source: String) -> Substring? {
        guard let start = source.firstMatch(of: try! Regex("enum\\s+\(name)\\b[^{]*\\{")) else { return nil }
        let rest = source[start.range.upperBound...]
        let end =
            rest.firstMatch(of: /\n\s*(public\s+)?(var|func|static|init)\b|\n\}/)?.range.lowerBound ?? rest.endIndex
        return rest[..<end]
    }
}

/// Why the scaffold wrote nothing.
public enum ScaffoldError: Error, Equatable, CustomStringConvertible {
    case enumNotFound(String)
    case caseNotFound(String, in: String)
    /// A link whose interpolation the scaffold cannot turn into a parameter.
    case unreadableLink(case: String, link: String)

    public var description: String {
        switch self {
        case .enumNotFound(let name): "No 'enum \(name)' in the source."
        case .caseNotFound(let name, let type): "'\(type)' has no case '\(name)'."
        case .unreadableLink(let name, let link):
            "The link of '\(name)' (\(link)) has an interpolation the scaffold cannot read: map it by hand."
        }
    }
}
