/// One broken rule, where it is.
public struct Violation: Hashable, Sendable, CustomStringConvertible {
    /// The file, relative to the package root.
    public let file: String
    /// The line, from 1.
    public let line: Int
    /// The rule broken, for grouping and for the reader: `layer`, `undeclared-import`,
    /// `third-party`, `unused-dependency`, `cycle`.
    public let rule: String
    public let message: String

    public init(file: String, line: Int, rule: String, message: String) {
        self.file = file
        self.line = line
        self.rule = rule
        self.message = message
    }

    /// The form editors and CI logs make clickable.
    public var description: String {
        "\(file):\(line): error: \(message) [\(rule)]"
    }
}
