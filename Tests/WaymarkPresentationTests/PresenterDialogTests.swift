import Testing
@_spi(FrontEnd) import Waymark

@_spi(FrontEnd) @testable import WaymarkPresentation

private typealias Route = PresenterApp.Route

/// The feature's own answer, as a dialog's button carries it.
private enum Answer: Hashable, Sendable { case leave }

@MainActor
@Suite("The screen presenter: dialogs and sheet sizes")
struct PresenterDialogTests {
    let ui = ManualHost()
    let leave = try! Dialog(
        .alert, title: "Leave?", buttons: [.init("Leave", role: .destructive, action: DialogAction(Answer.leave))])

    @Test func aDialogIsShownOnceItsUpdateIsApplied() throws {
        let presenter = try PresenterApp.presenter(host: ui)
        try presenter.router.perform(.showDialog(leave))
        #expect(presenter.driver.inFlight?.steps == [.presentDialog(leave)])
        #expect(presenter.displayed.dialog == leave)
        ui.finishAnimation()
        #expect(presenter.driver.inFlight == nil)
    }

    @Test func onlyTheTopMostLevelPresentsTheDialog() throws {
        let presenter = try PresenterApp.presenter(host: ui)
        try presenter.router.perform(.present(Route.settings.erased), .showDialog(leave))
        ui.finishAllAnimations()
        presenter.uiSignalled(.appeared(try #require(presenter.parts.presentedLayer(0, style: .sheet))))
        ui.finishAllAnimations()
        #expect(presenter.displayed.dialog == leave)
        #expect(presenter.parts.dialog(atLevel: 0) == nil, "the tab view is covered by the sheet")
        #expect(presenter.parts.dialog(atLevel: 1) == leave)
        #expect(presenter.parts.dialog(atLevel: 2) == nil)
    }

    @Test func anAnswerIsWrittenBackAndItsActionHandedToTheApp() throws {
        let presenter = try PresenterApp.presenter(host: ui)
        try presenter.router.perform(.showDialog(leave))
        ui.finishAllAnimations()
        let action = try presenter.userAnswered(button: 0)
        #expect(action?.as(Answer.self) == .leave)
        #expect(presenter.router.state.dialog == nil && presenter.displayed.dialog == nil)
        #expect(presenter.driver.inFlight == nil, "SwiftUI took the alert away itself: nothing to animate")
        #expect(try presenter.userAnswered(button: 0) == nil, "a second answer to a dialog that is gone means nothing")
    }

    @Test func tappingOutsideChoosesCancel() throws {
        let presenter = try PresenterApp.presenter(host: ui)
        try presenter.router.perform(.showDialog(leave))
        ui.finishAllAnimations()
        let events = presenter.router.state
        try presenter.userSetDialogDismissed()
        #expect(presenter.router.state.dialog == nil && events.dialog == leave)
        #expect(throws: Never.self, "after the answer it means nothing") { try presenter.userSetDialogDismissed() }
    }

    @Test func aSheetsSizesAreReadAndTheUsersDragWrittenBack() throws {
        let presenter = try PresenterApp.presenter(host: ui)
        try presenter.router.perform(.present(Route.settings.erased))
        ui.finishAllAnimations()
        presenter.uiSignalled(.appeared(try #require(presenter.parts.presentedLayer(0, style: .sheet))))
        #expect(presenter.driver.inFlight == nil)
        #expect(presenter.parts.sheetSizes(ofLayer: 0).declared == [.medium, .large])
        #expect(presenter.parts.sheetSizes(ofLayer: 0).current == .medium)
        try presenter.userSetDetent(.large, ofLayer: 0)
        #expect(presenter.parts.sheetSizes(ofLayer: 0).current == .large)
        #expect(presenter.driver.inFlight == nil, "the drag is on screen already")
        #expect(throws: ScreenRefusal.navigation(.undeclaredDetent(.fraction(0.2), "app.settings"))) {
            try presenter.userSetDetent(.fraction(0.2), ofLayer: 0)
        }
        #expect(presenter.parts.sheetSizes(ofLayer: 0).current == .large)
        #expect(
            presenter.parts.sheetSizes(ofLayer: 1).declared.isEmpty
                && presenter.parts.sheetSizes(ofLayer: 1).current == nil)
        #expect(try presenter.userAnswered(button: 0) == nil, "no dialog is shown")
    }
}
