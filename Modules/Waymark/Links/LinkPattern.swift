/// The declared shape of a destination's link, used both to match links and to write them.
///
/// Syntax, path first, then an optional query:
///
/// | piece | meaning |
/// |---|---|
/// | `course` | a literal segment |
/// | `{id:uuid}` | a typed parameter (`int`, `uuid`, `slug`, or an app-defined type) |
/// | `{name}` | an untyped parameter: any non-empty segment |
/// | `{rest*}` | a catch-all: every remaining segment, as a list (last in the path only) |
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
        var segments: [Segment] = [], query: [QueryItem] = []
        // The parser reads the string's own bytes; only a string without contiguous UTF-8
        // storage (a bridged one) is copied first.
        func parse(_ bytes: UnsafeBufferPointer<UInt8>) -> PatternParser.SyntaxError? {
            PatternParser.parse(bytes, segments: &segments, query: &query)
        }
        if let error = text.utf8.withContiguousStorageIfAvailable(parse) ?? Array(text.utf8).withUnsafeBufferPointer(parse) {
            throw LinkPatternError(pattern: text, reason: error.reason)
        }
        self.text = text
        self.segments = segments
        self.query = query
        try checkNamesAreUnique()
    }

    public var description: String { text }

    /// Refuses a pattern that names a parameter twice. A pattern has a handful of names, so a
    /// pairwise check beats building a set, and needs no allocation.
    private func checkNamesAreUnique() throws(LinkPatternError) {
        let count = segments.count + query.count
        guard count > 1 else { return }
        func parameterName(_ index: Int) -> String? {
            index < segments.count ? segments[index].parameterName : query[index - segments.count].name
        }
        for second in 1..<count {
            guard let name = parameterName(second) else { continue }
            for first in 0..<second where name == parameterName(first) {
                throw LinkPatternError(pattern: text, reason: "the parameter '\(name)' is named twice")
            }
        }
    }
}

/// Reads a pattern's bytes in place; the syntax is ASCII, so it never needs to look at characters.
private struct PatternParser {
    /// What is wrong; ``LinkPattern/init(_:)`` adds the pattern.
    struct SyntaxError: Error {
        let reason: String
    }

    let bytes: UnsafeBufferPointer<UInt8>
    var position = 0

    /// Reads `bytes` into `segments` and `query`; returns what is wrong, if anything.
    static func parse(
        _ bytes: UnsafeBufferPointer<UInt8>, segments: inout [LinkPattern.Segment], query: inout [LinkPattern.QueryItem]
    ) -> SyntaxError? {
        var parser = PatternParser(bytes: bytes)
        do throws(SyntaxError) {
            segments = try parser.path()
            query = try parser.query()
            return nil
        } catch {
            return error
        }
    }

    private func fail(_ reason: String) -> SyntaxError {
        SyntaxError(reason: reason)
    }

    private func string(_ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    /// The segments, up to the query; one pass finds where the path ends and how many segments
    /// it may have, a second reads them.
    mutating func path() throws(SyntaxError) -> [LinkPattern.Segment] {
        var end = 0, slashes = 0
        while end < bytes.count {
            let byte = bytes[end]
            if byte == UInt8(ascii: "?") || byte == UInt8(ascii: "[") { break }
            if byte == slash { slashes += 1 }
            end += 1
        }
        position = end
        var segments: [LinkPattern.Segment] = []
        segments.reserveCapacity(slashes + 1)
        var catchAll: String?
        var start = 0
        for index in 0...end where index == end || bytes[index] == slash {
            defer { start = index + 1 }
            guard index > start else { continue }
            if let catchAll { throw fail("the catch-all '{\(catchAll)*}' must be the last segment") }
            let segment = try segment(start..<index)
            if case .catchAll(let name) = segment { catchAll = name }
            segments.append(segment)
        }
        guard !segments.isEmpty else { throw fail("the path is empty") }
        return segments
    }

    private func segment(_ piece: Range<Int>) throws(SyntaxError) -> LinkPattern.Segment {
        guard bytes[piece.lowerBound] == UInt8(ascii: "{") else {
            guard bytes[piece].allSatisfy(Self.isLiteralByte) else {
                throw fail("the literal '\(string(piece))' may only use letters, digits and - . _ ~")
            }
            return .literal(string(piece))
        }
        guard bytes[piece.upperBound - 1] == UInt8(ascii: "}"), piece.count > 1 else {
            throw fail("'\(string(piece))' is not closed by '}'")
        }
        let inner = (piece.lowerBound + 1)..<(piece.upperBound - 1)
        if !inner.isEmpty, bytes[inner.upperBound - 1] == UInt8(ascii: "*") {
            return .catchAll(name: try name(inner.lowerBound..<(inner.upperBound - 1)))
        }
        let (name, type, defaultValue) = try parameter(inner)
        guard defaultValue == nil else { throw fail("a path parameter cannot have a default") }
        return .parameter(name: name, type: type)
    }

    mutating func query() throws(SyntaxError) -> [LinkPattern.QueryItem] {
        var items: [LinkPattern.QueryItem] = []
        var isOptional = false
        while position < bytes.count {
            switch bytes[position] {
            case UInt8(ascii: "["):
                guard !isOptional else { throw fail("optional groups cannot nest") }
                isOptional = true
                position += 1
            case UInt8(ascii: "]"):
                guard isOptional else { throw fail("']' closes no group") }
                isOptional = false
                position += 1
            case UInt8(ascii: "?"), UInt8(ascii: "&"):
                position += 1
            default:
                let rest = position..<bytes.count
                guard let equals = bytes[rest].firstIndex(of: UInt8(ascii: "=")),
                      let close = bytes[rest].firstIndex(of: UInt8(ascii: "}")),
                      equals + 1 < bytes.count, bytes[equals + 1] == UInt8(ascii: "{"), equals < close
                else {
                    throw fail("a query item must read key={name:type}")
                }
                let key = try name(position..<equals)
                let (name, type, defaultValue) = try parameter((equals + 2)..<close)
                items.append(LinkPattern.QueryItem(
                    key: key, name: name, type: type,
                    isRequired: !isOptional && defaultValue == nil, defaultValue: defaultValue))
                position = close + 1
            }
        }
        guard !isOptional else { throw fail("'[' is not closed by ']'") }
        return items
    }

    /// `name`, `name:type` or `name:type=default`.
    private func parameter(_ inner: Range<Int>) throws(SyntaxError) -> (name: String, type: String, defaultValue: String?) {
        let equals = bytes[inner].firstIndex(of: UInt8(ascii: "="))
        let declaration = inner.lowerBound..<(equals ?? inner.upperBound)
        let defaultValue = equals.map { string(($0 + 1)..<inner.upperBound) }
        guard let colon = bytes[declaration].firstIndex(of: UInt8(ascii: ":")) else {
            return (try name(declaration), LinkParameterType.string.name, defaultValue)
        }
        let type = (colon + 1)..<declaration.upperBound
        guard !type.isEmpty else { throw fail("'{\(string(inner))}' names no type") }
        return (try name(declaration.lowerBound..<colon), string(type), defaultValue)
    }

    private func name(_ range: Range<Int>) throws(SyntaxError) -> String {
        guard let first = range.first.map({ bytes[$0] }), Self.isLetter(first) || first == UInt8(ascii: "_"),
              bytes[range].allSatisfy({ Self.isLetter($0) || Self.isDigit($0) || $0 == UInt8(ascii: "_") || $0 == UInt8(ascii: "-") })
        else {
            throw fail("'\(string(range))' is not a valid name")
        }
        return string(range)
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        byte >= 0x30 && byte <= 0x39
    }

    private static func isLiteralByte(_ byte: UInt8) -> Bool {
        isLetter(byte) || isDigit(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
            || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "~")
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
