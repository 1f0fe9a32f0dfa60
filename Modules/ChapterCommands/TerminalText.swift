/// Text fitted to a terminal's width: how many columns a line takes, and lines wrapped or cut so
/// that none is wider than the terminal. The `chapter` command prints for a terminal of
/// ``width`` columns, the width a terminal opens at and the one help text is written for.
public enum TerminalText {
    /// The columns every line the command draws fits in.
    public static let width = 80

    /// The columns `text` takes on a terminal: style escapes (`ESC [ ... m`) take none, combining
    /// marks none, wide characters (CJK, most emoji) two, any other character one.
    public static func columns(of text: String) -> Int {
        var count = 0
        var inEscape = false
        for scalar in text.unicodeScalars {
            if inEscape {
                // An escape's parameters end at its final byte, a letter.
                if (0x40...0x7E).contains(scalar.value), scalar != "[" { inEscape = false }
                continue
            }
            if scalar == "\u{1B}" {
                inEscape = true
                continue
            }
            count += columns(of: scalar)
        }
        return count
    }

    private static func columns(of scalar: Unicode.Scalar) -> Int {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format, .control: return 0
        default: break
        }
        let wide: [ClosedRange<UInt32>] = [
            0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
            0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
            0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD,
        ]
        return wide.contains { $0.contains(scalar.value) } ? 2 : 1
    }

    /// `text` as lines of at most `width` columns, broken at spaces (a word longer than a line is
    /// cut), every line after the first starting with `indent`.
    public static func wrap(_ text: String, width: Int, indent: String = "") -> [String] {
        let room = max(width - columns(of: indent), 8)
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: false).map(String.init) {
            let candidate = line.isEmpty ? word : line + " " + word
            if columns(of: candidate) <= (lines.isEmpty ? width : room) {
                line = candidate
                continue
            }
            if !line.isEmpty { lines.append(line) }
            line = word
            // A word wider than a whole line is cut where the line ends.
            while columns(of: line) > room {
                let cut = prefix(of: line, columns: room)
                lines.append(cut)
                line = String(line.dropFirst(cut.count))
            }
        }
        lines.append(line)
        return lines.enumerated().map { $0.offset == 0 ? $0.element : indent + $0.element }
    }

    /// `text` cut to at most `width` columns by taking characters out of its middle, where an
    /// ellipsis stands for them; `text` itself when it fits.
    public static func middleTruncated(_ text: String, width: Int) -> String {
        guard columns(of: text) > width else { return text }
        guard width > 1 else { return "…" }
        let characters = Array(text)
        var head = (width - 1) / 2 + (width - 1) % 2
        var tail = (width - 1) / 2
        // Wide characters take two columns: give up characters until both ends fit.
        while head + tail > 0,
            columns(of: String(characters.prefix(head))) + 1 + columns(of: String(characters.suffix(tail))) > width
        {
            if head >= tail { head -= 1 } else { tail -= 1 }
        }
        return String(characters.prefix(head)) + "…" + String(characters.suffix(tail))
    }

    /// The longest start of `text` that fits `columns` columns (at least one character).
    private static func prefix(of text: String, columns limit: Int) -> String {
        var taken = ""
        for character in text {
            guard columns(of: taken + String(character)) <= limit || taken.isEmpty else { break }
            taken.append(character)
        }
        return taken
    }
}
