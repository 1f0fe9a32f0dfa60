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
    /// One bit for each name the pattern declares, chosen by the name's length and its first and
    /// last bytes: two names that share a bit may be the same, and only then does
    /// ``checkNamesAreUnique(_:query:fragment:)`` compare names, so a pattern of distinct names
    /// allocates nothing to prove it.
    private var nameBits: UInt64 = 0
    private var namesMayRepeat = false

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
            if parser.namesMayRepeat {
                try parser.checkNamesAreUnique(pieces, query: query, fragment: fragment)
            }
            return nil
        } catch {
            return error
        }
    }

    /// The segments a path is given room for before it is read.
    static let expectedSegments = 6

    func fail(_ reason: String) -> SyntaxError {
        SyntaxError(reason: reason)
    }

    func string(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }

    /// The segments, up to the query, in one pass: each segment is scanned once for its braces
    /// and for bytes a literal may not hold, which is all ``piece(_:opens:closes:isLiteral:)``
    /// needs to tell its kind.
    mutating func path() throws(SyntaxError) -> [LinkPattern.Piece] {
        // One piece a segment: room for `expectedSegments` up front, which few paths outgrow
        // (cheaper than counting the slashes first, or than growing the array from empty).
        var pieces: [LinkPattern.Piece] = []
        pieces.reserveCapacity(Self.expectedSegments)
        // Whether the last `{` has no `}` yet: a `[` there is a repeated type, which the piece
        // refuses with its reason, not the start of the optional query group.
        var isInBraces = false
        var start = 0
        var end = 0
        while true {
            var opens = 0
            var closes = 0
            var isLiteral = true
            var isPathEnd = true
            while end < bytes.count {
                let byte = bytes[end]
                if Self.isLiteralByte(byte) {
                    end += 1
                    continue
                }
                if byte == slash {
                    isPathEnd = false
                    break
                }
                if byte == UInt8(ascii: "?") || byte == UInt8(ascii: "#") { break }
                if byte == UInt8(ascii: "{") {
                    opens += 1
                    isInBraces = true
                } else if byte == UInt8(ascii: "}") {
                    closes += 1
                    isInBraces = false
                } else if byte == UInt8(ascii: "["), !isInBraces {
                    break
                }
                isLiteral = false
                end += 1
            }
            if end > start {
                if let last = pieces.last, last.kind == .catchAll {
                    throw fail("the catch-all '{\(string(last.range))*}' must be the last segment")
                }
                pieces.append(try piece(start..<end, opens: opens, closes: closes, isLiteral: isLiteral))
            }
            if isPathEnd { break }
            end += 1
            start = end
        }
        position = end
        return pieces
    }

    /// One segment, whose braces and literal bytes ``path()`` has counted.
    private mutating func piece(
        _ range: Range<Int>, opens: Int, closes: Int, isLiteral: Bool
    ) throws(SyntaxError) -> LinkPattern.Piece {
        func piece(_ kind: LinkPattern.Piece.Kind, _ name: Range<Int>, type: Range<Int> = 0..<0) -> LinkPattern.Piece {
            LinkPattern.Piece(
                kind: kind, start: UInt16(name.lowerBound), end: UInt16(name.upperBound),
                typeStart: UInt16(type.lowerBound), typeEnd: UInt16(type.upperBound))
        }
        if isLiteral { return piece(.literal, range) }
        let startsWithBrace = bytes[range.lowerBound] == UInt8(ascii: "{")
        guard opens > 0 else {
            throw fail("the literal '\(string(range))' may only use letters, digits and - . _ ~")
        }
        guard !startsWithBrace || closes > 0 else {
            throw fail("'\(string(range))' is not closed by '}'")
        }
        // Anything but one `{...}` filling the segment is literal text and parameters together.
        guard startsWithBrace, opens == 1, closes == 1, bytes[range.upperBound - 1] == UInt8(ascii: "}") else {
            try compound(range)
            return piece(.compound, range)
        }
        let inner = (range.lowerBound + 1)..<(range.upperBound - 1)
        if !inner.isEmpty, bytes[inner.upperBound - 1] == UInt8(ascii: "*") {
            let name = try name(inner.lowerBound..<(inner.upperBound - 1))
            noteName(name)
            return piece(.catchAll, name)
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
    private mutating func compound(_ range: Range<Int>) throws(SyntaxError) {
        var position = range.lowerBound
        var previousWasParameter = false
        while position < range.upperBound {
            guard bytes[position] == UInt8(ascii: "{") else {
                while position < range.upperBound, bytes[position] != UInt8(ascii: "{") {
                    guard Self.isLiteralByte(bytes[position]) else {
                        throw fail("the literal text in '\(string(range))' may only use letters, digits and - . _ ~")
                    }
                    position += 1
                }
                previousWasParameter = false
                continue
            }
            var close = position + 1
            while close < range.upperBound, bytes[close] != UInt8(ascii: "}"), bytes[close] != UInt8(ascii: "{") {
                close += 1
            }
            guard close < range.upperBound, bytes[close] == UInt8(ascii: "}") else {
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
            if let type, bytes[type.upperBound - 1] == UInt8(ascii: "]") {
                throw fail("the repeated type '\(string(type))' of '\(string(name))' belongs in the query")
            }
            previousWasParameter = true
            position = close + 1
        }
    }

    /// Refuses a pattern that names a parameter twice; asked only when two of its names share a
    /// bit of ``nameBits``, so the strings it builds are the rare case's cost.
    func checkNamesAreUnique(
        _ pieces: [LinkPattern.Piece], query: [LinkPattern.QueryItem], fragment: LinkPattern.Fragment?
    ) throws(SyntaxError) {
        var names: [String] = []
        for piece in pieces {
            switch piece.kind {
            case .literal: break
            case .parameter, .catchAll: names.append(string(piece.range))
            case .compound:
                for part in CompoundParts.parts(bytes, piece.range) where part.isParameter {
                    names.append(string(part.name))
                }
            }
        }
        names += query.map(\.name)
        if let fragment { names.append(fragment.name) }
        var seen = Set<String>()
        for name in names where !seen.insert(name).inserted {
            throw fail("the parameter '\(name)' is named twice")
        }
    }

    /// Notes that the pattern declares the name at `range`, for the check that none is declared
    /// twice.
    mutating func noteName(_ range: Range<Int>) {
        let hash = range.count &* 31 &+ Int(bytes[range.lowerBound]) &* 7 &+ Int(bytes[range.upperBound - 1])
        let bit: UInt64 = 1 << UInt64(hash & 63)
        if nameBits & bit != 0 { namesMayRepeat = true }
        nameBits |= bit
    }

    /// `name`, `name:type` or `name:type=default`, as the ranges of the name, the type (`nil`
    /// for an untyped parameter) and the default; notes the name.
    mutating func parameter(
        _ inner: Range<Int>
    ) throws(SyntaxError) -> (name: Range<Int>, type: Range<Int>?, defaultValue: Range<Int>?) {
        var colon: Int?
        var end = inner.lowerBound
        while end < inner.upperBound, bytes[end] != UInt8(ascii: "=") {
            if colon == nil, bytes[end] == UInt8(ascii: ":") { colon = end }
            end += 1
        }
        let defaultValue = end < inner.upperBound ? (end + 1)..<inner.upperBound : nil
        guard let colon else {
            let name = try name(inner.lowerBound..<end)
            noteName(name)
            return (name, nil, defaultValue)
        }
        let type = (colon + 1)..<end
        guard !type.isEmpty else { throw fail("'{\(string(inner))}' names no type") }
        let name = try name(inner.lowerBound..<colon)
        noteName(name)
        return (name, type, defaultValue)
    }

    /// `range`, if it holds a valid name.
    func name(_ range: Range<Int>) throws(SyntaxError) -> Range<Int> {
        guard !range.isEmpty, Self.isLetter(bytes[range.lowerBound]) || bytes[range.lowerBound] == UInt8(ascii: "_")
        else {
            throw fail("'\(string(range))' is not a valid name")
        }
        for index in range {
            let byte = bytes[index]
            guard Self.isLetter(byte) || Self.isDigit(byte) || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-")
            else {
                throw fail("'\(string(range))' is not a valid name")
            }
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
