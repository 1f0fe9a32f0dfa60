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
        // What is drawn beside the sidebar has the columns the sidebar leaves.
        let width = TerminalText.width - (display.showsSidebar ? sidebarColumns(display.tabs) : 0)
        var lines: [String] = []
        if !display.showsSidebar {
            let tabs = display.tabs.map { $0.isSelected ? style("[\($0.name)]", bold: true) : " \($0.name) " }
            lines += fitted(
                tabs.joined(separator: " ") + (display.isTabBarVisible ? "" : "  (bar hidden)"), width: width)
        }
        let onTop = display.modals.count
        lines.append(tabBreadcrumb(display, endsOnTop: onTop == 0, width: width))
        for (index, modal) in display.modals.enumerated() {
            let size = modal.size.map { " (\($0))" } ?? ""
            let header = "┌─ modal \(index + 1), \(modal.kind)\(size): "
            let crumbs = breadcrumb(
                modal.breadcrumb, endsOnTop: index + 1 == onTop, width: width - TerminalText.columns(of: header))
            lines.append(style(header, bold: true) + crumbs)
        }
        var body: [String] = []
        if let column = display.firstColumn {
            body.append("┌─ " + column.title)
            body += column.lines.map { "│   " + $0 }
            body.append("└─ " + style(display.title, bold: true))
        }
        let indent = display.modals.isEmpty ? "" : "│ "
        body += display.lines.map { indent + "  " + $0 }
        if let rule = display.choiceRule {
            body.append(indent + "  " + rule + ":")
            body += display.choices.enumerated().map { index, choice in
                indent + "  \(index + 1). [\(choice.isChosen ? "x" : " ")] \(choice.title)"
            }
            if let done = display.done { body.append(indent + "  done: " + done) }
        }
        if let field = display.textField {
            body.append(indent + "  " + field.prompt + " (type to change):")
            body.append(indent + "  [" + (field.text.isEmpty ? " " : field.text) + "]")
        }
        if !display.actions.isEmpty {
            body.append(indent)
            body += display.actions.enumerated().map { indent + "  \($0.offset + 1). \($0.element)" }
        }
        if let dialog = display.dialog {
            body.append("")
            body.append(style("╔═ \(dialog.kind): \(dialog.title)", bold: true))
            if let message = dialog.message { body.append("║ " + message) }
            for (index, button) in dialog.buttons.enumerated() {
                body.append(
                    "║ \(index + 1). " + (button.isDestructive ? style(button.title, color: 31) : button.title))
            }
            body.append("╚═ tap a number to answer")
        }
        if let held = display.held {
            body.append("")
            body.append("Waiting for \(display.heldWaitsFor ?? "sign-in"): \(held)")
        }
        if let gesture = display.gesture {
            body.append("")
            body.append("Your finger is \(gesture); what changes meanwhile shows when it lifts.")
        }
        lines += body.flatMap { fitted($0, width: width) }
        if let notice = display.notice {
            lines.append("")
            // `!` marks what did not happen as asked, here and at the prompt; `•` any other notice.
            let marked = (display.noticeIsError ? Self.errorMark : Self.noticeMark) + notice
            lines += TerminalText.wrap(marked, width: width, indent: "  ").map { style($0, color: 33) }
        }
        if display.showsSidebar { lines = besideSidebar(lines, tabs: display.tabs) }
        let signedIn =
            display.isSignedIn
            ? (display.isOnboarded ? "Signed in." : "Signed in; onboarding not finished.") : "Signed out."
        lines.append(isInteractive ? signedIn + " Type help for commands." : signedIn)
        return lines.map { String($0.reversed().drop { $0 == " " }.reversed()) }.joined(separator: "\n")
    }

    /// What begins a line that says something did not happen as asked: a refused command at the
    /// prompt, a notice that a link was refused or content is gone.
    static let errorMark = "! "
    /// What begins any other notice (a course added to the shortlist, sign-in asked for).
    static let noticeMark = "• "

    /// The selected tab's breadcrumb; in a split view, its first column and its detail column
    /// parted by `┃`.
    private func tabBreadcrumb(_ display: Display, endsOnTop: Bool, width: Int) -> String {
        guard display.showsColumns, let first = display.breadcrumb.first else {
            return breadcrumb(display.breadcrumb, endsOnTop: endsOnTop, width: width)
        }
        let detail = Array(display.breadcrumb.dropFirst())
        guard !detail.isEmpty else {
            let empty = " ┃ " + (display.emptyDetailColumn ?? "")
            return breadcrumb([first], endsOnTop: endsOnTop, width: width - TerminalText.columns(of: empty)) + empty
        }
        let column = TerminalText.middleTruncated(first, width: width / 3)
        return column + " ┃ "
            + breadcrumb(detail, endsOnTop: endsOnTop, width: width - TerminalText.columns(of: column + " ┃ "))
    }

    /// The columns the sidebar and its rule take.
    private func sidebarColumns(_ tabs: [Display.Tab]) -> Int {
        (tabs.map { $0.name.count + 2 }.max() ?? 0) + 1 + 2
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

    /// `titles` joined with `›` in at most `width` columns, the last in bold when it is the screen
    /// on top. A breadcrumb too long keeps its first title and as many of the last as fit, an
    /// ellipsis standing for those between (`Search › … › Modules`); titles still too long lose
    /// characters from their middle.
    private func breadcrumb(_ titles: [String], endsOnTop: Bool, width: Int) -> String {
        let shown = Self.fitted(titles, width: width)
        guard endsOnTop, let last = shown.last else { return shown.joined(separator: " › ") }
        return (shown.dropLast() + [style(last, bold: true)]).joined(separator: " › ")
    }

    static func fitted(_ titles: [String], width: Int) -> [String] {
        func columns(_ titles: [String]) -> Int { TerminalText.columns(of: titles.joined(separator: " › ")) }
        guard columns(titles) > width else { return titles }
        var shown = titles
        if titles.count > 2 {
            shown = [titles[0], "…", titles[titles.count - 1]]
            for kept in stride(from: titles.count - 2, to: 1, by: -1) {
                let candidate = [titles[0], "…"] + titles.suffix(kept)
                if columns(candidate) <= width {
                    shown = candidate
                    break
                }
            }
        }
        // Cut the longest title in its middle, then the next, until the breadcrumb fits.
        while columns(shown) > width {
            let longest = shown.indices.max {
                TerminalText.columns(of: shown[$0]) < TerminalText.columns(of: shown[$1])
            }
            guard let longest, TerminalText.columns(of: shown[longest]) > 1 else { break }
            let own = TerminalText.columns(of: shown[longest])
            shown[longest] = TerminalText.middleTruncated(shown[longest], width: max(1, own - (columns(shown) - width)))
        }
        return shown
    }

    /// `line` as lines of at most `width` columns: itself when it fits, else wrapped at spaces,
    /// each line after the first under the first's text, inside the same box (`│`, `║`) and past
    /// its number (`2. `).
    private func fitted(_ line: String, width: Int) -> [String] {
        guard TerminalText.columns(of: line) > width else { return [line] }
        let frame = line.prefix { " │║┌└╔╚─═".contains($0) }
        let continued = String(
            frame.map { character -> Character in
                switch character {
                case "┌": "│"
                case "╔": "║"
                case "└", "╚", "─", "═": " "
                default: character
                }
            })
        let rest = line.dropFirst(frame.count)
        let marker = rest.prefix { $0.isNumber || $0 == "." }
        let hanging = marker.last == "." && rest.dropFirst(marker.count).first == " " ? marker.count + 1 : 0
        var indent = continued + String(repeating: " ", count: hanging)
        if TerminalText.columns(of: indent) > width / 2 { indent = continued }
        return TerminalText.wrap(line, width: width, indent: indent)
    }

    private func style(_ text: String, bold: Bool = false, color: Int? = nil) -> String {
        guard useColor else { return text }
        let codes = (bold ? ["1"] : []) + (color.map { [String($0)] } ?? [])
        return "\u{1B}[\(codes.joined(separator: ";"))m\(text)\u{1B}[0m"
    }
}
