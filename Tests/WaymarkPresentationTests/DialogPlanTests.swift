import Testing
@_spi(FrontEnd) import Waymark

@_spi(FrontEnd) @testable import WaymarkPresentation

/// SwiftUI shows an alert or a confirmation dialog with a modifier, as it does a sheet, and cannot
/// change both in one update; these plans keep them apart.
@Suite("Dialogs in the plan")
struct DialogPlanTests {
    func plan(_ from: DisplayedState, _ to: DisplayedState, _ rules: PlatformRules = .iOS17) -> [[PresentationStep]] {
        PresentationPlanner.plan(from: from, to: to, rules: rules)
    }

    func with(_ dialog: Dialog, _ state: DisplayedState) -> DisplayedState {
        var shown = state
        shown.dialog = dialog
        return shown
    }

    @Test func aDialogOverWhatIsShownIsOneUpdate() {
        let sheetShown = screen(modals: [sheet(1)])
        #expect(plan(sheetShown, with(alert, sheetShown)) == [[.presentDialog(alert)]])
    }

    @Test func answeringAndNavigatingOnTheSameScreenIsOneUpdate() {
        #expect(
            plan(with(alert, screen()), screen("hub", ["hub": [2]])) == [
                [.setTabPath("hub", [item(2)]), .dismissDialog]
            ])
    }

    @Test func aDialogGoesInAnUpdateOfItsOwnBeforeALayerChanges() {
        #expect(
            plan(with(confirmation, screen(modals: [sheet(1)])), screen("search", modals: [cover(2)])) == [
                [.dismissDialog],
                [.select("search"), .dismiss(layer: 0)],
                [.present(layer: 0, cover(2))],
            ])
    }

    @Test func aDialogComesInAnUpdateOfItsOwnAfterTheLayerItIsShownOver() {
        #expect(
            plan(screen(), with(alert, screen(modals: [sheet(1)]))) == [
                [.present(layer: 0, sheet(1))], [.presentDialog(alert)],
            ])
    }

    @Test func oneDialogReplacingAnotherTakesTwoUpdates() {
        #expect(
            plan(with(alert, screen()), with(confirmation, screen())) == [
                [.dismissDialog], [.presentDialog(confirmation)],
            ])
    }

    @Test func theSimulatedPlatformRefusesADialogBesideALayerChange() throws {
        var simulator = PlatformSimulator(showing: screen(), rules: .iOS17)
        #expect(throws: PlatformRefusal.dialogWithModalChange) {
            try simulator.apply(
                PresentationUpdate(id: 1, steps: [.present(layer: 0, sheet(1)), .presentDialog(alert)]))
        }
        #expect(throws: PlatformRefusal.noDialogShown) {
            try simulator.apply(PresentationUpdate(id: 1, steps: [.dismissDialog]))
        }
        #expect(throws: PlatformRefusal.moreDialogStepsThanOne) {
            try simulator.apply(
                PresentationUpdate(id: 1, steps: [.presentDialog(alert), .presentDialog(confirmation)]))
        }
        try simulator.apply(PresentationUpdate(id: 1, steps: [.presentDialog(alert)]))
        _ = simulator.finish()
        #expect(throws: PlatformRefusal.dialogAlreadyShown) {
            try simulator.apply(PresentationUpdate(id: 2, steps: [.presentDialog(confirmation)]))
        }
        #expect(simulator.screen.dialog == alert)
    }

    @Test func aDialogWaitsOnlyForItsAnimation() {
        let update = PresentationUpdate(id: 1, steps: [.presentDialog(alert)])
        #expect(CompletionPolicy.standard.signals(awaitedBy: update, on: screen()) == [.animationFinished])
    }
}
