/// A marked piece of adopting code and what it may cost.
struct Snippet {
    let name: String
    let conceptLimit: Int
    let lineLimit: Int?
    let code: String

    /// The lines that hold code: not blank, not only a comment.
    var lines: Int {
        code.split(separator: "\n", omittingEmptySubsequences: false).filter { line in
            let trimmed = line.drop { $0 == " " }
            return !trimmed.isEmpty && !trimmed.hasPrefix("//")
        }.count
    }

    /// Every snippet of `text`, and what is wrong with its markers.
    static func all(in text: String) -> (snippets: [Snippet], problems: [String]) {
        var snippets: [Snippet] = []
        var problems: [String] = []
        var open: (name: String, concepts: Int, lines: Int?, code: [Substring])?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("// BEGIN SNIPPET ") {
                if let open { problems.append("\(open.name) has no END SNIPPET line before the next BEGIN") }
                guard let marker = marker(line.dropFirst("// BEGIN SNIPPET ".count)) else {
                    problems.append("'\(line)' is not '// BEGIN SNIPPET <name>: at most <n> concepts[, <m> lines]'")
                    open = nil
                    continue
                }
                open = (marker.name, marker.concepts, marker.lines, [])
            } else if line.hasPrefix("// END SNIPPET ") {
                guard let current = open, line == "// END SNIPPET \(current.name)" else {
                    problems.append("'\(line)' ends no snippet that is open")
                    continue
                }
                snippets.append(
                    Snippet(
                        name: current.name, conceptLimit: current.concepts, lineLimit: current.lines,
                        code: current.code.joined(separator: "\n")))
                open = nil
            } else if open != nil {
                open?.code.append(line)
            }
        }
        if let open { problems.append("\(open.name) has no END SNIPPET line") }
        return (snippets, problems)
    }

    /// `first-screen: at most 5 concepts, 25 lines`.
    private static func marker(_ text: Substring) -> (name: String, concepts: Int, lines: Int?)? {
        let parts = text.split(separator: ":", maxSplits: 1)
        guard parts.count == 2 else { return nil }
        let words = parts[1].split(whereSeparator: { $0 == " " || $0 == "," })
        guard words.count >= 3, words[0] == "at", words[1] == "most", let concepts = Int(words[2]),
            words.count > 3, words[3] == "concepts"
        else { return nil }
        var lines: Int?
        if words.count == 6, words[5] == "lines" {
            lines = Int(words[4])
            if lines == nil { return nil }
        } else if words.count != 4 {
            return nil
        }
        return (String(parts[0]), concepts, lines)
    }
}
