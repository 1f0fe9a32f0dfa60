import Foundation

/// Reads one JSON text into a `PayloadValue` with the engine's JSON rules (``JSONScanning``): a
/// key given twice is refused, numbers of any size are read without failing (one too large for a
/// `Double` becomes an infinity, one too small zero: only a field a handler reads is judged).
struct PayloadReader: JSONScanning {
    let bytes: [UInt8]
    var position = 0
    var depth = 0

    static func read(_ data: Data) throws(JSONSyntaxError) -> PayloadValue {
        var reader = PayloadReader(bytes: Array(data))
        let value = try reader.value()
        try reader.expectEnd()
        return value
    }

    private mutating func value() throws(JSONSyntaxError) -> PayloadValue {
        switch try peek() {
        case UInt8(ascii: "{"):
            var fields: [String: PayloadValue] = [:]
            try object { reader, key throws(JSONSyntaxError) in fields[key] = try reader.value() }
            return .object(fields)
        case UInt8(ascii: "["):
            var elements: [PayloadValue] = []
            try array { reader throws(JSONSyntaxError) in elements.append(try reader.value()) }
            return .array(elements)
        case UInt8(ascii: "\""):
            return .string(try text())
        case UInt8(ascii: "t"):
            try literal("true")
            return .bool(true)
        case UInt8(ascii: "f"):
            try literal("false")
            return .bool(false)
        case UInt8(ascii: "n"):
            try literal("null")
            return .null
        default:
            // The grammar is checked; Double's own conversion saturates rather than fails.
            return .number(Double(try numberText()) ?? .nan)
        }
    }
}
