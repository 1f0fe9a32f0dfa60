import ChapterApp
import ChapterKit
@_spi(FrontEnd) import Waymark
@_spi(FrontEnd) import WaymarkPresentation

/// What the user sees, as plain text pieces, for a renderer that knows neither Waymark nor the
/// features: the terminal front end draws this.
public struct Display: Sendable {
    public struct Tab: Sendable {
        public let name: String
        public let isSelected: Bool
    }

    public struct Modal: Sendable {
        /// What the layer shows as at the window's width: `sheet`, `full-screen cover`, `popover`
        /// or `inspector` (a popover or an inspector is a sheet on a compact width).
        public let kind: String
        /// The titles of the layer's screens, root first.
        public let breadcrumb: [String]
        /// The sheet's size (`medium`, `large`, ...), when its screen declares sizes.
        public let size: String?
    }

    /// An alert or a confirmation dialog over the screen, as the terminal draws it: a box of
    /// text under the screen, its buttons numbered.
    public struct DialogBox: Sendable {
        /// `alert` or `confirmation`.
        public let kind: String
        public let title: String
        public let message: String?
        /// The buttons in order: `tap 1` chooses the first.
        public let buttons: [(title: String, isDestructive: Bool)]
    }

    /// The first column of a split view: the tab's root screen, whose actions are not numbered
    /// (`tap` acts on the screen on top, as on a phone).
    public struct Column: Sendable {
        public let title: String
        public let lines: [String]
    }

    public let tabs: [Tab]
    public let isTabBarVisible: Bool
    /// Whether the tabs show as a sidebar (a regular width) rather than a tab bar.
    public let showsSidebar: Bool
    /// Whether the selected tab shows as a split view: the first title of ``breadcrumb`` is its
    /// first column, the others its detail column.
    public let showsColumns: Bool
    /// The split view's first column, when the detail column shows a screen and no modal covers
    /// them; the screen on top (``title``, ``lines``, ``actions``) is then the detail column's.
    public let firstColumn: Column?
    /// What the split view's detail column says while it shows no screen.
    public let emptyDetailColumn: String?
    /// The titles of the selected tab's screens, its root first.
    public let breadcrumb: [String]
    public let modals: [Modal]
    public let title: String
    public let lines: [String]
    /// The titles of the actions of the screen on top, in order (`tap 1` is the first).
    public let actions: [String]
    /// The items of the picker on top, in order (`choose 1` chooses the first), each marked
    /// chosen or not; empty on a screen without one.
    public let choices: [(title: String, isChosen: Bool)]
    /// How many of ``choices`` may be chosen, in the user's words (`Choose 2 to 4`).
    public let choiceRule: String?
    /// The text field of the screen on top (`type` sets it): what it says empty, and what was
    /// typed; `nil` on a screen without one.
    public let textField: (prompt: String, text: String)?
    /// What `done` does on the screen on top, in its words (`Compare`); `nil` when it gives
    /// nothing back, or nothing yet.
    public let done: String?
    /// The held navigation as a link, or `nil` (the state JSON's `pending` key, kept as the
    /// documented contract scripts read).
    public let held: String?
    /// What the held navigation waits for, in the user's words (`sign-in`, `onboarding`, or
    /// `your answer` while unsaved work asks).
    public let heldWaitsFor: String?
    public let notice: String?
    /// Whether ``notice`` says something did not happen as asked (marked `!`, as a refused
    /// command is), rather than what did (marked `•`).
    public let noticeIsError: Bool
    public let isSignedIn: Bool
    /// Whether the signed-in user has finished onboarding.
    public let isOnboarded: Bool
    /// The dialog over everything, whose buttons `tap` chooses while it is up.
    public let dialog: DialogBox?
    /// What the user's finger is doing on the screen, in their words (`swiping back`), while a
    /// gesture is under way: the screen drawn is the one under the finger, and what changed
    /// meanwhile shows once it lifts.
    public let gesture: String?
}

extension Console {
    /// What the user sees now: the screen as the presenter shows it (what a SwiftUI window binds
    /// to), with what only the state carries beside it (held navigation, the notice).
    public func display() async -> Display {
        let state = app.navigation.state
        let shown = presenter.displayed
        // What screens say comes from links and saved sessions: no control character reaches the
        // terminal (a hostile link cannot set its title or clear it).
        let rootTitle = await app.screen(for: presenter.root(of: shown.selectedTab)).title.escapingControlCharacters
        var breadcrumb = [rootTitle]
        for route in shown.stack(of: shown.selectedTab) {
            breadcrumb.append(await app.screen(for: route).title.escapingControlCharacters)
        }
        var modals: [Display.Modal] = []
        for (index, layer) in shown.modals.enumerated() {
            var titles: [String] = []
            for route in layer.stack { titles.append(await app.screen(for: route).title.escapingControlCharacters) }
            // A sheet's size is the state's, read through the presenter as a SwiftUI sheet reads it.
            modals.append(
                Display.Modal(
                    kind: Self.kind(presenter.window.shownStyle(of: layer)), breadcrumb: titles,
                    size: presenter.parts.sheetSizes(ofLayer: index).current?.description))
        }
        let screen = await screenOnTop()
        let showsColumns = presenter.window.showsColumns(shown.selectedTab)
        var firstColumn: Display.Column?
        if showsColumns, shown.modals.isEmpty, !shown.stack(of: shown.selectedTab).isEmpty {
            let root = await app.screen(for: presenter.root(of: shown.selectedTab))
            firstColumn = Display.Column(
                title: root.title.escapingControlCharacters, lines: root.lines.map(\.escapingControlCharacters))
        }
        return Display(
            tabs: ChapterTab.all.map { Display.Tab(name: $0.rawValue, isSelected: $0 == shown.selectedTab) },
            isTabBarVisible: presenter.isTabBarVisible,
            showsSidebar: presenter.window.showsSidebar, showsColumns: showsColumns,
            firstColumn: firstColumn,
            emptyDetailColumn: showsColumns ? ChapterApp.emptyDetailColumn(of: shown.selectedTab) : nil,
            breadcrumb: breadcrumb, modals: modals,
            title: screen.title.escapingControlCharacters, lines: screen.lines.map(\.escapingControlCharacters),
            actions: screen.actions.map(\.title.escapingControlCharacters),
            choices: screen.picker.map { picker in
                picker.items.enumerated().map {
                    ($0.element.escapingControlCharacters, picker.chosen.contains($0.offset))
                }
            } ?? [],
            choiceRule: screen.picker.map { ChoiceError.words(for: $0.allowed) },
            textField: screen.textField.map {
                ($0.prompt.escapingControlCharacters, $0.text.escapingControlCharacters)
            },
            done: screen.done?.title.escapingControlCharacters,
            held: heldLink?.escapingControlCharacters,
            heldWaitsFor: state.heldExit != nil
                ? "your answer" : state.held.map { ChapterApp.words(waitingFor: $0.requirements[0]) },
            notice: state.notice.map(app.words(forNotice:)),
            noticeIsError: state.notice.map(ChapterApp.isError) ?? false, isSignedIn: app.isSignedIn,
            isOnboarded: app.isOnboarded,
            dialog: shown.dialog.map { dialog in
                Display.DialogBox(
                    kind: dialog.style == .alert ? "alert" : "confirmation",
                    title: dialog.title.escapingControlCharacters, message: dialog.message?.escapingControlCharacters,
                    buttons: dialog.buttons.map { ($0.title.escapingControlCharacters, $0.role == .destructive) })
            },
            gesture: presenter.gesture.map {
                switch $0 {
                case .swipingBack: "swiping back"
                case .draggingDown: "dragging the sheet down"
                }
            })
    }

    /// Whether `link` would be followed from outside the app, and what it leads to or why not:
    /// each destination of the chain with its canonical link, the spelling the app writes back.
    public func check(link: String) -> (isAccepted: Bool, detail: String) {
        switch app.registry.routes(forExternalLink: link) {
        case .success(let routes):
            let steps = routes.map { "\($0.destinationName) (\(self.link($0)))" }
            return (true, steps.joined(separator: " > "))
        case .failure(let rejection):
            return (false, reason(for: rejection, link: link))
        }
    }

    /// A presentation's name as the screen draws it.
    static func kind(_ style: ModalStyle) -> String {
        switch style {
        case .sheet: "sheet"
        case .fullScreenCover: "full-screen cover"
        case .popover: "popover"
        case .inspector: "inspector"
        }
    }
}
