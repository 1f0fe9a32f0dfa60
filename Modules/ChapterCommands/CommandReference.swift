import ChapterApp
import Waymark

/// The list of commands `help` prints in a session and `chapter run --help` prints for scripts:
/// one list, each command with what it does, laid out to fit a terminal of
/// ``TerminalText/width`` columns.
extension Command {
    /// Who reads the list of commands.
    public enum Audience: Sendable {
        /// `chapter run --help`: the commands a script can use.
        case script
        /// An interactive session's `help`, with the app's quick actions listed.
        case session(quickActions: [QuickAction])
    }

    /// The commands a line can hold, for `audience`, every line at most
    /// ``referenceWidth`` columns.
    public static func reference(for audience: Audience) -> String {
        var entries = everywhere
        switch audience {
        case .script:
            entries[quickActionEntry].1 += " (a session's help lists them)"
            entries.append(
                ("help, routes, quit", "work only in an interactive session (chapter with no subcommand)"))
            return layOut(entries)
        case .session(let quickActions):
            entries[quickActionEntry].1 += " (listed below)"
            entries += [
                ("help", "list the commands and the quick actions"),
                ("routes", "print the route table"),
                ("quit", "end the session (exit does too)"),
            ]
            let actions = quickActions.map { ("  " + $0.type, $0.title) }
            return layOut(entries) + "\n\nThe quick actions (quick-action <type>):\n" + layOut(actions, column: 40)
        }
    }

    /// The most columns a line of the reference takes: two less than the terminal's, so that
    /// ArgumentParser, which re-wraps help text to the terminal's width, leaves every line as it is.
    public static let referenceWidth = TerminalText.width - 2

    /// Where `quick-action` is in ``everywhere``.
    private static let quickActionEntry = 3

    /// The commands of scripts and sessions alike, in the order the list gives them.
    private static let everywhere: [(String, String)] = [
        ("open <url>", "apply a link"),
        ("notify <json>", "apply a notification payload"),
        (
            "activity <json>",
            #"continue an NSUserActivity: {"activityType": ..., "webpageURL": ..., "userInfo": {...}, "source": "handoff" or "spotlight"}"#
        ),
        ("quick-action <type>", "choose a Home Screen quick action"),
        ("back", "go back (popping a modal's root dismisses it)"),
        ("dismiss", "dismiss the top modal"),
        ("swipe-back", "the back gesture on the top stack (not on a stack at its root)"),
        ("swipe-down", "the dismiss gesture on the top modal (not on a full-screen cover)"),
        (
            "swipe-back begin, swipe-down begin",
            "the finger starts the gesture and stays down: what changes meanwhile waits to be shown until gesture finish or gesture cancel"
        ),
        ("gesture finish|cancel", "the finger lifts: the gesture takes effect, or is cancelled"),
        ("resize <size>", "drag the top sheet to a size it takes (medium, large, ...)"),
        ("width <width>", "resize the window: compact (a phone) or regular (an iPad, a Mac)"),
        ("tab <name>", "select a tab (the selected one pops to its root)"),
        (
            "close-search",
            "the system dismisses search (--platform ios26): the tab selected before the search tab is selected again"
        ),
        ("tap <n>", "do the n-th action of the screen on top, or choose a dialog's n-th button"),
        (
            "choose <n>...",
            "choose the picker's items with these numbers, replacing the choice (choose alone chooses none)"
        ),
        ("type <text>", "set the text of the text field on top, replacing what was typed (type alone empties it)"),
        ("done", "give the picker's or form's value back to the screen that asked for it"),
        (
            "sign-in [new]",
            "sign the sample user in, or a new user who has not finished onboarding (what waited for sign-in opens, or waits for onboarding)"
        ),
        ("sign-out", "sign out (signed-in screens are removed)"),
        ("game-mode on|off", "game-first mode: selecting a tab shows its zone of the world instead"),
        ("window new [<url>]", "open a window (on the link's screen, or the first screen), active"),
        ("window <n>", "make window n the active one (numbered from 1, in opening order)"),
        ("window close", "close the active window (not the last one)"),
        ("windows", "list the open windows; every other command acts on the active one"),
        ("state", "print the state as JSON"),
        ("journal [n]", "what navigation did lately, the last n steps (10 if not told)"),
        ("# ...", "a comment"),
    ]

    /// `entries` as two columns: each command, then what it does from `column` on, wrapped under
    /// itself; a command too long for its column has its words on the lines after it.
    private static func layOut(_ entries: [(String, String)], column: Int = 16) -> String {
        let indent = String(repeating: " ", count: column)
        var lines: [String] = []
        for (command, words) in entries {
            let wrapped = TerminalText.wrap(words, width: referenceWidth - column)
            if command.count < column {
                let padding = String(repeating: " ", count: column - command.count)
                lines.append(command + padding + wrapped[0])
                lines += wrapped.dropFirst().map { indent + $0 }
            } else {
                lines.append(command)
                lines += wrapped.map { indent + $0 }
            }
        }
        return lines.joined(separator: "\n")
    }
}
