/// The query and the fragment of a pattern, after its path, and the pieces of a segment that
/// holds several.
extension PatternParser {
    /// The query items, `key={name:type}` each, an optional group in `[...]`, and the fragment
    /// `#{name:type}` that ends the pattern.
    mutating func query(fragment: inout LinkPattern.Fragment?) throws(SyntaxError) -> [LinkPattern.QueryItem] {
        var items: [LinkPattern.QueryItem] = []
        var isOptional = false
        while position < bytes.count {
            switch bytes[position] {
            case UInt8(ascii: "#"):
                guard !isOptional else { throw fail("the fragment '#...' comes after the optional group") }
                fragment = try self.fragment()
                position = bytes.count
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
                items.append(
                    LinkPattern.QueryItem(
                        key: string(key), name: string(name), type: type.map(string) ?? LinkParameterType.string.name,
                        isRequired: !isOptional && defaultValue == nil, defaultValue: defaultValue.map(string)))
                position = close + 1
            }
        }
        guard !isOptional else { throw fail("'[' is not closed by ']'") }
        return items
    }

    /// `#{name:type}`, the pattern's end: the fragment's parameter, with no default.
    private mutating func fragment() throws(SyntaxError) -> LinkPattern.Fragment {
        let rest = (position + 1)..<bytes.count
        guard rest.count > 2, bytes[rest.lowerBound] == UInt8(ascii: "{"),
            bytes[rest.upperBound - 1] == UInt8(ascii: "}")
        else {
            throw fail("a fragment must read #{name:type} and end the pattern")
        }
        let (name, type, defaultValue) = try parameter((rest.lowerBound + 1)..<(rest.upperBound - 1))
        guard defaultValue == nil else { throw fail("the fragment cannot have a default: it is optional") }
        if let type, bytes[type.upperBound - 1] == UInt8(ascii: "]") {
            throw fail("the fragment holds one value; '\(string(type))' is for query items")
        }
        return LinkPattern.Fragment(
            name: string(name), type: type.map(string) ?? LinkParameterType.string.name)
    }
}

/// The pieces of a compound segment, as ranges in the pattern's bytes; the parser has checked the
/// segment, so every brace it finds is closed within `range`.
enum CompoundParts {
    struct Part {
        let isParameter: Bool
        /// The literal text, or the parameter's name.
        let name: Range<Int>
        /// The parameter's type; empty for an untyped parameter and for literal text.
        let type: Range<Int>
    }

    static func parts(_ bytes: [UInt8], _ range: Range<Int>) -> [Part] {
        var parts: [Part] = []
        var position = range.lowerBound
        while position < range.upperBound {
            if bytes[position] == UInt8(ascii: "{") {
                let close = bytes[position..<range.upperBound].firstIndex(of: UInt8(ascii: "}")) ?? range.upperBound
                let inner = (position + 1)..<close
                let colon = bytes[inner].firstIndex(of: UInt8(ascii: ":"))
                parts.append(
                    Part(
                        isParameter: true, name: inner.lowerBound..<(colon ?? inner.upperBound),
                        type: colon.map { ($0 + 1)..<inner.upperBound } ?? inner.upperBound..<inner.upperBound))
                position = close + 1
            } else {
                let end = bytes[position..<range.upperBound].firstIndex(of: UInt8(ascii: "{")) ?? range.upperBound
                parts.append(Part(isParameter: false, name: position..<end, type: end..<end))
                position = end
            }
        }
        return parts
    }
}
