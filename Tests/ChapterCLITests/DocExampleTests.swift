import Foundation
import Testing

/// The docs' examples of the `chapter` command, run through the built binary: every `$ swift run
/// chapter ...` line of a code block in the files below, its output compared with the lines
/// after it. A line of `...` alone (indented or not) stands for any number of lines, and `...`
/// inside a line for any text;
/// `> <command>` lines after an interactive session's start are what the user types.
@Suite("The docs' examples of the chapter command", .serialized)
struct DocExampleTests {
    static let documents = ["README.md", "docs/presentation.md", "docs/chapter-command.md"]

    @Test(arguments: documents)
    func everyExampleShowsWhatTheBinaryPrints(document: String) throws {
        let examples = try Self.examples(in: document)
        #expect(!examples.isEmpty, "\(document) has examples of the command")
        for example in examples {
            let actual = try example.run()
            #expect(
                Self.matches(actual: actual, expected: example.expected),
                "\(document): $ \(example.command)\n--- documented:\n\(example.expected.joined(separator: "\n"))\n--- printed:\n\(actual.joined(separator: "\n"))"
            )
        }
    }

    /// One example: the command line, what it reads, and the lines documented after it.
    struct Example {
        let command: String
        let arguments: [String]
        let input: String
        let printsStatus: Bool
        let expected: [String]

        /// What the example prints: standard output, then standard error, then the status when the
        /// example echoes it; an interactive session's output has each command after its prompt.
        func run() throws -> [String] {
            let typed = expected.filter { $0.hasPrefix("> ") }.map { String($0.dropFirst(2)) }
            let interactive = !arguments.contains { ["open", "run", "notify", "routes", "links", "aasa"].contains($0) }
            let stdin = interactive ? typed.map { $0 + "\n" }.joined() : input
            let result = try chapter(arguments, bytes: Data(stdin.utf8), environment: ["NO_COLOR": "1"])
            var output = result.output
            if interactive {
                var commands = typed[...]
                var joined = ""
                for (index, part) in output.components(separatedBy: "\n> ").enumerated() {
                    if index > 0 { joined += "\n> " + (commands.popFirst() ?? "") + "\n" }
                    joined += part
                }
                output = joined
            }
            var lines = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            if lines.last == "" { lines.removeLast() }
            lines += result.errors.split(separator: "\n").map(String.init)
            if printsStatus { lines.append(String(result.status)) }
            return lines
        }
    }

    /// The examples of `document`, in order.
    static func examples(in document: String) throws -> [Example] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let text = try String(contentsOf: root.appendingPathComponent(document), encoding: .utf8)
        var examples: [Example] = []
        var inBlock = false
        var current: (String, [String])?
        func finish() {
            guard let (line, expected) = current else { return }
            current = nil
            if let example = example(line, expected: expected) { examples.append(example) }
        }
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if line.hasPrefix("```") {
                finish()
                inBlock.toggle()
            } else if inBlock, line.hasPrefix("$ ") {
                finish()
                current = (String(line.dropFirst(2)), [])
            } else if inBlock, current != nil {
                current?.1.append(line)
            }
        }
        return examples
    }

    /// The example `line` runs, or `nil` when it runs something else than the command.
    static func example(_ line: String, expected: [String]) -> Example? {
        var command = line
        var input = ""
        if command.hasPrefix("printf '"), let pipe = command.range(of: "' | ") {
            let format = command[command.index(command.startIndex, offsetBy: 8)..<pipe.lowerBound]
            input = format.replacingOccurrences(of: "\\n", with: "\n")
            command = String(command[pipe.upperBound...])
        }
        let printsStatus = command.hasSuffix("; echo $?")
        if printsStatus { command = String(command.dropLast("; echo $?".count)) }
        guard command.hasPrefix("swift run chapter") else { return nil }
        let arguments = words(String(command.dropFirst("swift run chapter".count)))
        guard !arguments.contains(">") else { return nil }
        return Example(
            command: line, arguments: arguments, input: input, printsStatus: printsStatus, expected: expected)
    }

    /// `text` split into words as a POSIX shell splits them, with single and double quotes.
    static func words(_ text: String) -> [String] {
        var words: [String] = []
        var word: String?
        var quote: Character?
        for character in text {
            if let open = quote {
                if character == open { quote = nil } else { word = (word ?? "") + String(character) }
            } else if character == "'" || character == "\"" {
                quote = character
                word = word ?? ""
            } else if character == " " {
                if let done = word { words.append(done) }
                word = nil
            } else {
                word = (word ?? "") + String(character)
            }
        }
        if let done = word { words.append(done) }
        return words
    }

    /// Whether `actual` is what `expected` documents, `...` standing for what it leaves out.
    static func matches(actual: [String], expected: [String]) -> Bool {
        var expected = expected[...]
        while expected.last?.isEmpty == true { expected.removeLast() }
        func match(_ actual: ArraySlice<String>, _ expected: ArraySlice<String>) -> Bool {
            guard let first = expected.first else { return actual.isEmpty }
            if first.trimmingCharacters(in: .whitespaces) == "..." {
                return actual.indices.contains { match(actual[$0...], expected.dropFirst()) }
                    || match(actual[actual.endIndex...], expected.dropFirst())
            }
            guard let line = actual.first, matchesLine(line, first) else { return false }
            return match(actual.dropFirst(), expected.dropFirst())
        }
        return match(actual[...], expected)
    }

    /// Whether `line` is `pattern`, each `...` in it standing for any text.
    static func matchesLine(_ line: String, _ pattern: String) -> Bool {
        let parts = pattern.components(separatedBy: "...")
        guard parts.count > 1 else { return line == pattern }
        guard line.hasPrefix(parts[0]), line.hasSuffix(parts[parts.count - 1]) else { return false }
        var rest = line.dropFirst(parts[0].count)
        for part in parts.dropFirst().dropLast() {
            guard let found = rest.range(of: part) else { return false }
            rest = rest[found.upperBound...]
        }
        return rest.count >= parts[parts.count - 1].count
    }
}
