// A link is read as its UTF-8 bytes, by the matcher and by the parameter types alike: the bytes
// that split it, and its percent-escapes.

let slash = UInt8(ascii: "/")
let question = UInt8(ascii: "?")
let percent = UInt8(ascii: "%")
let numberSign = UInt8(ascii: "#")

/// The first broken percent-escape in `bytes` (`%zz`, a lone `%`), as written.
func firstBadEscape(_ bytes: ArraySlice<UInt8>) -> String? {
    var index = bytes.startIndex
    while let found = bytes[index...].firstIndex(of: percent) {
        guard found + 2 < bytes.endIndex, hexValue(bytes[found + 1]) != nil, hexValue(bytes[found + 2]) != nil else {
            return bytes[found..<min(found + 3, bytes.endIndex)].text
        }
        index = found + 3
    }
    return nil
}

/// `bytes` with every percent-escape decoded; the escapes were checked when the link was located.
func percentDecoded(_ bytes: ArraySlice<UInt8>) -> [UInt8] {
    var decoded: [UInt8] = []
    var index = bytes.startIndex
    while index < bytes.endIndex {
        if bytes[index] == percent, index + 2 < bytes.endIndex, let high = hexValue(bytes[index + 1]),
            let low = hexValue(bytes[index + 2])
        {
            decoded.append(high << 4 | low)
            index += 3
        } else {
            decoded.append(bytes[index])
            index += 1
        }
    }
    return decoded
}

/// The value of a hex digit, in either case.
func hexValue(_ byte: UInt8) -> UInt8? {
    let folded = byte | 0x20
    return byte >= 0x30 && byte <= 0x39 ? byte - 0x30 : folded >= 0x61 && folded <= 0x66 ? folded - 0x61 + 10 : nil
}

extension ArraySlice<UInt8> {
    /// The bytes as text, invalid UTF-8 repaired (callers that must refuse it check first).
    var text: String { String(decoding: self, as: UTF8.self) }
}
