/// Reads a pattern's bytes in place; the syntax is ASCII, so it never needs to look at characters.
///
/// The ranges it records (two-byte positions) lie within the pattern's bytes, whose length the
/// parser checks fits in 16 bits.
struct PatternParser {
    /// What is wrong; ``LinkPattern/init(_:)`` adds the pattern.
    struct SyntaxError: Error {
        let reason: String
    }

    let bytes: [UInt8]
    var position = 0
    /// Where the query items' names stand, for the check that no name is used twice.
    var queryNames: [Range<Int>] = []

    /// Reads `bytes` into `pieces` and `query`; returns what is wrong, if anything.
    static func parse(
        _ bytes: [UInt8], pieces: inout [LinkPattern.Piece], query: inout [LinkPattern.QueryItem],
        fragment: inout LinkPattern.Fragment?
    ) -> SyntaxError? {
        guard bytes.count <= Int(UInt16.max) else { return SyntaxError(reason: "it is longer than 65,535 bytes") }
        var parser = PatternParser(bytes: bytes)
        do throws(SyntaxError) {
            pieces = try parser.path()
            query = try parser.query(fragment: &fragment)
            // A link to the site's root alone would claim its home page; a required item narrows it.
            guard !pieces.isEmpty || query.contains(where: \.isRequired) else {
                throw SyntaxError(
                    reason: pieces.isEmpty && query.isEmpty
                        ? "the path is empty"
                        : "a pattern with no path needs a required query item, or it would claim the site's home page")
            }
            try parser.checkNamesAreUnique(pieces)
            return nil
        } catch {
            return error
        }
    }

    private func fail(_ reason: String) -> SyntaxError {
        SyntaxError(reason: reason)
    }

    private func string(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }

    /// The segments, up to the query; one pass finds where the path ends and how many segments
    /// it may have, a second reads them.
    mutating func path() throws(SyntaxError) -> [LinkPattern.Piece] {
        var end = 0
        var slashes = 0
        while end < bytes.count {
            let byte = bytes[end]
            if byte == UInt8(ascii: "?") || byte == UInt8(ascii: "#") { break }
            // A `[` opens the optional query group, unless it is inside a parameter's braces (a
            // repeated type, which the piece then refuses with its reason).
            if byte == UInt8(ascii: "["), !isInBraces(end) { break }
            if byte == slash { slashes += 1 }
            end += 1
        }
        position = end
        var pieces: [LinkPattern.Piece] = []
        pieces.reserveCapacity(slashes + 1)
        var start = 0
        for index in 0...end where index == end || bytes[index] == slash {
            defer { start = index + 1 }
            guard index > start else { continue }
            if let last = pieces.last, last.kind == .catchAll {
                throw fail("the catch-all '{\(string(last.range))*}' must be the last segment")
            }
            pieces.append(try piece(start..<index))
        }
        return pieces
    }

    /// Whether `index` lies between a `{` and its `}`; asked only at a `[`, which is rare.
    private func isInBraces(_ index: Int) -> Bool {
        guard let open = bytes[..<index].lastIndex(of: UInt8(ascii: "{")) else { return false }
        return bytes[..<index].lastIndex(of: UInt8(ascii: "}")).map { $0 < open } ?? true
    }

    private func piece(_ range: Range<Int>) throws(SyntaxError) -> LinkPattern.Piece {
        func piece(_ kind: LinkPattern.Piece.Kind, _ name: Range<Int>, type: Range<Int> = 0..<0) -> LinkPattern.Piece {
            LinkPattern.Piece(
                kind: kind, start: UInt16(name.lowerBound), end: UInt16(name.upperBound),
                typeStart: UInt16(type.lowerBound), typeEnd: UInt16(type.upperBound))
        }
        guard bytes[range.lowerBound] == UInt8(ascii: "{") else {
            if bytes[range].allSatisfy(Self.isLiteralByte) { return piece(.literal, range) }
            guard bytes[range].contains(UInt8(ascii: "{")) else {
                throw fail("the literal '\(string(range))' may only use letters, digits and - . _ ~")
            }
            try compound(range)
            return piece(.compound, range)
        }
        guard bytes[range].contains(UInt8(ascii: "}")) else {
            throw fail("'\(string(range))' is not closed by '}'")
        }
        if bytes[range.upperBound - 1] != UInt8(ascii: "}")
            || bytes[(range.lowerBound + 1)..<(range.upperBound - 1)].contains(where: {
                $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "}")
            })
        {
            try compound(range)
            return piece(.compound, range)
        }
        guard bytes[range.upperBound - 1] == UInt8(ascii: "}"), range.count > 1 else {
            throw fail("'\(string(range))' is not closed by '}'")
        }
        let inner = (range.lowerBound + 1)..<(range.upperBound - 1)
        if !inner.isEmpty, bytes[inner.upperBound - 1] == UInt8(ascii: "*") {
            return piece(.catchAll, try name(inner.lowerBound..<(inner.upperBound - 1)))
        }
        let (name, type, defaultValue) = try parameter(inner)
        guard defaultValue == nil else { throw fail("a path parameter cannot have a default") }
        if let type, type.count > 2, bytes[type.upperBound - 2] == UInt8(ascii: "["),
            bytes[type.upperBound - 1] == UInt8(ascii: "]")
        {
            throw fail(
                "the repeated type '\(string(type))' of '\(string(name))' belongs in the query; a path takes a list as a catch-all '{\(string(name))*}'"
            )
        }
        return piece(.parameter, name, type: type ?? 0..<0)
    }

    /// Checks a segment of literal text and parameters (`{id:int}-{name:slug}`): every brace
    /// closed, literal text of literal bytes, parameters typed or untyped but with no default, no
    /// catch-all and no repeated type, and literal text between any two parameters.
    private func compound(_ range: Range<Int>) throws(SyntaxError) {
        var position = range.lowerBound
        var previousWasParameter = false
        while position < range.upperBound {
            if bytes[position] == UInt8(ascii: "{") {
                guard let close = bytes[position..<range.upperBound].firstIndex(of: UInt8(ascii: "}")),
                    !bytes[(position + 1)..<close].contains(UInt8(ascii: "{"))
                else {
                    throw fail("'\(string(range))' has a '{' not closed by '}'")
                }
                let inner = (position + 1)..<close
                guard !previousWasParameter else {
                    throw fail(
                        "in '\(string(range))', '{\(string(inner))}' follows another parameter with no text between them, so the two cannot be told apart"
                    )
                }
                guard inner.isEmpty || bytes[inner.upperBound - 1] != UInt8(ascii: "*") else {
                    throw fail("a catch-all '{\(string(inner))}' must be a segment of its own")
                }
                let (name, type, defaultValue) = try parameter(inner)
                guard defaultValue == nil else { throw fail("a path parameter cannot have a default") }
                if let type, bytes[type].last == UInt8(ascii: "]") {
                    throw fail("the repeated type '\(string(type))' of '\(string(name))' belongs in the query")
                }
                previousWasParameter = true
                position = close + 1
            } else {
                let literalEnd =
                    bytes[position..<range.upperBound].firstIndex(of: UInt8(ascii: "{")) ?? range.upperBound
                guard bytes[position..<literalEnd].allSatisfy(Self.isLiteralByte) else {
                    throw fail("the literal text in '\(string(range))' may only use letters, digits and - . _ ~")
                }
                previousWasParameter = false
                position = literalEnd
            }
        }
    }

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
                queryNames.append(name)
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
        if let type, bytes[type].last == UInt8(ascii: "]") {
            throw fail("the fragment holds one value; '\(string(type))' is for query items")
        }
        queryNames.append(name)
        return LinkPattern.Fragment(
            name: string(name), type: type.map(string) ?? LinkParameterType.string.name)
    }

    /// Refuses a pattern that names a parameter twice. A pattern has a handful of names, so a
    /// pairwise check beats building a set, and needs no allocation.
    func checkNamesAreUnique(_ pieces: [LinkPattern.Piece]) throws(SyntaxError) {
        // Names inside a segment of several pieces are found only where there is one, so that a
        // plain pattern's check allocates nothing.
        var inner: [Range<Int>] = []
        for piece in pieces where piece.kind == .compound {
            // Each `{name...}` of the segment, read in place: the parser has checked every brace closes.
            var index = piece.range.lowerBound
            while index < piece.range.upperBound {
                guard bytes[index] == UInt8(ascii: "{") else {
                    index += 1
                    continue
                }
                var end = index + 1
                while bytes[end] != UInt8(ascii: "}") && bytes[end] != UInt8(ascii: ":") { end += 1 }
                inner.append((index + 1)..<end)
                while bytes[end] != UInt8(ascii: "}") { end += 1 }
                index = end + 1
            }
        }
        let named = inner.count
        let count = named + pieces.count + queryNames.count
        guard count > 1 else { return }
        // Names as ranges, compared byte by byte: no slice, so no reference count, per pair.
        func nameRange(_ index: Int) -> Range<Int>? {
            if index < named { return inner[index] }
            if index < named + pieces.count {
                let piece = pieces[index - named]
                guard piece.kind == .parameter || piece.kind == .catchAll else { return nil }
                return piece.range
            }
            return queryNames[index - named - pieces.count]
        }
        func same(_ first: Range<Int>, _ second: Range<Int>) -> Bool {
            guard first.count == second.count else { return false }
            for offset in 0..<first.count where bytes[first.lowerBound + offset] != bytes[second.lowerBound + offset] {
                return false
            }
            return true
        }
        for second in 1..<count {
            guard let name = nameRange(second) else { continue }
            for first in 0..<second where nameRange(first).map({ same($0, name) }) == true {
                throw fail("the parameter '\(string(name))' is named twice")
            }
        }
    }

    /// `name`, `name:type` or `name:type=default`, as the ranges of the name, the type (`nil`
    /// for an untyped parameter) and the default.
    private func parameter(
        _ inner: Range<Int>
    ) throws(SyntaxError) -> (name: Range<Int>, type: Range<Int>?, defaultValue: Range<Int>?) {
        let equals = bytes[inner].firstIndex(of: UInt8(ascii: "="))
        let declaration = inner.lowerBound..<(equals ?? inner.upperBound)
        let defaultValue = equals.map { ($0 + 1)..<inner.upperBound }
        guard let colon = bytes[declaration].firstIndex(of: UInt8(ascii: ":")) else {
            return (try name(declaration), nil, defaultValue)
        }
        let type = (colon + 1)..<declaration.upperBound
        guard !type.isEmpty else { throw fail("'{\(string(inner))}' names no type") }
        return (try name(declaration.lowerBound..<colon), type, defaultValue)
    }

    /// `range`, if it holds a valid name.
    private func name(_ range: Range<Int>) throws(SyntaxError) -> Range<Int> {
        guard let first = range.first.map({ bytes[$0] }), Self.isLetter(first) || first == UInt8(ascii: "_"),
            bytes[range].allSatisfy({
                Self.isLetter($0) || Self.isDigit($0) || $0 == UInt8(ascii: "_") || $0 == UInt8(ascii: "-")
            })
        else {
            throw fail("'\(string(range))' is not a valid name")
        }
        return range
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
