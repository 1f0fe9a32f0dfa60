import WaymarkTesting

@_spi(FrontEnd) @testable import Waymark

/// A small app whose editors hold unsaved work: an editor pushed on the home tab, a form in a
/// sheet with a note pushed inside it, both keeping their text under `draft`, and a sign-in cover.
enum UnsavedWorkApp {
    static let tabs: [TabID] = ["home", "search"]
    /// The text an editor keeps: work while it is not empty.
    static let draft = ScreenStateKey.Saved<String>("unsaved.draft")

    enum Screen: Route {
        case home, search, editor, form, note, signIn, account
        case page(Int)
        static let typeKey = "unsaved.app"
        var destinationName: DestinationName {
            switch self {
            case .home: "unsaved.home"
            case .search: "unsaved.search"
            case .editor: "unsaved.editor"
            case .form: "unsaved.form"
            case .note: "unsaved.note"
            case .page: "unsaved.page"
            case .signIn: "unsaved.signIn"
            case .account: "unsaved.account"
            }
        }
    }

    struct Feature: NavigationFeature {
        let name = "unsaved"
        func register(into registrar: inout FeatureRegistrar) {
            func holdingWork(_ declaration: DestinationDeclaration<Screen>) -> DestinationDeclaration<Screen> {
                var declaration = declaration
                declaration.unsavedWork = UnsavedWork(
                    UnsavedWorkApp.draft, question: UnsavedWorkQuestion(title: "Discard this draft?"),
                    test: { !$0.isEmpty })
                return declaration
            }
            registrar.register(
                Screen.self,
                destinations: [
                    .tabRoot("unsaved.home", tab: "home"),
                    .tabRoot("unsaved.search", tab: "search"),
                    holdingWork(.push("unsaved.editor", hostTab: "home")),
                    holdingWork(.sheet("unsaved.form")),
                    holdingWork(.pushInModal("unsaved.note")),
                    .push("unsaved.page", hostTab: nil),
                    .sheet("unsaved.account").requires(.signedIn),
                    .fullScreenCover("unsaved.signIn").satisfies(.signedIn, with: .signIn),
                ])
        }
    }

    @MainActor
    static func harness(met: Set<Requirement> = [.signedIn]) throws -> NavigationHarness {
        try NavigationHarness(tabs: tabs, features: [Feature()], met: met)
    }
}

extension AnyRoute {
    static let editor = UnsavedWorkApp.Screen.editor.erased
    static let form = UnsavedWorkApp.Screen.form.erased
    static let note = UnsavedWorkApp.Screen.note.erased
    static let account = UnsavedWorkApp.Screen.account.erased
    static func page(_ number: Int) -> AnyRoute { UnsavedWorkApp.Screen.page(number).erased }
}

extension NavigationRouter {
    /// Types `text` into the editor on top, as its screen keeps it.
    @discardableResult
    func type(_ text: String) -> EntryID? {
        guard let entry = state.topEntry?.id else { return nil }
        setScreenState(text, UnsavedWorkApp.draft, of: entry)
        return entry
    }
}
