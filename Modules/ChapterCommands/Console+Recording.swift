import ChapterApp
@_spi(FrontEnd) import Waymark
@_spi(FrontEnd) import WaymarkPresentation

/// What a command did to every window's screen, kept for `--steps` and the next screen's words:
/// the updates played, the screens that arrived (heard through each window's presenter), the
/// window brought forward, and what changed besides the plan.
extension Console {
    /// Runs `command` and keeps, as the command's plan, the updates the presenter's driver
    /// handed the screen meanwhile: the terminal prints what was played, never a plan of its own.
    ///
    /// Every open window's updates are watched, since a way in may go to another window; the plan
    /// kept is the one of the window active after the command (a window it opened included).
    func recordingUpdates(_ command: () async -> CommandOutcome) async -> CommandOutcome {
        var outcome = CommandOutcome.applied
        let window = app
        let width = presenter.window.width
        let before = Dictionary(
            windows.all.map {
                ($0.navigation.windowNumber, (DisplayedState($0.navigation.state), $0.navigation.state.notice))
            }
        ) { first, _ in first }
        openedWindowPlan = nil
        arrivals = [:]
        let forward = window.session.windowToFront
        let plans = await handedByEveryWindow(windows.all[...]) { outcome = await command() }
        let after = app
        // The engine asked the host to bring a window forward: the terminal says which one.
        let asked = after.session.windowToFront
        broughtForward = asked != forward ? asked?.windowNumber : nil
        lastPlan = plans[after.navigation.windowNumber] ?? openedWindowPlan ?? []
        let state = after.navigation.state
        let was = before[after.navigation.windowNumber]
        lastChange = LastChange(
            moved: DisplayedState(state) != was?.0, noticed: state.notice != nil && state.notice != was?.1,
            resized: after === window && presenter.window.width != width, switchedWindow: after !== window)
        return outcome
    }
}

extension Console {
    /// The line that says a window came to the front during the last command, and why: a way in
    /// went to it, or it asks about changes the user has not saved; `nil` when none did.
    public var broughtForwardLine: String? {
        guard let number = broughtForward else { return nil }
        if windows.window(numbered: number)?.navigation.state.heldExit != nil {
            return "Window \(number) came to the front: it asks about changes you have not saved."
        }
        return "Window \(number) took it and came to the front."
    }
}
