/// The JSON primitives every reader of the engine shares, so that a snapshot and a notification
/// payload are read by one set of rules: nesting at most ``jsonMaximumDepth`` deep, a key given
/// twice in one object refused (no reader silently keeps the first or the last), strict JSON
/// numbers, strings free of raw control characters.
///
/// Every index the primitives form is checked against `bytes.count` before it is read. The readers
/// hold a copy of their input as an array: buffer pointers saved 1.4 % of a snapshot's decoding,
/// too little to keep unsafe code for (docs/benchmarks.md).
protocol JSONScanning {
    var bytes: [UInt8] { get }
    var position: Int { get set }
    var depth: Int { get set }
}

/// How deep values may nest, so hostile input cannot exhaust the stack.
let jsonMaximumDepth = 64

/// Why some bytes are not the JSON a reader expects, and where.
struct JSONSyntaxError: Error {
    let detail: String
    /// The key an object gave twice, when that is what is wrong.
    var duplicateKey: String? = nil
}

extension JSONScanning {
    /// Reads an object, calling `member` with each key; `member` reads the key's value.
    mutating func object(
        _ member: (inout Self, String) throws(JSONSyntaxError) -> Void
    ) throws(JSONSyntaxError) {
        try enter(UInt8(ascii: "{"), "an object")
        defer { depth -= 1 }
        if try close(UInt8(ascii: "}")) { return }
        var keys = KeysSeen()
        repeat {
            let key = try text()
            guard keys.insert(key) else {
                throw JSONSyntaxError(
                    detail: "at byte \(position): the key '\(key.excerpt)' is given twice", duplicateKey: key)
            }
            try expect(UInt8(ascii: ":"))
            try member(&self, key)
        } while try separator(closing: UInt8(ascii: "}"))
    }

    /// Reads an array, calling `element` to read each element.
    mutating func array(_ element: (inout Self) throws(JSONSyntaxError) -> Void) throws(JSONSyntaxError) {
        try enter(UInt8(ascii: "["), "an array")
        defer { depth -= 1 }
        if try close(UInt8(ascii: "]")) { return }
        repeat {
            try element(&self)
        } while try separator(closing: UInt8(ascii: "]"))
    }

    mutating func enter(_ opening: UInt8, _ what: String) throws(JSONSyntaxError) {
        skipWhitespace()
        guard position < bytes.count, bytes[position] == opening else { throw fail("expected \(what)") }
        guard depth < jsonMaximumDepth else { throw fail("values nest more than \(jsonMaximumDepth) deep") }
        depth += 1
        position += 1
    }

    /// Whether the container closes right away (it is empty).
    mutating func close(_ closing: UInt8) throws(JSONSyntaxError) -> Bool {
        skipWhitespace()
        guard position < bytes.count else { throw fail("the text ends inside a value") }
        guard bytes[position] == closing else { return false }
        position += 1
        return true
    }

    /// After an element: `true` for a comma (another element follows), `false` for the closing
    /// bracket.
    mutating func separator(closing: UInt8) throws(JSONSyntaxError) -> Bool {
        skipWhitespace()
        guard position < bytes.count else { throw fail("the text ends inside a value") }
        switch bytes[position] {
        case UInt8(ascii: ","):
            position += 1
            return true
        case closing:
            position += 1
            return false
        default:
            throw fail("expected ',' or '\(Character(Unicode.Scalar(closing)))'")
        }
    }

    mutating func expect(_ byte: UInt8) throws(JSONSyntaxError) {
        skipWhitespace()
        guard position < bytes.count, bytes[position] == byte else {
            throw fail("expected '\(Character(Unicode.Scalar(byte)))'")
        }
        position += 1
    }

    mutating func skipWhitespace() {
        while position < bytes.count {
            switch bytes[position] {
            case 0x20, 0x09, 0x0A, 0x0D: position += 1
            default: return
            }
        }
    }

    /// The first byte of the next value, whitespace skipped.
    mutating func peek() throws(JSONSyntaxError) -> UInt8 {
        skipWhitespace()
        guard position < bytes.count else { throw fail("the text ends where a value should be") }
        return bytes[position]
    }

    /// Whether the value is `null` (consumed if so).
    mutating func null() throws(JSONSyntaxError) -> Bool {
        skipWhitespace()
        guard position + 4 <= bytes.count, bytes[position] == UInt8(ascii: "n") else { return false }
        try literal("null")
        return true
    }

    mutating func literal(_ word: String) throws(JSONSyntaxError) {
        let matches =
            position + word.utf8.count <= bytes.count && zip(word.utf8, bytes[position...]).allSatisfy { $0 == $1 }
        guard matches else { throw fail("expected \(word)") }
        position += word.utf8.count
    }

    mutating func integer() throws(JSONSyntaxError) -> Int {
        let first = try peek()
        guard first == UInt8(ascii: "-") || (0x30...0x39).contains(first), let value = Int(try numberText()) else {
            throw fail("expected a whole number")
        }
        return value
    }

    /// A number's text, checked against JSON's grammar but not judged by its size: a reader that
    /// skips a value never fails on how large or small a number is.
    mutating func numberText() throws(JSONSyntaxError) -> String {
        skipWhitespace()
        let start = position
        func digits() -> Int {
            let first = position
            while position < bytes.count, bytes[position] >= 0x30, bytes[position] <= 0x39 { position += 1 }
            return position - first
        }
        if position < bytes.count, bytes[position] == UInt8(ascii: "-") { position += 1 }
        let whole = position
        guard digits() > 0 else { throw fail("expected a value") }
        guard bytes[whole] != UInt8(ascii: "0") || position == whole + 1 else {
            throw fail("a number starts with a zero")
        }
        if position < bytes.count, bytes[position] == UInt8(ascii: ".") {
            position += 1
            guard digits() > 0 else { throw fail("a number has no digit after its point") }
        }
        if position < bytes.count, bytes[position] | 0x20 == UInt8(ascii: "e") {
            position += 1
            if position < bytes.count, bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-") {
                position += 1
            }
            guard digits() > 0 else { throw fail("a number has no digit in its exponent") }
        }
        return String(decoding: bytes[start..<position], as: UTF8.self)
    }

    /// A string's text, its escapes decoded.
    mutating func text() throws(JSONSyntaxError) -> String {
        let (range, escaped) = try stringRange()
        return escaped
            ? try unescape(range) : String(decoding: bytes[range], as: UTF8.self)
    }

    /// Where a string's contents are, between its quotes, and whether they hold escapes.
    mutating func stringRange() throws(JSONSyntaxError) -> (Range<Int>, escaped: Bool) {
        skipWhitespace()
        guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else { throw fail("expected a string") }
        position += 1
        let start = position
        var escaped = false
        while position < bytes.count {
            switch bytes[position] {
            case UInt8(ascii: "\""):
                position += 1
                return (start..<(position - 1), escaped)
            case UInt8(ascii: "\\"):
                escaped = true
                position += 2
            case ..<0x20:
                throw fail("a control character inside a string")
            default:
                position += 1
            }
        }
        throw fail("the text ends inside a string")
    }

    /// The text of a string whose contents at `range` hold escapes.
    func unescape(_ range: Range<Int>) throws(JSONSyntaxError) -> String {
        var scalars = String.UnicodeScalarView()
        var units: [UInt8] = []
        func flush() {
            scalars.append(contentsOf: String(decoding: units, as: UTF8.self).unicodeScalars)
            units.removeAll()
        }
        var index = range.lowerBound
        var pendingHigh: UInt32?
        while index < range.upperBound {
            let byte = bytes[index]
            guard byte == UInt8(ascii: "\\") else {
                units.append(byte)
                index += 1
                continue
            }
            guard index + 1 < range.upperBound else { throw JSONSyntaxError(detail: "a string ends in '\\'") }
            flush()
            let escape = bytes[index + 1]
            index += 2
            switch escape {
            case UInt8(ascii: "\""): scalars.append("\"")
            case UInt8(ascii: "\\"): scalars.append("\\")
            case UInt8(ascii: "/"): scalars.append("/")
            case UInt8(ascii: "b"): scalars.append("\u{8}")
            case UInt8(ascii: "f"): scalars.append("\u{C}")
            case UInt8(ascii: "n"): scalars.append("\n")
            case UInt8(ascii: "r"): scalars.append("\r")
            case UInt8(ascii: "t"): scalars.append("\t")
            case UInt8(ascii: "u"):
                guard index + 4 <= range.upperBound,
                    let code = UInt32(
                        String(decoding: bytes[index..<(index + 4)], as: UTF8.self),
                        radix: 16)
                else { throw JSONSyntaxError(detail: "a '\\u' escape without four hexadecimal digits") }
                index += 4
                if let high = pendingHigh, (0xDC00...0xDFFF).contains(code) {
                    pendingHigh = nil
                    scalars.append(Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (code - 0xDC00))!)
                } else if (0xD800...0xDBFF).contains(code) {
                    pendingHigh = code
                } else if let scalar = Unicode.Scalar(code) {
                    scalars.append(scalar)
                } else {
                    throw JSONSyntaxError(detail: "'\\u\(String(code, radix: 16))' is half of a surrogate pair")
                }
                continue
            default:
                throw JSONSyntaxError(detail: "'\\\(Character(Unicode.Scalar(escape)))' is not an escape")
            }
            if pendingHigh != nil { throw JSONSyntaxError(detail: "a '\\u' escape is half of a surrogate pair") }
        }
        guard pendingHigh == nil else {
            throw JSONSyntaxError(detail: "a '\\u' escape is half of a surrogate pair")
        }
        flush()
        return String(scalars)
    }

    /// Skips any value, checking its syntax and its keys, never judging a number's size.
    mutating func skipValue() throws(JSONSyntaxError) {
        switch try peek() {
        case UInt8(ascii: "{"): try object { reader, _ throws(JSONSyntaxError) in try reader.skipValue() }
        case UInt8(ascii: "["): try array { reader throws(JSONSyntaxError) in try reader.skipValue() }
        case UInt8(ascii: "\""): _ = try stringRange()
        case UInt8(ascii: "t"): try literal("true")
        case UInt8(ascii: "f"): try literal("false")
        case UInt8(ascii: "n"): try literal("null")
        default: _ = try numberText()
        }
    }

    /// Checks that nothing but whitespace follows the value just read.
    mutating func expectEnd() throws(JSONSyntaxError) {
        skipWhitespace()
        guard position == bytes.count else { throw fail("there is more after the value") }
    }

    func fail(_ reason: String) -> JSONSyntaxError {
        JSONSyntaxError(detail: "at byte \(position): \(reason)")
    }
}
