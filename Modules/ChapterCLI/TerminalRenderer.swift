import ChapterApp
import Foundation

/// Draws the app as text: the tab bar with the selected tab marked, a breadcrumb of the stack, the
/// screen with numbered actions, modal layers boxed, the notice highlighted. Colour only when the
/// output is a terminal.
struct TerminalRenderer {
    let useColor: Bool

    init(useColor: Bool = isatty(STDOUT_FILENO) != 0) {
        self.useColor = useColor
    }

    func render(_ display: Display) -> String {
        var lines: [String] = []
        let tabs = display.tabs.map { $0.isSelected ? style("[\($0.name)]", bold: true) : " \($0.name) " }
        lines.append(tabs.joined(separator: " ") + (display.isTabBarVisible ? "" : "   (tab bar hidden)"))
        lines.append(display.breadcrumb.joined(separator: " › "))
        for (index, modal) in display.modals.enumerated() {
            lines.append(style("┌─ modal \(index + 1), \(modal.kind): ", bold: true) + modal.breadcrumb.joined(separator: " › "))
        }
        let indent = display.modals.isEmpty ? "" : "│ "
        lines.append(indent)
        lines.append(indent + style(display.title, bold: true))
        lines += display.lines.map { indent + "  " + $0 }
        if !display.actions.isEmpty {
            lines.append(indent)
            lines += display.actions.enumerated().map { indent + "  \($0.offset + 1). \($0.element)" }
        }
        if let pending = display.pending {
            lines.append("")
            lines.append("Waiting for sign-in: \(pending)")
        }
        if let notice = display.notice {
            lines.append("")
            lines.append(style("! \(notice)", color: 33))
        }
        lines.append("Signed \(display.isSignedIn ? "in" : "out"). Type help for commands.")
        return lines.joined(separator: "\n")
    }

    private func style(_ text: String, bold: Bool = false, color: Int? = nil) -> String {
        guard useColor else { return text }
        let codes = (bold ? ["1"] : []) + (color.map { [String($0)] } ?? [])
        return "\u{1B}[\(codes.joined(separator: ";"))m\(text)\u{1B}[0m"
    }
}
