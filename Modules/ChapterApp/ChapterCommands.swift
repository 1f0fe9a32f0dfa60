import Account
import ChapterKit
import Foundation
import Waymark

/// What a command did.
public enum CommandOutcome: Equatable, Sendable {
    /// It was applied (or was a comment).
    case applied
    /// It was refused; the reason is for standard error. The state is as it was, but for a notice.
    case rejected(String)
    /// It printed something (`state`, `help`, `routes`).
    case output(String)
    /// The interactive session should end.
    case quit
}

extension ChapterApp {
    /// The commands scripts and the interactive session understand, for `help`.
    public static let commandHelp = """
        open <url>      apply a link
        notify <json>   apply a notification payload
        back            go back (popping a modal's root dismisses it)
        dismiss         dismiss the top modal
        tab <name>      select a tab (the selected one pops to its root)
        tap <n>         do the n-th action of the screen on top
        sign-in         sign the sample user in (a held link is opened)
        sign-out        sign out (signed-in screens are removed)
        state           print the state as JSON
        # ...           a comment
        help, routes, quit (interactive only)
        """

    /// Runs one command line. Interactive-only commands are refused unless `interactive`.
    public func execute(_ line: String, interactive: Bool = false) async -> CommandOutcome {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty, !trimmed.hasPrefix("#") else { return .applied }
        let parts = trimmed.split(separator: " ", maxSplits: 1).map(String.init)
        let argument = parts.count > 1 ? parts[1].trimmingCharacters(in: .whitespaces) : ""
        switch (parts[0], interactive) {
        case ("open", _):
            return outcome(of: await links.open(argument))
        case ("notify", _):
            return outcome(of: await links.receive(notification: Data(argument.utf8)))
        case ("back", _):
            return back()
        case ("dismiss", _):
            return dismiss()
        case ("tab", _):
            return apply(.selectTab(TabID(argument), onReselect: .popToRoot))
        case ("tap", _):
            return await tap(argument)
        case ("sign-in", _):
            await links.userDidSignIn()
            return .applied
        case ("sign-out", _):
            links.userDidSignOut()
            return .applied
        case ("state", _):
            return .output(stateJSON(pretty: true))
        case ("help", true):
            return .output(Self.commandHelp)
        case ("routes", true):
            return .output(RouteTable(registry: registry, examples: exampleRoutes).rendered(as: .text))
        case ("quit", true), ("exit", true):
            return .quit
        default:
            return .rejected("Unknown command '\(parts[0])'. Type help for the list.")
        }
    }

    private func outcome(of result: LinkOutcome) -> CommandOutcome {
        if case .rejected(let rejection) = result { return .rejected(rejection.description) }
        return .applied
    }

    private func back() -> CommandOutcome {
        let state = navigation.state
        if let top = state.modals.last {
            if top.root == AccountRoute.signIn.erased, top.path.isEmpty {
                links.signInWasDismissed()
                return .applied
            }
            return apply(.pop())
        }
        guard !state.stack(of: state.selectedTab).isEmpty else {
            return .rejected("There is nothing to go back to.")
        }
        return apply(.pop())
    }

    private func dismiss() -> CommandOutcome {
        guard let top = navigation.state.modals.last else { return .rejected("No modal is presented.") }
        if top.root == AccountRoute.signIn.erased {
            links.signInWasDismissed()
            return .applied
        }
        return apply(.dismissTop)
    }

    private func tap(_ argument: String) async -> CommandOutcome {
        let screen = await screenOnTop()
        guard let number = Int(argument), screen.actions.indices.contains(number - 1) else {
            return .rejected("'\(argument)' is not an action of this screen (1 to \(screen.actions.count)).")
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
