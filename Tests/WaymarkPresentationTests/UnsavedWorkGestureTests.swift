import Testing
@_spi(FrontEnd) import WaymarkPresentation

@_spi(FrontEnd) @testable import Waymark

/// The finger and unsaved work: a gesture that would take a screen holding unsaved work does not
/// move it, and its attempt asks; where the platform takes the screen anyway (a sheet dragged down
/// below its root on iOS 18, a swipe back that ignored the guard), the state keeps it, the plan
/// brings it back and the question asks. The threads' failure modes, replayed.
@MainActor
@Suite("Unsaved work under the finger")
struct UnsavedWorkGestureTests {
    enum Screen: Route {
        case home, editor, form, note
        static let typeKey = "gesture.unsaved"
        var destinationName: DestinationName {
            switch self {
            case .home: "gesture.home"
            case .editor: "gesture.editor"
            case .form: "gesture.form"
            case .note: "gesture.note"
            }
        }
    }

    nonisolated static let draft = ScreenStateKey.Saved<String>("gesture.draft")

    struct Feature: NavigationFeature {
        let name = "gesture"
        func register(into registrar: inout FeatureRegistrar) {
            func holdingWork(_ declaration: DestinationDeclaration<Screen>) -> DestinationDeclaration<Screen> {
                var declaration = declaration
                declaration.unsavedWork = UnsavedWork(
                    UnsavedWorkGestureTests.draft, question: UnsavedWorkQuestion(), test: { !$0.isEmpty })
                return declaration
            }
            registrar.register(
                Screen.self,
                destinations: [
                    .tabRoot("gesture.home", tab: "home"), holdingWork(.push("gesture.editor", hostTab: "home")),
                    .sheet("gesture.form"), holdingWork(.pushInModal("gesture.note")),
                ])
        }
    }

    let ui = ManualHost()
    let presenter: ScreenPresenter
    var router: NavigationRouter { presenter.router }

    /// A presenter whose updates complete when their animations finish: the test plays them.
    init() throws {
        var builder = RegistryBuilder(tabs: ["home"])
        builder.add(Feature())
        let router = NavigationRouter(registry: try builder.build())
        presenter = try ScreenPresenter(
            router: router, links: LinkHandler(router: router), completion: .immediate,
            tabRoots: TabRoots(registry: router.registry, overrides: ["home": Screen.home.erased]), host: ui.host)
    }

    /// Shows `intents` and types into the screen on top.
    func showing(_ intents: NavigationIntent..., typed text: String = "unsaved") throws -> EntryID {
        try router.apply(NavigationTransaction(intents))
        ui.finishAllAnimations()
        let entry = try #require(router.state.topEntry?.id)
        router.setScreenState(text, Self.draft, of: entry)
        return entry
    }

    @Test func aSwipeBackOnAScreenHoldingWorkAsksAndNeverBegins() throws {
        _ = try showing(.push(Screen.editor.erased))
        #expect(presenter.refusal(toBegin: .swipingBack(.top)) == .unsavedWork(.swipingBack(.tab("home"))))
        let before = router.state.place
        try presenter.userBegan(.swipingBack(.top))
        #expect(presenter.gesture == nil, "The finger takes nothing")
        #expect(router.state.place == before && router.state.heldExit != nil)
        ui.finishAllAnimations()
        #expect(presenter.displayed.dialog == router.state.dialog, "The question is on screen")
        #expect(presenter.displayed.stack(of: "home") == [Screen.editor.erased])
    }

    @Test func aDragDownOnASheetOverWorkAsksAndASavedScreenLetsTheFingerGo() throws {
        _ = try showing(.present(Screen.form.erased), .push(Screen.note.erased))
        #expect(presenter.refusal(toBegin: .draggingDown(layer: 0)) == .unsavedWork(.draggingDown(layer: 0)))
        try presenter.userBegan(.draggingDown(layer: 0))
        #expect(presenter.gesture == nil && router.state.modals.count == 1 && router.state.heldExit != nil)
        try presenter.userAnswered(button: 1)
        ui.finishAllAnimations()
        router.setScreenState("", Self.draft, of: try #require(router.state.topEntry?.id))
        #expect(presenter.refusal(toBegin: .draggingDown(layer: 0)) == nil, "Nothing to lose: the finger may")
        try presenter.userBegan(.draggingDown(layer: 0))
        #expect(presenter.gesture == .draggingDown(layer: 0))
        try presenter.userFinishedGesture()
        #expect(router.state.modals.isEmpty)
    }

    /// woocommerce-ios #16836: on iOS 18 `interactiveDismissDisabled` is ignored below a sheet's
    /// root, so the platform dismisses a sheet whose pushed screen holds work. The write-back is
    /// held: the state keeps the sheet, the plan presents it again, and the question asks.
    @Test func aSheetDraggedAwayBelowItsRootComesBackAndAsks() throws {
        let note = try showing(.present(Screen.form.erased), .push(Screen.note.erased))
        try presenter.userSetLayer(nil, at: 0, style: .sheet)
        #expect(router.state.modals.count == 1 && router.state.heldExit?.screens == [note])
        ui.finishAllAnimations()
        #expect(presenter.displayed.modals.count == 1, "The sheet is shown again")
        #expect(presenter.displayed.dialog == router.state.dialog)
        #expect(router.screenState(Self.draft, of: note) == "unsaved", "The draft survived")
    }

    /// react-navigation #12966: the iOS swipe back ignored the guard. A pop SwiftUI's stack wrote
    /// (a swipe the adapter could not hold) is held the same way: the screen comes back and asks.
    @Test func aSwipeBackThatIgnoredTheGuardComesBackAndAsks() throws {
        let editor = try showing(.push(Screen.editor.erased))
        try presenter.userSetPath([], of: .tab("home"))
        try presenter.screenLeft(Screen.editor.erased, of: .tab("home"))
        #expect(router.state.stack(of: "home") == [Screen.editor.erased])
        #expect(router.state.heldExit?.screens == [editor])
        ui.finishAllAnimations()
        #expect(presenter.displayed.stack(of: "home") == [Screen.editor.erased])
        #expect(presenter.displayed.dialog != nil)
        try presenter.userAnswered(button: 0)
        ui.finishAllAnimations()
        #expect(presenter.displayed.stack(of: "home").isEmpty && router.state.stack(of: "home").isEmpty)
    }

    /// Navigator's `navigationLocked()` cancels a link that arrives over a locked screen. Here the
    /// link waits for the answer and opens after "Discard".
    @Test func aLinkWaitsForTheAnswerInsteadOfBeingCancelled() throws {
        _ = try showing(.push(Screen.editor.erased))
        try router.apply(
            NavigationTransaction([.popToRoot(.tab("home")), .present(Screen.form.erased)], cause: .link("l")))
        #expect(router.state.modals.isEmpty && router.state.heldExit?.link == "l")
        try presenter.userAnswered(button: 0)
        ui.finishAllAnimations()
        #expect(presenter.displayed.modals.map(\.root) == [Screen.form.erased])
    }
}
