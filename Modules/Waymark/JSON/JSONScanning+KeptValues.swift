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
        var numbers = Set<Int>()
        var others = KeysSeen()
        repeat {
            let (range, escaped) = try stringRange()
            let number = escaped ? nil : positiveNumber(range)
            let isNew: Bool
            if let number {
                isNew = numbers.insert(number).inserted
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

    /// Skips one value kept as its JSON, checking it is JSON: objects and arrays as the grammar
    /// says, strings without raw control characters, numbers as JSON writes them, nesting bounded
    /// as everywhere. Its keys are not read (a key given twice is its owner's to judge).
    mutating func skipKeptValue() throws(JSONSyntaxError) {
        switch try peek() {
        case UInt8(ascii: "{"):
            try enter(UInt8(ascii: "{"), "an object")
            defer { depth -= 1 }
            if try close(UInt8(ascii: "}")) { return }
            repeat {
                _ = try stringRange()
                try expect(UInt8(ascii: ":"))
                try skipKeptValue()
            } while try separator(closing: UInt8(ascii: "}"))
        case UInt8(ascii: "["):
            try enter(UInt8(ascii: "["), "an array")
            defer { depth -= 1 }
            if try close(UInt8(ascii: "]")) { return }
            repeat {
                try skipKeptValue()
            } while try separator(closing: UInt8(ascii: "]"))
        default:
            try skipValue()
        }
    }
}
