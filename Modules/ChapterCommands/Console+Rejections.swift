import ChapterApp
import ChapterKit
import Waymark

/// Why a line is no command, in words for standard error or the prompt.
extension Console {
    func rejection(of error: CommandLineError, interactive: Bool) async -> CommandOutcome {
        let tabs = ChapterTab.all.map(\.rawValue).joined(separator: ", ")
        switch error {
        case .missingLink:
            return .rejected("open needs a link, such as open chapter://university/1.")
        case .missingPayload:
            return .rejected("notify needs a JSON payload, such as notify {\"link\": \"chapter://feed\"}.")
        case .missingActivity:
            return .rejected(
                "activity needs a JSON activity, such as activity {\"activityType\": \"NSUserActivityTypeBrowsingWeb\", \"webpageURL\": \"https://chapter.app/careers\"}."
            )
        case .missingQuickAction:
            return .rejected("quick-action needs a type: \(app.quickActions.map(\.type).joined(separator: ", ")).")
        case .missingTab:
            return .rejected("tab needs a tab name: \(tabs).")
        case .unknownTab(let name):
            return .rejected("There is no tab '\(name.excerpt)'; the tabs are \(tabs).")
        case .notAnActionNumber(let argument) where app.navigation.state.dialog != nil:
            let count = app.navigation.state.dialog?.buttons.count ?? 0
            return .rejected(
                argument.isEmpty
                    ? "tap needs the number of a button of the dialog (1 to \(count))."
                    : "'\(argument.excerpt)' is not a button of the dialog (1 to \(count)).")
        case .notAnActionNumber(let argument):
            let count = await screenActedOn().actions.count
            guard count > 0 else { return .rejected("There is nothing to tap on this screen.") }
            return .rejected("\(notAnAction(argument)) (1 to \(count)).")
        case .notItemNumbers(let argument):
            return .rejected("'\(argument.excerpt)' is not the number of an item; try choose 1 3.")
        case .missingSize:
            return .rejected("resize needs a size, such as resize large.")
        case .unknownSize(let text):
            return .rejected(
                "'\(text.excerpt)' is not a size; sizes are medium, large, fraction:0.5 or height:300."
            )
        case .missingWidth:
            return .rejected("width needs a width: compact or regular.")
        case .unknownWidth(let text):
            return .rejected("'\(text.excerpt)' is not a width; widths are compact and regular.")
        case .notAnEntryCount(let text):
            return .rejected(
                "'\(text.excerpt)' is not a number of steps; try journal or journal 20.")
        case .notAGameMode(let text):
            return .rejected(
                text.isEmpty
                    ? "game-mode needs on or off."
                    : "'\(text.excerpt)' is not on or off; try game-mode on or game-mode off.")
        case .notAGestureEnd(let text):
            return .rejected(
                text.isEmpty
                    ? "gesture needs finish or cancel."
                    : "'\(text.excerpt)' is not finish or cancel; try gesture finish or gesture cancel.")
        case .unexpectedArgument(let command, let argument) where command.hasPrefix("swipe-"):
            return .rejected(
                "\(command) takes begin or nothing after it ('\(argument.excerpt)' was given).")
        case .unexpectedArgument(let command, let argument):
            return .rejected(
                "\(command) takes nothing after it ('\(argument.excerpt)' was given); type \(command) alone.")
        case .notAWindow(let text):
            return .rejected(
                text.isEmpty
                    ? "window needs new, close or a window's number; windows lists them."
                    : "'\(text.excerpt)' is not new, close or a window's number (from 1); windows lists them.")
        case .unknownUser(let text):
            return .rejected("'\(text.excerpt)' is not a user; try sign-in (the sample user) or sign-in new.")
        case .unknownCommand(let name):
            let name = name.excerpt
            return .rejected(
                interactive
                    ? "Unknown command '\(name)'. Type help for the list."
                    : "Unknown command '\(name)'; \(Self.whereCommandsAreListed).")
        }
    }

    func notAnAction(_ argument: String) -> String {
        argument.isEmpty
            ? "tap needs the number of an action"
            : "'\(argument.excerpt)' is not an action of this screen"
    }
}
