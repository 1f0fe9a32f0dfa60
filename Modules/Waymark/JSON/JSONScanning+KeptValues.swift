import Foundation

/// The values a snapshot keeps as JSON for their owners to read later (a screen's state, read
/// with its type), read fast: checked against JSON's grammar without a string made of any key or
/// number, so a snapshot of many screens' states is read in little more time than one without.
extension JSONScanning {
    /// Reads an object whose keys are numbers (`{"1": ..., "2": ...}`), calling `member` with each
    /// key as a positive whole number, or `nil` for a key that is none; no key is made a string,
    /// so an object of many keys costs no hashing of text. A key given twice is refused.
    mutating func numberedObject(
        _ member: (inout Self, Int?) throws(JSONSyntaxError) -> Void
    ) throws(JSONSyntaxError) {
        try enter(UInt8(ascii: "{"), "an object")
        defer { depth -= 1 }
        if try close(UInt8(ascii: "}")) { return }
        // Numbered keys come in ascending order as snapshots write them: checked against the last
        // one alone, and against a set of all of them only once one does not.
        var ascending: [Int] = []
        var numbers: Set<Int>?
        var others = KeysSeen()
        repeat {
            let (range, escaped) = try stringRange()
            let number = escaped ? nil : positiveNumber(range)
            let isNew: Bool
            if let number {
                if numbers == nil, number > (ascending.last ?? 0) {
                    ascending.append(number)
                    isNew = true
                } else {
                    if numbers == nil { numbers = Set(ascending) }
                    isNew = numbers?.insert(number).inserted ?? false
                }
            } else {
                isNew = others.insert(try keyText(range, escaped))
            }
            guard isNew else { throw fail("a key is given twice") }
            try expect(UInt8(ascii: ":"))
            try member(&self, number)
        } while try separator(closing: UInt8(ascii: "}"))
    }

    /// The positive whole number the digits at `range` write, without a leading zero; `nil` for
    /// anything else, or one too large.
    private func positiveNumber(_ range: Range<Int>) -> Int? {
        guard !range.isEmpty, range.count <= 18, bytes[range.lowerBound] != UInt8(ascii: "0") else { return nil }
        var value = 0
        for index in range {
            let digit = bytes[index]
            guard (0x30...0x39).contains(digit) else { return nil }
            value = value * 10 + Int(digit - 0x30)
        }
        return value
    }

    private func keyText(_ range: Range<Int>, _ escaped: Bool) throws(JSONSyntaxError) -> String {
        escaped ? try unescape(range) : String(decoding: bytes[range], as: UTF8.self)
    }

    /// Skips one value kept as its JSON for its owner to read later: its brackets matched and its
    /// strings stepped over, nesting bounded as everywhere, nothing else read. Whether it is JSON
    /// is checked once, before it is written again (``KeptJSON``), and by its owner when read.
    mutating func skipKeptValue() throws(JSONSyntaxError) {
        let first = try peek()
        guard first == UInt8(ascii: "{") || first == UInt8(ascii: "[") else { return try skipValue() }
        // One bit a level open: set for an object, clear for an array.
        var objects: UInt64 = 0
        var open = 0
        while position < bytes.count {
            let byte = bytes[position]
            switch byte {
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                guard depth + open < jsonMaximumDepth else {
                    throw fail("values nest more than \(jsonMaximumDepth) deep")
                }
                if byte == UInt8(ascii: "{") { objects |= 1 << UInt64(open) } else { objects &= ~(1 << UInt64(open)) }
                open += 1
                position += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                guard open > 0, (objects & (1 << UInt64(open - 1)) != 0) == (byte == UInt8(ascii: "}")) else {
                    throw fail("a bracket that closes nothing open")
                }
                open -= 1
                position += 1
                if open == 0 { return }
            case UInt8(ascii: "\""):
                _ = try stringRange()
            default:
                position += 1
            }
        }
        throw fail("the text ends inside a value")
    }

    /// Skips one value, checking it is JSON by the engine's rules (objects, arrays, strings without
    /// raw control characters, numbers as JSON writes them, nesting bounded, no key twice).
    mutating func skipCheckedValue() throws(JSONSyntaxError) {
        switch try peek() {
        case UInt8(ascii: "{"):
            try object { reader, _ throws(JSONSyntaxError) in try reader.skipCheckedValue() }
        case UInt8(ascii: "["):
            try enter(UInt8(ascii: "["), "an array")
            defer { depth -= 1 }
            if try close(UInt8(ascii: "]")) { return }
            repeat {
                try skipCheckedValue()
            } while try separator(closing: UInt8(ascii: "]"))
        default:
            try skipValue()
        }
    }
}

/// Whether JSON a snapshot kept for a screen, and no feature has read since, is JSON: checked
/// before it is written into a snapshot again, so a damaged value is dropped, never copied on.
struct KeptJSON: JSONScanning {
    let bytes: [UInt8]
    var position = 0
    var depth = 0

    static func isValid(_ json: Data) -> Bool {
        var reader = KeptJSON(bytes: Array(json))
        do {
            try reader.skipCheckedValue()
            try reader.expectEnd()
            return true
        } catch {
            return false
        }
    }
}
