/// The `window` line's forms, read apart from the other commands' so each reads whole.
extension Command {
    /// `window`'s forms: `new [<link>]`, `close`, or a window's number.
    static func window(_ argument: String) throws(CommandLineError) -> Command {
        let end = argument.firstIndex { $0 == " " || $0 == "\t" } ?? argument.endIndex
        let word = String(argument[..<end])
        let rest = trimmingPadding(String(argument[end...]))
        switch word {
        case "new": return .openWindow(link: rest.isEmpty ? nil : rest)
        case "close":
            guard rest.isEmpty else { throw .unexpectedArgument(command: "window close", argument: rest) }
            return .closeWindow
        default:
            guard let number = Int(argument), number >= 1 else { throw .notAWindow(argument) }
            return .activateWindow(number)
        }
    }
}
