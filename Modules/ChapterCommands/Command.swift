import ChapterApp
import ChapterKit
import Foundation
import Waymark
import WaymarkPresentation

/// One thing the user asks of the app in the terminal, typed: what a script line, an interactive
/// line and the `chapter open` or `chapter notify` subcommands all become before they run.
public enum Command: Equatable, Sendable {
    /// Apply a link, as if the system opened it.
    case open(link: String)
    /// Apply a notification payload, as if the user tapped the notification.
    case notify(payload: Data)
    /// Continue an `NSUserActivity` described as JSON (Handoff, a web page, a Spotlight result).
    case activity(json: Data)
    /// Choose a Home Screen quick action, by its type.
    case quickAction(type: String)
    /// Go back: pop the top stack; popping a modal's root dismisses it.
    case back
    /// Dismiss the top modal.
    case dismiss
    /// The back gesture on the top stack.
    case swipeBack
    /// The dismiss gesture on the top modal.
    case swipeDown
    /// The back gesture on the top stack begins, and lasts until ``endGesture(finished:)``.
    case beginSwipeBack
    /// The dismiss gesture on the top modal begins, and lasts until ``endGesture(finished:)``.
    case beginSwipeDown
    /// The gesture under way ends: finished (its screen goes) or cancelled (nothing changes).
    case endGesture(finished: Bool)
    /// The user drags the top sheet to this size.
    case resize(SheetDetent)
    /// The window becomes this wide (an iPad window resized): the state is drawn and planned for
    /// it, and stays as it is.
    case width(WindowWidth)
    /// Select a tab; selecting the selected one pops it to its root.
    case selectTab(TabID)
    /// The system dismisses the search the search tab started (iOS 26): the tab selected before
    /// it is selected again.
    case closeSearch
    /// Do the action of the screen on top with this number, counted from 1.
    case tap(action: Int)
    /// Choose the items of the picker on top with these numbers, counted from 1, replacing what
    /// was chosen.
    case choose(items: [Int])
    /// Set the text of the text field on top (a review's), replacing what was typed.
    case type(text: String)
    /// Give the value of the screen on top (a picker's choice, a form's entry) back to the screen
    /// that asked for it.
    case done
    /// Sign a user in: the sample user (onboarded), or a new one who has yet to finish onboarding;
    /// what waited for sign-in opens, or waits for onboarding next.
    case signIn(ChapterUser)
    /// Sign out; signed-in screens are removed.
    case signOut
    /// Turn game-first mode on (the world shows the selected tab's zone) or off.
    case gameMode(Bool)
    /// Open a window, on the screen `link` names (which must be one) or on the app's first
    /// screen, and make it the active one.
    case openWindow(link: String?)
    /// Make the window with this number (from 1, in opening order) the active one.
    case activateWindow(Int)
    /// Close the active window (never the last one).
    case closeWindow
    /// List the open windows.
    case listWindows
    /// Print the state as JSON.
    case printState
    /// List the commands (interactive sessions only).
    case help
    /// Print the route table (interactive sessions only).
    case routes
    /// Show the last entries of the navigation journal in the user's words.
    case journal(last: Int)
    /// End the interactive session (interactive sessions only).
    case quit

    /// Whether only an interactive session runs it.
    public var isInteractiveOnly: Bool {
        switch self {
        case .help, .routes, .quit: true
        default: false
        }
    }

    /// `text` without the padding the command's syntax allows around a line, a word or a link:
    /// ASCII spaces, tabs, carriage returns and line feeds, nothing else. Every reader of the
    /// command (`open`'s argument, script and interactive lines, `links check`) trims exactly
    /// this, so a link reads the same everywhere; invisible or non-ASCII spaces (a zero-width or
    /// no-break space, a byte-order mark) are part of the link, which the engine then refuses.
    public static func trimmingPadding(_ text: String) -> String {
        let padding: Set<Unicode.Scalar> = [" ", "\t", "\r", "\n"]
        let scalars = text.unicodeScalars
        guard let first = scalars.firstIndex(where: { !padding.contains($0) }),
            let last = scalars.lastIndex(where: { !padding.contains($0) })
        else { return "" }
        return String(scalars[first...last])
    }

    /// The command a line of text asks for; `nil` for a blank line or a comment (`# ...`).
    ///
    /// Any line, however hostile (a missing or huge number, control characters, a stray carriage
    /// return), is either a command or a ``CommandLineError``; none can crash the session.
    public init?(parsing line: String) throws(CommandLineError) {
        let trimmed = Self.trimmingPadding(line)
        guard !trimmed.isEmpty, !trimmed.hasPrefix("#") else { return nil }
        // The command ends at the first space or tab; the rest, trimmed, is its argument.
        let end = trimmed.firstIndex { $0 == " " || $0 == "\t" } ?? trimmed.endIndex
        let name = String(trimmed[..<end])
        let argument = Self.trimmingPadding(String(trimmed[end...]))
        if Self.takesNoArgument.contains(name), !argument.isEmpty {
            throw .unexpectedArgument(command: name, argument: argument)
        }
        switch name {
        case "open":
            guard !argument.isEmpty else { throw .missingLink }
            self = .open(link: argument)
        case "notify":
            guard !argument.isEmpty else { throw .missingPayload }
            self = .notify(payload: Data(argument.utf8))
        case "activity":
            guard !argument.isEmpty else { throw .missingActivity }
            self = .activity(json: Data(argument.utf8))
        case "quick-action":
            guard !argument.isEmpty else { throw .missingQuickAction }
            self = .quickAction(type: argument)
        case "back": self = .back
        case "dismiss": self = .dismiss
        case "swipe-back", "swipe-down":
            switch argument {
            case "": self = name == "swipe-back" ? .swipeBack : .swipeDown
            case "begin": self = name == "swipe-back" ? .beginSwipeBack : .beginSwipeDown
            default: throw .unexpectedArgument(command: name, argument: argument)
            }
        case "gesture":
            switch argument {
            case "finish": self = .endGesture(finished: true)
            case "cancel": self = .endGesture(finished: false)
            default: throw .notAGestureEnd(argument)
            }
        case "resize":
            guard !argument.isEmpty else { throw .missingSize }
            guard let size = SheetDetent(argument) else { throw .unknownSize(argument) }
            self = .resize(size)
        case "width":
            guard !argument.isEmpty else { throw .missingWidth }
            guard let width = WindowWidth(rawValue: argument) else { throw .unknownWidth(argument) }
            self = .width(width)
        case "tab":
            guard !argument.isEmpty else { throw .missingTab }
            guard ChapterTab.all.contains(TabID(rawValue: argument)) else { throw .unknownTab(argument) }
            self = .selectTab(TabID(rawValue: argument))
        case "tap":
            guard let number = Int(argument) else { throw .notAnActionNumber(argument) }
            self = .tap(action: number)
        case "choose":
            // Nothing after it chooses nothing: a picker that takes none is emptied.
            let words = argument.split(whereSeparator: { $0 == " " || $0 == "\t" })
            var numbers: [Int] = []
            for word in words {
                guard let number = Int(word) else { throw .notItemNumbers(String(word)) }
                numbers.append(number)
            }
            self = .choose(items: numbers)
        case "type": self = .type(text: argument)
        case "done": self = .done
        case "close-search": self = .closeSearch
        case "sign-in":
            switch argument {
            case "": self = .signIn(.sample)
            case "new": self = .signIn(.new)
            default: throw .unknownUser(argument)
            }
        case "sign-out": self = .signOut
        case "game-mode":
            switch argument {
            case "on": self = .gameMode(true)
            case "off": self = .gameMode(false)
            default: throw .notAGameMode(argument)
            }
        case "window": self = try Self.window(argument)
        case "windows": self = .listWindows
        case "state": self = .printState
        case "help": self = .help
        case "routes": self = .routes
        case "journal":
            guard !argument.isEmpty else {
                self = .journal(last: Self.journalEntriesShown)
                return
            }
            guard let count = Int(argument), count > 0 else { throw .notAnEntryCount(argument) }
            self = .journal(last: count)
        case "quit", "exit": self = .quit
        default: throw .unknownCommand(name)
        }
    }

    /// The commands that are whole without an argument: a line that gives one anyway
    /// (`sign-out now`) is a rejected line, not a command that ignores half of what was typed.
    static let takesNoArgument: Set<String> = [
        "back", "dismiss", "done", "close-search", "sign-out", "windows", "state", "help", "routes", "quit", "exit",
    ]

    /// How many journal entries `journal` shows when not told.
    public static let journalEntriesShown = 10
}

/// Why a line of text is no command. ``Console`` words it for standard error or the prompt.
public enum CommandLineError: Error, Equatable, Sendable {
    /// `open` without a link.
    case missingLink
    /// `notify` without a payload.
    case missingPayload
    /// `activity` without its JSON.
    case missingActivity
    /// `quick-action` without a type.
    case missingQuickAction
    /// `tab` without a tab's name.
    case missingTab
    /// `tab` with a name no tab has.
    case unknownTab(String)
    /// `tap` without a number, or with something else (`""` when nothing followed).
    case notAnActionNumber(String)
    /// `choose` with a word that is not the number of an item.
    case notItemNumbers(String)
    /// A first word that names no command.
    case unknownCommand(String)
    /// `resize` without a size.
    case missingSize
    /// `resize` with something that names no size.
    case unknownSize(String)
    /// `width` without a width.
    case missingWidth
    /// `width` with something that names no width.
    case unknownWidth(String)
    /// `journal` with something other than a count of entries.
    case notAnEntryCount(String)
    /// `sign-in` with something other than nothing or `new`.
    case unknownUser(String)
    /// `game-mode` with something other than `on` or `off` (`""` when nothing followed).
    case notAGameMode(String)
    /// `gesture` with something other than `finish` or `cancel` (`""` when nothing followed).
    case notAGestureEnd(String)
    /// `window` with something other than `new`, `close` or a window's number from 1 (`""` when
    /// nothing followed).
    case notAWindow(String)
    /// A command that takes no argument, given one (`back now`).
    case unexpectedArgument(command: String, argument: String)
}
