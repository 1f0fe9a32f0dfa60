import ChapterKit
import Foundation
import Waymark

/// What a command did.
public enum CommandOutcome: Equatable, Sendable {
    /// It was applied (or was a comment).
    case applied
    /// It was refused; the reason is for standard error, and the state is as it was. Nothing on
    /// screen says why, so an interactive session shows the reason itself.
    case rejected(String)
    /// It was refused, and the state now carries a notice that tells the user in their words; the
    /// reason is the developer's, for standard error, and an interactive session does not repeat it.
    case rejectedWithNotice(String)
    /// It printed something (`state`, `help`, `routes`).
    case output(String)
    /// The interactive session should end.
    case quit

    /// Why the command was refused, for standard error; `nil` when it was not.
    public var rejectionReason: String? {
        switch self {
        case .rejected(let reason), .rejectedWithNotice(let reason): reason
        case .applied, .output, .quit: nil
        }
    }
}

extension ChapterApp {
    /// The commands scripts and the interactive session understand, for `help`.
    nonisolated public static let commandHelp = """
        open <url>      apply a link
        notify <json>   apply a notification payload
        back            go back (popping a modal's root dismisses it)
        dismiss         dismiss the top modal
        swipe-back      the back gesture on the top stack (not on a stack at its root)
        swipe-down      the dismiss gesture on the top modal (not on a full-screen cover)
        tab <name>      select a tab (the selected one pops to its root)
        tap <n>         do the n-th action of the screen on top
        sign-in         sign the sample user in (what waited for sign-in opens)
        sign-out        sign out (signed-in screens are removed)
        state           print the state as JSON
        # ...           a comment
        help, routes, quit (interactive only)
        """

    /// Where a script's author finds the commands, since `help` is not a script command.
    nonisolated static let whereCommandsAreListed = "chapter run --help lists the commands a script can use"

    /// Runs one command line. Interactive-only commands are refused unless `interactive`.
    ///
    /// Any line, however hostile (a missing or huge number, control characters, a stray carriage
    /// return), is either applied or rejected with a reason; none can crash the session.
    public func execute(_ line: String, interactive: Bool = false) async -> CommandOutcome {
        await planning { await run(line, interactive: interactive) }
    }

    private func run(_ line: String, interactive: Bool) async -> CommandOutcome {
        let trimmed = line.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty, !trimmed.hasPrefix("#") else { return .applied }
        let parts = trimmed.split(separator: " ", maxSplits: 1).map(String.init)
        let argument = parts.count > 1 ? parts[1].trimmingCharacters(in: .whitespaces) : ""
        switch (parts[0], interactive) {
        case ("open", _):
            guard !argument.isEmpty else { return .rejected("open needs a link, such as open chapter://university/1.") }
            return outcome(of: await links.open(argument))
        case ("notify", _):
            guard !argument.isEmpty else {
                return .rejected("notify needs a JSON payload, such as notify {\"link\": \"chapter://feed\"}.")
            }
            return outcome(of: await links.receive(notification: Data(argument.utf8)))
        case ("back", _):
            return back()
        case ("dismiss", _):
            guard !navigation.state.modals.isEmpty else { return .rejected("No modal is presented.") }
            return apply(.dismissTop)
        case ("tab", _):
            return selectTab(argument)
        case ("swipe-back", _):
            return swipeBack()
        case ("swipe-down", _):
            return swipeDown()
        case ("tap", _):
            return await tap(argument)
        case ("sign-in", _):
            await session.meet(.signedIn)
            return .applied
        case ("sign-out", _):
            session.revoke(.signedIn)
            return .applied
        case ("state", _):
            return .output(stateJSON(pretty: true))
        case ("help", true):
            return .output(Self.commandHelp)
        case ("routes", true):
            return .output(RouteTable(registry: registry, examples: exampleRoutes).rendered(as: .text))
        case ("quit", true), ("exit", true):
            return .quit
        case ("help", false), ("routes", false), ("quit", false), ("exit", false):
            return .rejected("'\(parts[0])' works only in an interactive session; \(Self.whereCommandsAreListed).")
        default:
            let name = parts[0].escapingControlCharacters
            return .rejected(
                interactive
                    ? "Unknown command '\(name)'. Type help for the list."
                    : "Unknown command '\(name)'; \(Self.whereCommandsAreListed).")
        }
    }

    /// Applies a notification payload, which must be UTF-8 JSON; a payload that is not is
    /// rejected like any bad payload (the state keeps, with a notice).
    public func receive(notification payload: Data) async -> CommandOutcome {
        await planning { outcome(of: await links.receive(notification: payload)) }
    }

    private func outcome(of result: LinkOutcome) -> CommandOutcome {
        if case .rejected(let rejection) = result { return .rejectedWithNotice(rejection.description) }
        return .applied
    }

    private func back() -> CommandOutcome {
        let state = navigation.state
        guard !state.modals.isEmpty || !state.stack(of: state.selectedTab).isEmpty else {
            return .rejected("There is nothing to go back to.")
        }
        return apply(.pop())
    }

    /// The interactive pop of the top stack: the screen the user dragged away is already gone.
    private func swipeBack() -> CommandOutcome {
        let state = navigation.state
        let pushed = state.modals.last?.path.count ?? state.stack(of: state.selectedTab).count
        guard pushed > 0 else {
            return .rejected(
                state.modals.isEmpty
                    ? "There is nothing to swipe back to: this tab shows its first screen."
                    : "There is nothing to swipe back to in this modal; swipe it down instead.")
        }
        return record(.poppedStack(.top, toDepth: pushed - 1))
    }

    /// The interactive dismissal of the top modal layer.
    private func swipeDown() -> CommandOutcome {
        guard let top = navigation.state.modals.last else { return .rejected("No modal is presented.") }
        guard top.style == .sheet else { return .rejected("A full-screen cover cannot be swiped down.") }
        return record(.swipedDown(layer: navigation.state.modals.count - 1))
    }

    private func record(_ gesture: Gesture) -> CommandOutcome {
        do {
            try navigation.userDid(gesture)
            gestureOnScreen = gesture
            return .applied
        } catch {
            return .rejected(error.description)
        }
    }

    private func selectTab(_ argument: String) -> CommandOutcome {
        let names = ChapterTab.all.map(\.rawValue).joined(separator: ", ")
        guard !argument.isEmpty else { return .rejected("tab needs a tab name: \(names).") }
        guard ChapterTab.all.contains(TabID(argument)) else {
            return .rejected("There is no tab '\(argument.escapingControlCharacters)'; the tabs are \(names).")
        }
        return apply(.selectTab(TabID(argument), onReselect: .popToRoot))
    }

    private func tap(_ argument: String) async -> CommandOutcome {
        let screen = await screenOnTop()
        guard !screen.actions.isEmpty else { return .rejected("There is nothing to tap on this screen.") }
        guard let number = Int(argument), number >= 1, number <= screen.actions.count else {
            let what =
                argument.isEmpty
                ? "tap needs the number of an action"
                : "'\(argument.escapingControlCharacters)' is not an action of this screen"
            return .rejected("\(what) (1 to \(screen.actions.count)).")
        }
        await screen.actions[number - 1].perform()
        return .applied
    }

    private func apply(_ intents: NavigationIntent...) -> CommandOutcome {
        do {
            try navigation.apply(NavigationTransaction(intents, cause: .user))
            return .applied
        } catch {
            return .rejected(error.description)
        }
    }
}
