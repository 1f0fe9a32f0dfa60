extension String {
    /// The text with every control character written as an escape (`\u{1B}`), so that a
    /// developer-facing message quoting hostile input (a link, a payload's type) cannot move the
    /// cursor, clear a terminal or forge a line of output.
    public var escapingControlCharacters: String {
        var escaped = ""
        for scalar in unicodeScalars {
            if scalar.properties.generalCategory == .control || scalar.properties.generalCategory == .format {
                escaped += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            } else {
                escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }

    /// The text as a message may quote it: control characters escaped and at most
    /// `excerptLength` characters, the rest cut and counted (`…(+1048519 more)`), so that a
    /// message about a hostile megabyte stays one short line.
    public var excerpt: String {
        guard count > Self.excerptLength else { return escapingControlCharacters }
        return "\(String(prefix(Self.excerptLength)).escapingControlCharacters)…(+\(count - Self.excerptLength) more)"
    }

    /// How many characters of an input `excerpt` quotes.
    static let excerptLength = 80
}
