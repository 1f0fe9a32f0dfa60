import ChapterApp
import ChapterKit
import Foundation
import Waymark
import WaymarkPresentation

/// What a command did.
public enum CommandOutcome: Equatable, Sendable {
    /// It was applied (or the line was a comment).
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

/// The app in a terminal: one scene of ``ChapterApp`` and what the terminal keeps beside it, the
/// platform whose rules plans follow and the plan the last command made.
///
/// Every way in (a script line, an interactive line, `chapter open`, `chapter notify`) becomes a
/// ``Command`` first and runs through ``run(_:interactive:)``. What is on screen, each tab's root
/// and what every gesture means come from ``presenter``, the same `ScreenPresenter` the SwiftUI
/// sample asks: the two front ends never decide apart.
@MainActor
public final class Console {
    /// The app this console drives.
    public let app: ChapterApp
    /// The scene's screen, drawn state by state: each update is applied and done at once
    /// (`PresentationHost.immediate`), as a terminal animates nothing.
    public let presenter: ScreenPresenter
    /// The rules plans follow; iOS 17 and later unless chosen otherwise.
    public let platform: PlatformRules
    /// The plan that took the screen to the current state, from the last command.
    var lastPlan: [[PresentationStep]] = []
    /// The gesture the last command made on screen, if it was one.
    private var gestureOnScreen: Gesture?

    /// A console showing `app`'s scene on a window `width` wide, planning by `platform`'s rules.
    ///
    /// - Throws: `PresentationError` when a tab of the app has no root screen.
    public init(app: ChapterApp, platform: PlatformRules = .iOS17, width: WindowWidth = .compact)
        throws(PresentationError)
    {
        self.app = app
        self.platform = platform
        presenter = try ScreenPresenter(
            router: app.navigation, links: app.links, rules: platform, completion: .immediate,
            layout: ChapterApp.layout, host: .immediate)
        presenter.windowResized(to: width)
    }

    /// How wide the window is: the screen is drawn and planned for it (``ChapterApp/layout``
    /// arranges the tabs), and the state never depends on it.
    public var width: WindowWidth { presenter.width }

    /// Where a script's author finds the commands, since `help` is not a script command.
    nonisolated static let whereCommandsAreListed = "chapter run --help lists the commands a script can use"

    /// Runs one line of text: a command, a comment, or a line that is refused with its reason.
    public func execute(_ line: String, interactive: Bool = false) async -> CommandOutcome {
        let command: Command
        do {
            guard let parsed = try Command(parsing: line) else { return .applied }
            command = parsed
        } catch {
            return await planning { await rejection(of: error, interactive: interactive) }
        }
        return await run(command, interactive: interactive)
    }

    /// Runs `command`, then plans from what the screen showed before it to the state after it.
    /// Interactive-only commands are refused unless `interactive`.
    public func run(_ command: Command, interactive: Bool = false) async -> CommandOutcome {
        if command.isInteractiveOnly, !interactive {
            let name =
                switch command {
                case .help: "help"
                case .routes: "routes"
                case .journal: "journal"
                default: "quit"
                }
            return .rejected("'\(name)' works only in an interactive session; \(Self.whereCommandsAreListed).")
        }
        return await planning { await perform(command) }
    }

    private func perform(_ command: Command) async -> CommandOutcome {
        if let dialog = app.navigation.state.dialog, let answer = await answer(dialog, to: command) { return answer }
        switch command {
        case .open(let link): return outcome(of: await app.links.open(link))
        case .notify(let payload): return outcome(of: await app.links.receive(notification: payload))
        case .activity(let json):
            switch ActivityDocument.read(json) {
            case .success(let (activity, source)):
                return outcome(of: await app.links.continueActivity(activity, from: source))
            case .failure(let reason): return .rejected(reason.message)
            }
        case .quickAction(let type):
            guard let action = app.quickActions.first(where: { $0.type == type }) else {
                let types = app.quickActions.map(\.type).joined(separator: ", ")
                return .rejected("There is no quick action '\(type.excerpt)'; Chapter's are \(types).")
            }
            return outcome(of: await app.links.perform(action))
        case .back: return back()
        case .dismiss:
            guard !app.navigation.state.modals.isEmpty else { return .rejected("No modal is presented.") }
            return apply(.dismissTop)
        case .selectTab(let tab): return apply(.selectTab(tab, onReselect: .popToRoot))
        case .swipeBack: return swipeBack()
        case .swipeDown: return swipeDown()
        case .resize(let size): return resize(to: size)
        case .width(let width):
            // The window rearranges itself; nothing navigates, so the plan is empty.
            presenter.windowResized(to: width)
            return .applied
        case .tap(let number): return await tap(number)
        case .signIn(let user):
            await app.session.signIn(user)
            return .applied
        case .signOut:
            app.session.signOut()
            return .applied
        case .gameMode(let on):
            app.setGameFirst(on)
            return .applied
        case .printState: return .output(stateJSON(pretty: true))
        case .help: return .output(Command.reference)
        case .routes: return .output(app.routeTable(as: .text))
        case .journal(let count): return .output(await journalWords(last: count))
        case .quit: return .quit
        }
    }

    private func rejection(of error: CommandLineError, interactive: Bool) async -> CommandOutcome {
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
            let count = await screenOnTop().actions.count
            guard count > 0 else { return .rejected("There is nothing to tap on this screen.") }
            return .rejected("\(notAnAction(argument)) (1 to \(count)).")
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
        case .unexpectedArgument(let command, let argument):
            return .rejected(
                "\(command) takes nothing after it ('\(argument.excerpt)' was given); type \(command) alone.")
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

    /// The last `count` entries of the navigation journal in the user's words, oldest first.
    public func journalWords(last count: Int) async -> String {
        let entries = app.navigation.journal.last(count)
        guard !entries.isEmpty else { return "Nothing has happened yet." }
        var lines: [String] = []
        for entry in entries {
            lines.append(await app.words(for: entry))
        }
        return lines.joined(separator: "\n")
    }

    private func notAnAction(_ argument: String) -> String {
        argument.isEmpty
            ? "tap needs the number of an action"
            : "'\(argument.excerpt)' is not an action of this screen"
    }

    private func outcome(of result: LinkOutcome) -> CommandOutcome {
        if case .rejected(let rejection) = result { return .rejectedWithNotice(rejection.description) }
        return .applied
    }

    private func back() -> CommandOutcome {
        let state = app.navigation.state
        guard !state.modals.isEmpty || !state.stack(of: state.selectedTab).isEmpty else {
            return .rejected("There is nothing to go back to.")
        }
        return apply(.pop())
    }

    /// The interactive pop of the top stack: the screen the user dragged away is already gone.
    private func swipeBack() -> CommandOutcome {
        let shown = presenter.path(of: .top)
        guard !shown.isEmpty else {
            return .rejected(
                presenter.displayed.modals.isEmpty
                    ? "There is nothing to swipe back to: this tab shows its first screen."
                    : "There is nothing to swipe back to in this modal; swipe it down instead.")
        }
        return writeBack(.poppedStack(.top, toDepth: shown.count - 1)) {
            presenter.userSetPath(Array(shown.dropLast()), of: .top)
        }
    }

    /// While a dialog is up, `tap` chooses one of its buttons and `dismiss`, `back` and
    /// `swipe-down` its cancel button; the feature that asked carries out the answer. `nil` for a
    /// command the dialog does not take, which then runs as usual (a link closes it first).
    private func answer(_ dialog: Dialog, to command: Command) async -> CommandOutcome? {
        let position: Int
        switch command {
        case .tap(let number):
            guard (1...dialog.buttons.count).contains(number) else {
                return .rejected("'\(number)' is not a button of the dialog (1 to \(dialog.buttons.count)).")
            }
            position = number - 1
        case .dismiss, .back, .swipeDown:
            position = dialog.cancelButton
        default:
            return nil
        }
        do {
            try await app.answerDialog(button: position)
            return .applied
        } catch {
            return .rejected(error.description)
        }
    }

    /// The user drags the top sheet to `size`, one of the sizes its screen takes.
    private func resize(to size: SheetDetent) -> CommandOutcome {
        let modals = presenter.displayed.modals
        guard let top = modals.last, top.style == .sheet else { return .rejected("No sheet is presented.") }
        let index = modals.count - 1
        let sizes = presenter.detents(ofLayer: index)
        guard sizes.contains(size) else {
            guard !sizes.isEmpty else { return .rejected("This sheet has one size only.") }
            let names = sizes.map(\.description).joined(separator: ", ")
            return .rejected("This sheet cannot take the size '\(size)'; its sizes are \(names).")
        }
        guard presenter.detent(ofLayer: index) != size else { return .applied }
        return writeBack(.resizedSheet(layer: index, to: size)) { presenter.userResized(layer: index, to: size) }
    }

    /// The interactive dismissal of the top modal layer, where the presenter allows it: never a
    /// full-screen cover, nor a sheet that declares it cannot be swiped away.
    private func swipeDown() -> CommandOutcome {
        let displayed = presenter.displayed
        guard let layer = PresentedLayer(displayed.modals.count - 1, of: displayed) else {
            return .rejected("No modal is presented.")
        }
        guard presenter.allowsSwipeDown(layer) else {
            return .rejected(
                layer.style == .sheet
                    ? "This sheet cannot be swiped down; it closes with its own buttons."
                    : "A full-screen cover cannot be swiped down.")
        }
        return writeBack(.swipedDown(layer: layer.index)) {
            presenter.userSetLayer(nil, at: layer.index, style: layer.style)
        }
    }

    /// Hands the presenter what the user did on screen (`gesture`, through `writing`) and says
    /// whether navigation took it.
    private func writeBack(_ gesture: Gesture, writing: () -> Void) -> CommandOutcome {
        writing()
        if let refusal = presenter.lastRefusal { return .rejected(refusal.description) }
        gestureOnScreen = gesture
        return .applied
    }

    /// The screen the user sees, as the presenter shows it.
    func screenOnTop() async -> Screen {
        await app.screen(for: presenter.routeOnTop)
    }

    private func tap(_ number: Int) async -> CommandOutcome {
        let screen = await screenOnTop()
        guard !screen.actions.isEmpty else { return .rejected("There is nothing to tap on this screen.") }
        guard number >= 1, number <= screen.actions.count else {
            return .rejected("\(notAnAction(String(number))) (1 to \(screen.actions.count)).")
        }
        await screen.actions[number - 1].perform()
        return .applied
    }

    private func apply(_ intents: NavigationIntent...) -> CommandOutcome {
        do {
            try app.navigation.apply(NavigationTransaction(intents, cause: .user))
            return .applied
        } catch {
            return .rejected(error.description)
        }
    }

    /// Runs `command`, then plans from what the screen showed before it to the state after it.
    /// A gesture is on screen before navigation hears of it, so its plan starts from the screen
    /// with the gesture already done: empty, unless the state brings more.
    private func planning(_ command: () async -> CommandOutcome) async -> CommandOutcome {
        let before = presenter.displayed
        gestureOnScreen = nil
        let outcome = await command()
        let shown = gestureOnScreen.map(before.applying) ?? before
        lastPlan = PresentationPlanner.plan(
            from: shown, to: DisplayedState(app.navigation.state), rules: platform, width: width,
            layout: ChapterApp.layout)
        return outcome
    }
}
