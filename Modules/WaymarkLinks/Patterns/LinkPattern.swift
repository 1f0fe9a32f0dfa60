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
/// | `{id:int}-{name:slug}` | several pieces in one segment: literal text and parameters, as websites write `1-northbridge` or `{id}.json` |
/// | `?key={name:type}` | a required query parameter |
/// | `[?key={name:type}&...]` | optional query parameters |
/// | `{name:type=default}` | a default, which makes it optional and is left out of canonical links |
/// | `?key={name:type[]}` | a repeated query parameter: every occurrence of the key, as a list |
/// | `#{name:type}` | the fragment, an optional parameter (last in the pattern) |
/// | `?key={name:type}` alone | a root-only link: no path, at least one required query item |
///
/// For example `chat/{id:uuid}[?message={message:uuid}]` or `compare?courses={courses:courseList}`.
public struct LinkPattern: Hashable, Sendable, CustomStringConvertible {
    /// One segment of the path.
    public enum Segment: Hashable, Sendable {
        case literal(String)
        case parameter(name: String, type: String)
        case catchAll(name: String)
        /// Literal text and parameters in one segment, in order; never two parameters side by side.
        case compound([Part])
    }

    /// One piece of a ``Segment/compound(_:)`` segment.
    public enum Part: Hashable, Sendable {
        case literal(String)
        case parameter(name: String, type: String)
    }

    /// One query parameter, in declared order (the order canonical links write them in).
    package struct QueryItem: Hashable, Sendable {
        /// The key in the link (`message` in `?message=...`).
        package let key: String
        /// The name of the value it gives.
        package let name: String
        /// The parameter type's name.
        package let type: String
        /// Whether a link without it does not match.
        package let isRequired: Bool
        /// The value assumed when the link leaves it out; never written into canonical links.
        package let defaultValue: String?
    }

    /// The pattern as declared.
    let text: String
    /// `text`'s UTF-8 bytes, copied once when the pattern is parsed so the compiler reads the same
    /// bytes without copying them again.
    let utf8: [UInt8]
    /// The path, as positions in `text`: what matching and writing links read, without a string
    /// per segment.
    let pieces: [Piece]
    /// The query parameters.
    package let query: [QueryItem]
    /// The fragment's parameter (`#{section:slug}`), always optional; `nil` when the pattern
    /// declares none, and a link's fragment is then ignored.
    package let fragment: Fragment?

    /// The parameter a pattern reads from the link's fragment, as a web page points at a section.
    package struct Fragment: Hashable, Sendable {
        /// The name of the value it gives.
        package let name: String
        /// The parameter type's name.
        package let type: String
    }

    /// The path segments.
    public var segments: [Segment] {
        pieces.map(segment)
    }

    /// Parses `text`; a pattern that does not follow the syntax is refused with the reason.
    package init(_ text: String) throws(LinkPatternError) {
        var pieces: [Piece] = []
        var query: [QueryItem] = []
        var fragment: Fragment?
        let utf8 = Array(text.utf8)
        if let error = PatternParser.parse(utf8, pieces: &pieces, query: &query, fragment: &fragment) {
            throw LinkPatternError(pattern: text, reason: error.reason)
        }
        self.text = text
        self.utf8 = utf8
        self.pieces = pieces
        self.query = query
        self.fragment = fragment
    }

    /// The pattern as declared: `"course/{id:int}"`.
    public var description: String { text }

    /// One path segment as positions in ``text``: a literal's text, or a parameter's or
    /// catch-all's name, and a parameter's type (empty for an untyped one). Patterns are at most
    /// 65,535 bytes long, so two bytes a position keep the whole path in one small array.
    struct Piece: Hashable, Sendable {
        enum Kind: UInt8, Sendable {
            case literal, parameter, catchAll
            /// Literal text and parameters in one segment; `range` is the whole segment.
            case compound
        }

        let kind: Kind
        let start: UInt16
        let end: UInt16
        let typeStart: UInt16
        let typeEnd: UInt16

        /// The literal's text or the name.
        var range: Range<Int> { Int(start)..<Int(end) }
        var typeRange: Range<Int> { Int(typeStart)..<Int(typeEnd) }
    }

    /// `piece` as a ``Segment``.
    func segment(_ piece: Piece) -> Segment {
        func string(_ range: Range<Int>) -> String {
            String(decoding: utf8[range], as: UTF8.self)
        }
        return switch piece.kind {
        case .literal: .literal(string(piece.range))
        case .parameter:
            .parameter(
                name: string(piece.range),
                type: piece.typeRange.isEmpty ? LinkParameterType.string.name : string(piece.typeRange))
        case .catchAll: .catchAll(name: string(piece.range))
        case .compound:
            .compound(
                CompoundParts.parts(utf8, piece.range).map { part in
                    part.isParameter
                        ? .parameter(
                            name: string(part.name),
                            type: part.type.isEmpty ? LinkParameterType.string.name : string(part.type))
                        : .literal(string(part.name))
                })
        }
    }

    /// Whether the last segment is a catch-all.
    var hasCatchAll: Bool {
        pieces.last?.kind == .catchAll
    }
}

/// A link pattern that does not follow the pattern syntax.
package struct LinkPatternError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The pattern as declared.
    let pattern: String
    /// What is wrong with it.
    package let reason: String

    init(pattern: String, reason: String) {
        self.pattern = pattern
        self.reason = reason
    }

    package var description: String {
        "The link pattern '\(pattern)' is invalid: \(reason)."
    }
}
