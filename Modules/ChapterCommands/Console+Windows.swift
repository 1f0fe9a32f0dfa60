import ChapterApp
import ChapterKit
@_spi(FrontEnd) import Waymark
@_spi(FrontEnd) import WaymarkPresentation

/// `window new`, `window <n>`, `window close` and `windows`: the terminal's windows, each a scene
/// of the app with its own navigation, over the one session.
extension Console {
    /// Opens a window, on `link`'s screen or the app's first screen, and makes it active. A link
    /// that names no screen is refused before any window opens; one refused as it opens (it
    /// cannot be shown) closes the window again, so a rejected line leaves the windows as they were.
    func openWindow(on link: String?) async -> CommandOutcome {
        if let link, case .failure(let rejection) = app.registry.routes(forExternalLink: link) {
            return .rejected("No window opened: \(rejection.description)")
        }
        let window: ChapterApp
        do {
            window = try windows.open()
        } catch {
            return .rejected("No window opened: \(error).")
        }
        windows.activate(window)
        let presenter = presenter(of: window)
        var outcome = LinkOutcome.opened
        openedWindowPlan = await presenter.updates.handed {
            await presenter.scene.start(restoring: nil)
            // The link is the new window's own: no other window takes it.
            if let link { outcome = await window.links.openInThisWindow(link) }
        }
        guard case .rejected(let rejection) = outcome else { return .applied }
        _ = try? windows.close(window)
        forgetPresenter(of: window)
        openedWindowPlan = nil
        return .rejected("No window opened: \(rejection.description)")
    }

    /// Makes window `number` the active one.
    func activateWindow(_ number: Int) -> CommandOutcome {
        guard let window = windows.window(numbered: number) else {
            let open = windows.all.map { String($0.navigation.windowNumber) }.joined(separator: ", ")
            return .rejected("No window \(number) is open; the open windows are \(open) (windows lists them).")
        }
        windows.activate(window)
        return .applied
    }

    /// Closes the active window, unless it is the last.
    func closeWindow() -> CommandOutcome {
        let window = app
        do {
            // Unsaved work asks first: the window stays, with the question up.
            guard try windows.close(window) else { return .applied }
        } catch {
            return .rejected("Window \(window.navigation.windowNumber) stays open: \(error).")
        }
        forgetPresenter(of: window)
        return .applied
    }

    /// The open windows, one a line: the active one marked, its number, its selected tab and the
    /// title of the screen on top, its control characters escaped as the drawn screen's are.
    func windowList() async -> String {
        var lines: [String] = []
        let active = app
        for window in windows.all {
            let shown = presenter(of: window).screenOnTop
            let title = await window.screen(for: shown.route, showing: shown.entry).title.escapingControlCharacters
            let mark = window === active ? "*" : " "
            lines.append(
                "\(mark) window \(window.navigation.windowNumber): tab \(window.navigation.state.selectedTab), \(title)"
            )
        }
        return lines.joined(separator: "\n")
    }

    /// Runs `body`, and returns the updates each of `open` windows' presenters handed meanwhile,
    /// by window number.
    func handedByEveryWindow(_ open: ArraySlice<ChapterApp>, _ body: () async -> Void) async
        -> [Int: [[PresentationStep]]]
    {
        guard let first = open.first else {
            await body()
            return [:]
        }
        var others: [Int: [[PresentationStep]]] = [:]
        let own = await presenter(of: first).updates.handed {
            others = await handedByEveryWindow(open.dropFirst(), body)
        }
        others[first.navigation.windowNumber] = own
        return others
    }
}
