/// The declared shape of a destination's link, used both to match links and to write them.
///
/// Syntax, path first, then an optional query:
///
/// | piece | meaning |
/// |---|---|
/// | `course` | a literal segment |
/// | `{id:uuid}` | a typed parameter (`int`, `uuid`, `slug`, or an app-defined type) |
/// | `{name}` | an untyped parameter: any non-empty segment |
/// | `{rest*}` | a catch-all: every remaining segment (last in the path only) |
/// | `?key={name:type}` | a required query parameter |
/// | `[?key={name:type}&...]` | optional query parameters |
/// | `{name:type=default}` | a default, which makes it optional and is left out of canonical links |
///
/// For example `chat/{id:uuid}[?message={message:uuid}]` or `compare?courses={courses:courseList}`.
public struct LinkPattern: Hashable, Sendable, CustomStringConvertible {
    /// One segment of the path.
    public enum Segment: Hashable, Sendable {
        case literal(String)
        case parameter(name: String, type: String)
        case catchAll(name: String)
    }

    /// One query parameter, in declared order (the order canonical links write them in).
    public struct QueryItem: Hashable, Sendable {
        /// The key in the link (`message` in `?message=...`).
        public let key: String
        /// The name of the value it gives.
        public let name: String
        /// The parameter type's name.
        public let type: String
        /// Whether a link without it does not match.
        public let isRequired: Bool
        /// The value assumed when the link leaves it out; never written into canonical links.
        public let defaultValue: String?
    }

    /// The pattern as declared.
    public let text: String
    /// The path segments.
    public let segments: [Segment]
    /// The query parameters.
    public let query: [QueryItem]

    /// Parses `text`; a pattern that does not follow the syntax is refused with the reason.
    public init(_ text: String) throws(LinkPatternError) {
        self.text = text
        let queryStart = text.firstIndex { $0 == "?" || $0 == "[" } ?? text.endIndex
        segments = try Self.parsePath(text[..<queryStart], in: text)
        query = try Self.parseQuery(text[queryStart...], in: text)
        var names = Set<String>()
        for name in segments.compactMap(\.parameterName) + query.map(\.name) where !names.insert(name).inserted {
            throw LinkPatternError(pattern: text, reason: "the parameter '\(name)' is named twice")
        }
    }

    public var description: String { text }

    /// Every parameter type name the pattern uses.
    var typeNames: [String] {
        segments.compactMap {
            if case .parameter(_, let type) = $0 { return type }
            return nil
        } + query.map(\.type)
    }

    // MARK: - Parsing

    private static func parsePath(_ path: Substring, in text: String) throws(LinkPatternError) -> [Segment] {
        let pieces = path.split(separator: "/")
        guard !pieces.isEmpty else { throw LinkPatternError(pattern: text, reason: "the path is empty") }
        var segments: [Segment] = []
        for (index, piece) in pieces.enumerated() {
            if piece.first == "{" {
                guard piece.last == "}" else { throw LinkPatternError(pattern: text, reason: "'\(piece)' is not closed by '}'") }
                let inner = piece.dropFirst().dropLast()
                if inner.last == "*" {
                    guard index == pieces.count - 1 else {
                        throw LinkPatternError(pattern: text, reason: "the catch-all '\(piece)' must be the last segment")
                    }
                    segments.append(.catchAll(name: try name(inner.dropLast(), in: text)))
                } else {
                    let (name, type, defaultValue) = try parameter(inner, in: text)
                    guard defaultValue == nil else {
                        throw LinkPatternError(pattern: text, reason: "a path parameter cannot have a default")
                    }
                    segments.append(.parameter(name: name, type: type))
                }
            } else {
                guard piece.allSatisfy(isLiteralCharacter) else {
                    throw LinkPatternError(pattern: text, reason: "the literal '\(piece)' may only use letters, digits and - . _ ~")
                }
                segments.append(.literal(String(piece)))
            }
        }
        return segments
    }

    private static func parseQuery(_ spec: Substring, in text: String) throws(LinkPatternError) -> [QueryItem] {
        var items: [QueryItem] = []
        var isOptional = false
        var rest = spec
        while let character = rest.first {
            switch character {
            case "[":
                guard !isOptional else { throw LinkPatternError(pattern: text, reason: "optional groups cannot nest") }
                isOptional = true
                rest = rest.dropFirst()
            case "]":
                guard isOptional else { throw LinkPatternError(pattern: text, reason: "']' closes no group") }
                isOptional = false
                rest = rest.dropFirst()
            case "?", "&":
                rest = rest.dropFirst()
            default:
                guard let equals = rest.firstIndex(of: "="), let close = rest.firstIndex(of: "}"),
                      rest[rest.index(after: equals)...].first == "{", equals < close
                else {
                    throw LinkPatternError(pattern: text, reason: "a query item must read key={name:type}")
                }
                let key = try name(rest[..<equals], in: text)
                let (name, type, defaultValue) = try parameter(rest[rest.index(equals, offsetBy: 2)..<close], in: text)
                items.append(QueryItem(
                    key: key, name: name, type: type,
                    isRequired: !isOptional && defaultValue == nil, defaultValue: defaultValue))
                rest = rest[rest.index(after: close)...]
            }
        }
        guard !isOptional else { throw LinkPatternError(pattern: text, reason: "'[' is not closed by ']'") }
        return items
    }

    /// `name`, `name:type` or `name:type=default`.
    private static func parameter(
        _ inner: Substring, in text: String
    ) throws(LinkPatternError) -> (name: String, type: String, defaultValue: String?) {
        let (declaration, defaultValue): (Substring, String?) = if let equals = inner.firstIndex(of: "=") {
            (inner[..<equals], String(inner[inner.index(after: equals)...]))
        } else {
            (inner, nil)
        }
        let parts = declaration.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
        let type = parts.count == 2 ? String(parts[1]) : LinkParameterType.string.name
        guard !type.isEmpty else { throw LinkPatternError(pattern: text, reason: "'{\(inner)}' names no type") }
        return (try name(parts[0], in: text), type, defaultValue)
    }

    private static func name(_ text: Substring, in pattern: String) throws(LinkPatternError) -> String {
        guard let first = text.first, first.isLetter || first == "_",
              text.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" }), text.allSatisfy(\.isASCII)
        else {
            throw LinkPatternError(pattern: pattern, reason: "'\(text)' is not a valid name")
        }
        return String(text)
    }

    private static func isLiteralCharacter(_ character: Character) -> Bool {
        character.isASCII && (character.isLetter || character.isNumber || "-._~".contains(character))
    }
}

extension LinkPattern.Segment {
    var parameterName: String? {
        switch self {
        case .literal: nil
        case .parameter(let name, _), .catchAll(let name): name
        }
    }
}

/// A link pattern that does not follow the pattern syntax.
public struct LinkPatternError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The pattern as declared.
    public let pattern: String
    /// What is wrong with it.
    public let reason: String

    public init(pattern: String, reason: String) {
        self.pattern = pattern
        self.reason = reason
    }

    public var description: String {
        "The link pattern '\(pattern)' is invalid: \(reason)."
    }
}
