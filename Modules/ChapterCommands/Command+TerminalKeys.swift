/// What a terminal sends for keys that are not text, read out of a session's line.
extension Command {
    /// `line` without the escape sequences a terminal sends for keys that are not text: the
    /// arrows, Home, End, Delete, the function keys, with or without modifiers (CSI sequences,
    /// `ESC [` then parameters and a final letter or `~`; SS3 sequences, `ESC O` and a letter) and
    /// Alt with a key (`ESC` and that key). An interactive session reads a line as the terminal
    /// hands it over, keys and all: the up arrow then Return is an empty line, not an unknown
    /// command, and `tab arc`, the left arrow, `ade` is `tab arcade`.
    public static func withoutTerminalKeys(_ line: String) -> String {
        var kept = String.UnicodeScalarView()
        var scalars = line.unicodeScalars[...]
        while let scalar = scalars.popFirst() {
            guard scalar == "\u{1B}" else {
                kept.append(scalar)
                continue
            }
            switch scalars.popFirst() {
            case "[":
                // Parameters and intermediates (0x20 to 0x3F), then the final byte (0x40 to 0x7E).
                while let next = scalars.first, (0x20...0x3F).contains(next.value) { scalars.removeFirst() }
                if let final = scalars.first, (0x40...0x7E).contains(final.value) { scalars.removeFirst() }
            case "O":
                if let final = scalars.first, (0x40...0x7E).contains(final.value) { scalars.removeFirst() }
            default: break
            }
        }
        return String(kept)
    }
}
