import ChapterApp
@_spi(FrontEnd) import Waymark
@_spi(FrontEnd) import WaymarkPresentation

extension Console {
    /// The plan of the last command as the spec's JSON line: `{"plan": [[step, ...], ...]}`.
    public func planJSON() -> String {
        let updates = lastPlan.map { steps in "[" + steps.map(stepJSON).joined(separator: ", ") + "]" }
        return "{\"plan\": [" + updates.joined(separator: ", ") + "]}"
    }

    /// The screens that arrived on the active window's display during the last command, in order,
    /// each as the spec's JSON line `{"arrived": "<destination>"}`: what `--steps` prints after the plan.
    public func arrivedJSON() -> [String] {
        (arrivals[app.navigation.windowNumber] ?? []).map { "{\"arrived\": \(quoted($0.rawValue))}" }
    }

    /// The first screen of every open window, once ``start()`` ran, in window order: `--steps`
    /// prints them before the first command's plan. With several windows each line names its
    /// window: `{"arrived": "<destination>", "window": <n>}`.
    public func startArrivedJSON() -> [String] {
        let named = windows.all.count > 1
        return windows.all.flatMap { window in
            let number = window.navigation.windowNumber
            return (arrivals[number] ?? []).map {
                "{\"arrived\": \(quoted($0.rawValue))" + (named ? ", \"window\": \(number)}" : "}")
            }
        }
    }

    /// The plan of the last command for people, one line an update, or when it has none, why
    /// the screen does not move: nothing changed, only a notice, the window's width, the user
    /// already did it on screen (a tab tapped, a sheet swiped down), or a finger holds the screen
    /// until the gesture ends.
    public func planWords() -> [String] {
        let lines = planLines()
        guard lines.isEmpty else { return lines }
        if lastChange.resized { return ["(the window rearranges itself for its new width; nothing navigates)"] }
        if lastChange.switchedWindow, !lastChange.moved {
            return ["(window \(app.navigation.windowNumber) comes to the front; nothing else changes)"]
        }
        guard lastChange.moved else {
            return lastChange.noticed ? ["(nothing navigates; a notice says why)"] : ["(nothing changes on screen)"]
        }
        return presenter.gesture == nil
            ? ["(nothing more to do on screen: it already shows what the user did there)"]
            : ["(the screen waits for the gesture to end)"]
    }

    /// The plan of the last command for people, one line an update.
    public func planLines() -> [String] {
        lastPlan.enumerated().map { index, steps in
            "update \(index + 1) of \(lastPlan.count): " + steps.map(stepText).joined(separator: "; ")
        }
    }

    private func stepJSON(_ step: PresentationStep) -> String {
        switch step {
        case .dismiss(let layer):
            "{\"dismiss\": \(layer)}"
        case .select(let tab):
            "{\"select\": \(quoted(tab.rawValue))}"
        case .setTabPath(let tab, let routes):
            "{\"path\": \(quoted("tab:\(tab.rawValue)")), \"to\": \(linkList(routes))}"
        case .setDetailColumn(let tab, let routes):
            "{\"path\": \(quoted("tab:\(tab.rawValue)/detail")), \"to\": \(linkList(routes))}"
        case .setLayerPath(let layer, let routes):
            "{\"path\": \(quoted("layer:\(layer)")), \"to\": \(linkList(layerRoot(layer) + routes))}"
        case .present(let layer, let modal):
            "{\"present\": \(layer), \"style\": \(quoted(modal.style.rawValue))"
                + (modal.style == .popover || modal.style == .inspector
                    ? ", \"as\": \(quoted(presenter.window.shownStyle(of: modal).rawValue))" : "")
                + ", \"stack\": \(linkList(modal.stack))}"
        case .presentDialog: "{\"alert\": \"present\"}"
        case .dismissDialog: "{\"alert\": \"dismiss\"}"
        case .zoomed(let step, let source):
            String(stepJSON(step).dropLast()) + ", \"transition\": \"zoom\", \"source\": \(quoted(source.name))}"
        }
    }

    /// A step in words. A layer is named as the drawn screen names it, `modal 1` at the bottom
    /// (the JSON plan gives its place in the state's `modals`, counted from 0).
    private func stepText(_ step: PresentationStep) -> String {
        switch step {
        case .dismiss(let layer): "dismiss modal \(layer + 1)"
        case .select(let tab): "select \(tab)"
        case .setTabPath(let tab, let routes): "\(tab) shows \(linkList(routes))"
        case .setDetailColumn(let tab, let routes): "\(tab)'s detail column shows \(linkList(routes))"
        case .setLayerPath(let layer, let routes): "modal \(layer + 1) shows \(linkList(layerRoot(layer) + routes))"
        case .present(let layer, let modal):
            "present modal \(layer + 1) as \(Self.words(for: presenter.window.shownStyle(of: modal))) with \(linkList(modal.stack))"
        case .presentDialog(let dialog):
            "show the \(dialog.style == .alert ? "alert" : "confirmation dialog") \(quoted(dialog.title))"
        case .dismissDialog: "dismiss the dialog"
        case .zoomed(let step, let source): "\(stepText(step)), zooming from \(source)"
        }
    }

    /// How people read a presentation's style.
    static func words(for style: ModalStyle) -> String {
        switch style {
        case .sheet: "a sheet"
        case .fullScreenCover: "a full-screen cover"
        case .popover: "a popover"
        case .inspector: "an inspector"
        }
    }

    /// A layer keeps its root through a path step, so the state's layer names it.
    private func layerRoot(_ layer: Int) -> [AnyRoute] {
        app.navigation.state.modals.indices.contains(layer) ? [app.navigation.state.modals[layer].root] : []
    }
}

/// What a command changed that its plan does not say: what the state shows, the notice, the
/// window's width.
struct LastChange {
    var moved = false
    var noticed = false
    var resized = false
    /// The active window is another one than before the command.
    var switchedWindow = false
}
