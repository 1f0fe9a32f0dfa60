import ChapterApp
import ChapterKit
import Foundation
@_spi(FrontEnd) import Waymark
@_spi(FrontEnd) import WaymarkPresentation

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

/// The app in a terminal: its windows (``ChapterWindows``), each with the presenter that draws it,
/// and what the terminal keeps beside them, the platform whose rules the presenters plan by and
/// the updates played for the last command. Every command acts on the active window; a way in
/// goes to the window the session's rule picks, which becomes the active one.
///
/// Every way in (a script line, an interactive line, `chapter open`, `chapter notify`) becomes a
/// ``Command`` first and runs through ``run(_:interactive:)``. What is on screen, each tab's root
/// and what every gesture means come from ``presenter``, the same `ScreenPresenter` the SwiftUI
/// sample asks: the two front ends never decide apart.
@MainActor
public final class Console {
    /// The app's open windows.
    public let windows: ChapterWindows
    /// Each open window's screen, by window number, drawn state by state: each update is applied
    /// and done at once (`PresentationHost.immediate`), as a terminal animates nothing.
    private var presenters: [Int: ScreenPresenter] = [:]
    /// How wide a window opened from now on is: the width the console started with.
    private let openingWidth: WindowWidth
    /// The rules plans follow; iOS 17 and later unless chosen otherwise.
    public let platform: PlatformRules
    /// The updates the presenter played for the last command, in order (`--steps` prints them).
    package internal(set) var lastPlan: [[PresentationStep]] = []
    /// What the last command changed besides navigation's plan: what the state shows (a tab, a
    /// stack, a layer, a dialog), the window's width, or only the notice; so an empty plan can say
    /// why it is empty.
    var lastChange = LastChange()
    /// The updates a window opened by the last command played, which no watch was on when it began.
    var openedWindowPlan: [[PresentationStep]]?
    /// The screens that arrived on each window's display (by window number), the last command's
    /// once it ran: heard as analytics hears them (`observeScreenViews`), and `--steps` prints them.
    package internal(set) var arrivals: [Int: [DestinationName]] = [:]
    /// The window the engine asked to bring forward during the last command: a way in went to it
    /// by the session's rule while another window was the one it was handed to.
    public internal(set) var broughtForward: Int?

    /// A console showing `windows` (the first of them `width` wide, and every window opened
    /// later), their presenters planning by `platform`'s rules.
    public init(windows: ChapterWindows, platform: PlatformRules = .iOS17, width: WindowWidth = .compact) {
        self.windows = windows
        self.platform = platform
        openingWidth = width
    }

    /// A console of one window, `app`'s.
    public convenience init(app: ChapterApp, platform: PlatformRules = .iOS17, width: WindowWidth = .compact) {
        self.init(windows: ChapterWindows(app), platform: platform, width: width)
    }

    /// The active window: what every command but a way in acts on.
    public var app: ChapterApp { windows.active }

    /// The active window's screen.
    public var presenter: ScreenPresenter { presenter(of: app) }

    /// `window`'s screen, made the first time it is asked for.
    func presenter(of window: ChapterApp) -> ScreenPresenter {
        if let made = presenters[window.navigation.windowNumber] { return made }
        let made = window.presenter(rules: platform, completion: .immediate, host: .immediate)
        let number = window.navigation.windowNumber
        made.router.observeScreenViews { [weak self] view in
            self?.arrivals[number, default: []].append(view.destination)
        }
        made.windowResized(to: openingWidth)
        presenters[window.navigation.windowNumber] = made
        return made
    }

    /// Drops a closed window's screen.
    func forgetPresenter(of window: ChapterApp) {
        presenters[window.navigation.windowNumber] = nil
    }

    /// Starts every open window, as SwiftUI starts each window's scene: its first screen arrives
    /// (``startArrivedJSON()``), then links that arrived before are applied.
    public func start() async {
        arrivals = [:]
        for window in windows.all {
            await presenter(of: window).scene.start(restoring: nil)
        }
    }

    /// How wide the window is: the screen is drawn and planned for it (``ChapterApp/layout``
    /// arranges the tabs), and the state never depends on it.
    public var width: WindowWidth { presenter.window.width }

    /// Where a script's author finds the commands, since `help` is not a script command.
    nonisolated static let whereCommandsAreListed = "chapter run --help lists the commands a script can use"

    /// Runs one line of text: a command, a comment, or a line that is refused with its reason.
    /// In an interactive session, the keys a terminal sends as escape sequences (the arrows) are
    /// left out of the line first (``Command/withoutTerminalKeys(_:)``); a script's line is read
    /// as it is.
    public func execute(_ line: String, interactive: Bool = false) async -> CommandOutcome {
        let command: Command
        do {
            guard let parsed = try Command(parsing: interactive ? Command.withoutTerminalKeys(line) : line) else {
                return .applied
            }
            command = parsed
        } catch {
            return await recordingUpdates { await rejection(of: error, interactive: interactive) }
        }
        return await run(command, interactive: interactive)
    }

    /// Runs `command` and keeps, as ``lastPlan``, the updates the presenter's driver played for it;
    /// the console plans nothing itself, so `--steps` shows what a SwiftUI window would play.
    /// Interactive-only commands are refused unless `interactive`.
    public func run(_ command: Command, interactive: Bool = false) async -> CommandOutcome {
        if command.isInteractiveOnly, !interactive {
            let name =
                switch command {
                case .help: "help"
                case .routes: "routes"
                default: "quit"
                }
            return await recordingUpdates {
                .rejected("'\(name)' works only in an interactive session; \(Self.whereCommandsAreListed).")
            }
        }
        return await recordingUpdates { await perform(command) }
    }

    private func perform(_ command: Command) async -> CommandOutcome {
        if let dialog = dialogActedOn, let answer = await answer(dialog, to: command) {
            // "Discard changes" may have closed the window that asked (`window close`).
            let open = Set(windows.all.map(\.navigation.windowNumber))
            presenters = presenters.filter { open.contains($0.key) }
            return answer
        }
        switch command {
        case .open(let link): return outcome(of: await app.links.open(link), link: link)
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
        case .dismiss: return dismiss()
        case .selectTab(let tab): return writeBack { () throws(ScreenRefusal) in try presenter.userSetSelectedTab(tab) }
        case .closeSearch:
            // The engine's one rule for where closing search goes; the user's words when it goes nowhere.
            // The system selects that tab itself, as the tab view's selection.
            guard let tab = app.registry.tabClosingSearch(in: app.navigation.state) else {
                return .rejected("Search is not open: close-search follows tab search, with --platform ios26.")
            }
            return writeBack { () throws(ScreenRefusal) in try presenter.userSetSelectedTab(tab) }
        case .swipeBack: return swipeBack()
        case .swipeDown: return swipeDown()
        case .beginSwipeBack: return begin(.swipingBack(.top))
        case .beginSwipeDown: return begin(.draggingDown(layer: presenter.displayed.modals.count - 1))
        case .endGesture(let finished): return endGesture(finished: finished)
        case .resize(let size): return resize(to: size)
        case .width(let width):
            // The window rearranges itself; nothing navigates, so the plan is empty.
            presenter.windowResized(to: width)
            return .applied
        case .tap(let number): return await tap(number)
        case .choose(let numbers): return await choose(numbers)
        case .type(let text): return await type(text)
        case .done: return await giveBack()
        case .signIn(let user):
            await app.session.signIn(user)
            return .applied
        case .signOut:
            app.session.signOut()
            return .applied
        case .gameMode(let on):
            app.setGameFirst(on)
            return .applied
        case .openWindow(let link): return await openWindow(on: link)
        case .activateWindow(let number): return activateWindow(number)
        case .closeWindow: return closeWindow()
        case .listWindows: return .output(await windowList())
        case .printState: return .output(stateJSON(pretty: true))
        case .help: return .output(Command.reference(for: .session(quickActions: app.quickActions)))
        case .routes: return .output(app.routeTable(as: .text))
        case .journal(let count): return .output(await journalWords(last: count))
        case .quit: return .quit
        }
    }

    /// The last `count` entries of the active window's journal in the user's words, oldest first,
    /// one a line: what an entry quotes (a screen's title made from a link) has its control
    /// characters escaped, as the drawn screen has.
    public func journalWords(last count: Int) async -> String {
        let entries = app.navigation.journal.entries.suffix(max(0, count))
        guard !entries.isEmpty else { return "Nothing has happened yet." }
        var lines: [String] = []
        // With several windows open, each line says which window it happened in.
        let named = windows.all.count > 1
        for entry in entries {
            let words = await app.words(for: entry)
            lines.append((named ? "window \(entry.windowNumber): " : "") + words.escapingControlCharacters)
        }
        return lines.joined(separator: "\n")
    }

    private func outcome(of result: LinkOutcome, link: String? = nil) -> CommandOutcome {
        if case .rejected(let rejection) = result { return .rejectedWithNotice(reason(for: rejection, link: link)) }
        return .applied
    }

    /// Why `link` was refused, for standard error: the engine's reason, or for a link that stops
    /// before the parameters of the destination it names, which parameters it leaves out.
    func reason(for rejection: LinkRejection, link: String?) -> String {
        guard case .noMatch(let path) = rejection, let incomplete = app.incompleteLink(path: path) else {
            return rejection.description
        }
        let missing = incomplete.missing.map { "'\($0)'" }.joined(separator: ", ")
        return
            "The link '\((link ?? path).excerpt)' leads to \(incomplete.destination) only with its \(missing) (\(incomplete.pattern))."
    }

    /// The screen the user sees, as the presenter shows it.
    func screenOnTop() async -> Screen {
        await app.screen(for: presenter.screenOnTop.route, showing: presenter.screenOnTop.entry)
    }

    /// The screen a command acts on (`tap`, `choose`, `done`): the one the user sees, or while a
    /// finger holds the screen, the state's top. Every command but the gestures changes the state
    /// at once; the screen catches up when the finger lifts (docs/chapter-command.md).
    func screenActedOn() async -> Screen {
        guard presenter.gesture != nil else { return await screenOnTop() }
        let state = app.navigation.state
        return await app.screen(
            for: state.topEntry?.route ?? presenter.root(of: state.selectedTab), showing: entryActedOn)
    }

    /// The entry of ``screenActedOn()``; `nil` for a tab's root.
    var entryActedOn: EntryID? {
        guard presenter.gesture != nil else { return presenter.screenOnTop.entry }
        return app.navigation.state.topEntry?.id
    }

    /// The dialog a command answers: the one on screen, or while a finger holds the screen, the
    /// state's (one that came meanwhile is not drawn yet, but is what the user is answering).
    var dialogActedOn: Dialog? {
        presenter.gesture == nil ? presenter.displayed.dialog : app.navigation.state.dialog
    }

    private func tap(_ number: Int) async -> CommandOutcome {
        let screen = await screenActedOn()
        guard !screen.actions.isEmpty else { return .rejected("There is nothing to tap on this screen.") }
        guard number >= 1, number <= screen.actions.count else {
            return .rejected("\(notAnAction(String(number))) (1 to \(screen.actions.count)).")
        }
        let action = screen.actions[number - 1]
        // The action's view is where what it opens comes from: a popover's anchor, a zoom's source.
        await PresentationSource.withSource(action.source) { await action.perform() }
        return .applied
    }

    func apply(_ intents: NavigationIntent...) -> CommandOutcome {
        do {
            try app.navigation.apply(NavigationTransaction(intents, cause: .user))
            return .applied
        } catch {
            return .rejected(error.description)
        }
    }
}
