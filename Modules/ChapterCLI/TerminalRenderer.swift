import ChapterCommands
import Foundation

/// Draws the app as text: the tab bar with the selected tab marked (a sidebar on a regular width),
/// a breadcrumb of the stack (a split view's columns parted), the screen with numbered actions,
/// modal layers boxed, the notice highlighted.
///
/// The screen on top is named once, as the last step of the breadcrumb it belongs to (the tab's, or
/// its modal layer's), in bold: a tab root's breadcrumb is its title.
struct TerminalRenderer {
    let useColor: Bool
    /// Whether a session reads commands after this screen, so the last line can say how to list them.
    let isInteractive: Bool

    init(useColor: Bool = TerminalRenderer.colorByDefault, isInteractive: Bool = false) {
        self.useColor = useColor
        self.isInteractive = isInteractive
    }

    /// Colour when standard output is a terminal, unless the user opted out with `NO_COLOR`
    /// (https://no-color.org: set and not empty) or the terminal says it cannot show it.
    static var colorByDefault: Bool {
        wantsColor(isTerminal: isatty(STDOUT_FILENO) != 0, environment: ProcessInfo.processInfo.environment)
    }

    static func wantsColor(isTerminal: Bool, environment: [String: String]) -> Bool {
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return false }
        return isTerminal && environment["TERM"] != "dumb"
    }

    func render(_ display: Display) -> String {
        var lines: [String] = []
        if !display.showsSidebar {
            let tabs = display.tabs.map { $0.isSelected ? style("[\($0.name)]", bold: true) : " \($0.name) " }
            lines.append(tabs.joined(separator: " ") + (display.isTabBarVisible ? "" : "   (tab bar hidden)"))
        }
        let onTop = display.modals.count
        lines.append(tabBreadcrumb(display, endsOnTop: onTop == 0))
        for (index, modal) in display.modals.enumerated() {
            let size = modal.size.map { " (\($0))" } ?? ""
            let header = style("┌─ modal \(index + 1), \(modal.kind)\(size): ", bold: true)
            lines.append(header + breadcrumb(modal.breadcrumb, endsOnTop: index + 1 == onTop))
        }
        if let column = display.firstColumn {
            lines.append("┌─ " + column.title)
            lines += column.lines.map { "│   " + $0 }
            lines.append("└─ " + style(display.title, bold: true))
        }
        let indent = display.modals.isEmpty ? "" : "│ "
        lines += display.lines.map { indent + "  " + $0 }
        if let rule = display.choiceRule {
            lines.append(indent + "  " + rule + ":")
            lines += display.choices.enumerated().map { index, choice in
                indent + "  \(index + 1). [\(choice.isChosen ? "x" : " ")] \(choice.title)"
            }
            if let done = display.done { lines.append(indent + "  done: " + done) }
        }
        if !display.actions.isEmpty {
            lines.append(indent)
            lines += display.actions.enumerated().map { indent + "  \($0.offset + 1). \($0.element)" }
        }
        if let dialog = display.dialog {
            lines.append("")
            lines.append(style("╔═ \(dialog.kind): \(dialog.title)", bold: true))
            if let message = dialog.message { lines.append("║ " + message) }
            for (index, button) in dialog.buttons.enumerated() {
                lines.append(
                    "║ \(index + 1). " + (button.isDestructive ? style(button.title, color: 31) : button.title))
            }
            lines.append("╚═ tap a number to answer")
        }
        if let held = display.held {
            lines.append("")
            lines.append("Waiting for \(display.heldWaitsFor ?? "sign-in"): \(held)")
        }
        if let gesture = display.gesture {
            lines.append("")
            lines.append("Your finger is \(gesture); what changes meanwhile shows when it lifts.")
        }
        if let notice = display.notice {
            lines.append("")
            lines.append(style("! \(notice)", color: 33))
        }
        if display.showsSidebar { lines = besideSidebar(lines, tabs: display.tabs) }
        let signedIn =
            display.isSignedIn
            ? (display.isOnboarded ? "Signed in." : "Signed in; onboarding not finished.") : "Signed out."
        lines.append(isInteractive ? signedIn + " Type help for commands." : signedIn)
        return lines.map { String($0.reversed().drop { $0 == " " }.reversed()) }.joined(separator: "\n")
    }

    /// The selected tab's breadcrumb; in a split view, its first column and its detail column
    /// parted by `┃`.
    private func tabBreadcrumb(_ display: Display, endsOnTop: Bool) -> String {
        guard display.showsColumns, let first = display.breadcrumb.first else {
            return breadcrumb(display.breadcrumb, endsOnTop: endsOnTop)
        }
        let detail = Array(display.breadcrumb.dropFirst())
        guard !detail.isEmpty else {
            return breadcrumb([first], endsOnTop: endsOnTop) + " ┃ " + (display.emptyDetailColumn ?? "")
        }
        return first + " ┃ " + breadcrumb(detail, endsOnTop: endsOnTop)
    }

    /// `lines` to the right of the tabs listed as a sidebar, the selected one marked.
    private func besideSidebar(_ lines: [String], tabs: [Display.Tab]) -> [String] {
        let names = tabs.map { ($0.isSelected ? "▸ " : "  ") + $0.name }
        let width = (names.map(\.count).max() ?? 0) + 1
        let rows = max(lines.count, names.count)
        return (0..<rows).map { row in
            let name = row < names.count ? names[row] : ""
            let padded = name + String(repeating: " ", count: width - name.count)
            let shown = row < tabs.count && tabs[row].isSelected ? style(padded, bold: true) : padded
            return shown + "│ " + (row < lines.count ? lines[row] : "")
        }
    }

    /// `titles` joined with `›`, the last in bold when it is the screen on top.
    private func breadcrumb(_ titles: [String], endsOnTop: Bool) -> String {
        guard endsOnTop, let last = titles.last else { return titles.joined(separator: " › ") }
        return (titles.dropLast() + [style(last, bold: true)]).joined(separator: " › ")
    }

    private func style(_ text: String, bold: Bool = false, color: Int? = nil) -> String {
        guard useColor else { return text }
        let codes = (bold ? ["1"] : []) + (color.map { [String($0)] } ?? [])
        return "\u{1B}[\(codes.joined(separator: ";"))m\(text)\u{1B}[0m"
    }
}
