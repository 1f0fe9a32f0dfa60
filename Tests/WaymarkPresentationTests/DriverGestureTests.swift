import Testing
@_spi(FrontEnd) import Waymark

@_spi(FrontEnd) @testable import WaymarkPresentation

/// The driver while a gesture is under the user's finger: nothing is handed out, and what the
/// state changed meanwhile is planned from the screen the gesture leaves.
@Suite("The driver holds every update while a gesture is under way")
struct DriverGestureTests {
    @Test func aNewTargetWaitsForTheFingerAndIsPlannedFromWhatTheGestureLeft() throws {
        let shown = screen("search", ["search": [1, 2]])
        var driver = PresentationDriver(showing: shown, rules: .iOS17)
        driver.gestureBegan(.swipingBack(.tab("search")))
        let target = screen("search", ["search": [1, 2]], modals: [sheet(1)])
        #expect(driver.show(NavigationState(target)) == nil, "Held while the finger is down")
        #expect(!driver.isSettled)
        var answered = target
        answered.stacks["search"] = [item(1)]
        let update = try handed(
            driver.gestureFinished(as: .swipedBack(.tab("search"), toDepth: 1), answered: NavigationState(answered)))
        #expect(update.steps == [.present(layer: 0, sheet(1))], "The pop is on screen already")
        #expect(driver.gesture == nil)
    }

    @Test func aCancelledGestureHandsOutOnlyWhatChangedMeanwhile() throws {
        var driver = PresentationDriver(showing: screen("search", ["search": [1]]), rules: .iOS17)
        driver.gestureBegan(.swipingBack(.tab("search")))
        #expect(driver.show(NavigationState(screen("hub", ["search": [1]]))) == nil)
        let update = try handed(driver.gestureCancelled())
        #expect(update.steps == [.select("hub")])
        #expect(driver.displayed.stack(of: "search") == [item(1)], "The swiped screen stays")
    }

    @Test func anUpdateUnderWayStillCompletesAndTheNextWaitsForTheFinger() throws {
        var driver = PresentationDriver(showing: screen("search", ["search": [1]]), rules: .iOS17)
        let running = try handed(driver.show(NavigationState(screen("search", ["search": [1]], modals: [sheet(1)]))))
        driver.gestureBegan(.draggingDown(layer: 0))
        _ = driver.show(NavigationState(screen("search", ["search": [1]], modals: [sheet(1), sheet(2)])))
        #expect(driver.didComplete(running.id) == nil, "Done, and nothing follows under the finger")
        #expect(driver.inFlight == nil)
        #expect(driver.gestureCancelled()?.steps == [.present(layer: 1, sheet(2))])
    }

    @Test func aRestartDropsTheGesture() {
        var driver = PresentationDriver(showing: screen(), rules: .iOS17)
        driver.gestureBegan(.draggingDown(layer: 0))
        driver.restart(showing: NavigationState(screen("search")))
        #expect(driver.gesture == nil && driver.isSettled)
    }
}
