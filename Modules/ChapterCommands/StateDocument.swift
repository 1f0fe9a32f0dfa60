import ChapterApp
import ChapterKit
import Foundation
@_spi(FrontEnd) import Waymark

extension Console {
    /// The active window's state as the `chapter` command prints it, with which window that is
    /// and how many are open: one JSON object with exactly the keys of
    /// `docs/chapter-command.md`, in its order; every tab in `stacks`, in tab-bar order; every
    /// entry its canonical link; each modal layer's sheet size; the dialog, if one is shown.
    public func stateJSON(pretty: Bool = false) -> String {
        let state = app.navigation.state
        let stacks = ChapterTab.all.map { "\(quoted($0.rawValue)): \(linkList(state.stack(of: $0)))" }
        let modals = state.modals.map { (layer: ModalLayer) -> String in
            let style: String = quoted(layer.style.rawValue)
            let stack: String = linkList(layer.stack)
            let detent: String = layer.detent.map { quoted($0.description) } ?? "null"
            return "{\"style\": " + style + ", \"stack\": " + stack + ", \"detent\": " + detent + "}"
        }
        let held: String = heldLink.map(quoted) ?? "null"
        let notice: String = state.notice.map { quoted(app.words(forNotice: $0)) } ?? "null"
        let stackObject: String = "{" + stacks.joined(separator: ", ") + "}"
        let modalList: String = "[" + modals.joined(separator: ", ") + "]"
        let fields: [(String, String)] = [
            ("tab", quoted(state.selectedTab.rawValue)),
            ("tabBarVisible", String(app.registry.showsTabBar(over: state.stack(of: state.selectedTab).last))),
            ("stacks", stackObject),
            ("modals", modalList),
            ("signedIn", String(app.isSignedIn)),
            ("onboarded", String(app.isOnboarded)),
            ("gameMode", String(app.isGameFirst)),
            ("pending", held),
            ("notice", notice),
            ("alert", state.dialog.map(dialogJSON) ?? "null"),
            ("awaiting", awaitingJSON(state)),
            ("tabBeforeSearch", state.tabBeforeSearch.map { quoted($0.rawValue) } ?? "null"),
            ("window", String(app.navigation.windowNumber)),
            ("windows", String(windows.all.count)),
            ("unsaved", unsavedJSON(state)),
        ]
        let separator = pretty ? ",\n  " : ", "
        let body = fields.map { "\(quoted($0.0)): \($0.1)" }.joined(separator: separator)
        return pretty ? "{\n  \(body)\n}" : "{\(body)}"
    }
}

extension Console {
    /// The requests for a value not yet answered, as the state's `awaiting`: each asking and
    /// answering screen as its link, and the type of the value asked for.
    func awaitingJSON(_ state: NavigationState) -> String {
        let requests = state.awaiting.map { request in
            let asker = state.route(of: request.asker).map { quoted(link($0)) } ?? "null"
            let answerer = state.route(of: request.answerer).map { quoted(link($0)) } ?? "null"
            return "{\"asker\": \(asker), \"answerer\": \(answerer), \"type\": \(quoted(request.type.description))}"
        }
        return "[" + requests.joined(separator: ", ") + "]"
    }

    /// A dialog as the state's `alert`: its style, its title and its buttons' titles in order.
    func dialogJSON(_ dialog: Dialog) -> String {
        let buttons = "[" + dialog.buttons.map { quoted($0.title) }.joined(separator: ", ") + "]"
        return
            "{\"style\": \(quoted(dialog.style.rawValue)), \"title\": \(quoted(dialog.title)), \"buttons\": \(buttons)}"
    }

    /// The links of the screens holding unsaved work, bottom first.
    func unsavedJSON(_ state: NavigationState) -> String {
        linkList(app.navigation.entriesWithUnsavedWork.compactMap(state.route(of:)))
    }

    /// The held navigation as a link: a held link as it arrived, navigation from inside the app as
    /// the canonical link of the screen it waits to show; while unsaved work asks, the link the
    /// held way out opens, if it is a way in.
    var heldLink: String? {
        if let link = app.navigation.state.heldExit?.link { return link }
        guard let held = app.navigation.state.held else { return nil }
        switch held.request {
        case .link(let link): return link
        case .intents: return link(held.destination)
        }
    }

    /// A route as the state's JSON writes it: its canonical link, or, for a screen whose link
    /// cannot be written (none of Chapter's: links that would lead to one are refused), its
    /// destination's name, which no link has the form of.
    func link(_ route: AnyRoute) -> String {
        (try? app.registry.link(for: route)) ?? route.destinationName.rawValue
    }

    /// Routes as a JSON array of their canonical links.
    func linkList(_ routes: [AnyRoute]) -> String {
        "[" + routes.map { quoted(link($0)) }.joined(separator: ", ") + "]"
    }
}

/// `text` as a JSON string literal.
func quoted(_ text: String) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.withoutEscapingSlashes]
    return String(decoding: (try? encoder.encode(text)) ?? Data("\"\"".utf8), as: UTF8.self)
}
