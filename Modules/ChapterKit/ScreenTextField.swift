/// What the user types on a form: its text, kept as the entry's state by the feature, so it
/// outlives a tab switch, a sheet over it and a restart; typing replaces it.
public struct ScreenTextField: Sendable {
    /// What the field says when it is empty.
    public let prompt: String
    /// The text typed so far.
    public let text: String
    /// The most characters the field takes.
    public let limit: Int
    private let keep: @MainActor @Sendable (String) -> Bool

    /// - Parameter keep: Keeps the new text once ``type(_:)`` has checked it; `false` when it
    ///   could not be kept (the screen has gone, or shows no entry).
    public init(
        prompt: String, text: String, limit: Int = 2_000, keep: @escaping @MainActor @Sendable (String) -> Bool
    ) {
        self.prompt = prompt
        self.text = text
        self.limit = limit
        self.keep = keep
    }

    /// Replaces the text with `text`.
    ///
    /// - Throws: ``TextFieldError`` when the text is longer than ``limit`` or could not be kept;
    ///   the text is then as it was.
    @MainActor
    public func type(_ text: String) throws(TextFieldError) {
        guard text.count <= limit else { throw .tooLong(text.count, limit: limit) }
        guard keep(text) else { throw .notKept }
    }
}

/// Why typed text was refused.
public enum TextFieldError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The text has this many characters, more than the field takes.
    case tooLong(Int, limit: Int)
    /// The text could not be kept: the screen is no longer in the navigation state.
    case notKept

    public var description: String {
        switch self {
        case .tooLong(let count, let limit): "That is \(count) characters; this field takes up to \(limit)."
        case .notKept: "This text could not be kept: the screen has gone."
        }
    }
}
