import Testing
@_spi(FrontEnd) import Waymark

@_spi(FrontEnd) @testable import WaymarkPresentation

/// The update a driver handed out, or a failed test when it handed out none.
func handed(_ update: PresentationUpdate?, sourceLocation: SourceLocation = #_sourceLocation) throws
    -> PresentationUpdate
{
    try #require(update, "The driver handed out no update", sourceLocation: sourceLocation)
}

@Suite("The driver plays plans on completion signals")
struct DriverTests {
    @Test func itHandsOutOneUpdateAndWaitsForItsSignal() throws {
        var driver = PresentationDriver(showing: screen(), rules: .iOS17)
        let first = try handed(driver.show(NavigationState(screen(modals: [sheet(1), sheet(2)]))))
        #expect(first.steps == [.present(layer: 0, sheet(1))])
        let handedOut1 = driver.show(NavigationState(screen(modals: [sheet(1), sheet(2)])))
        #expect(handedOut1 == nil, "Busy until the signal")
        let second = try handed(driver.didComplete(first.id))
        #expect(second.steps == [.present(layer: 1, sheet(2))])
        let handedOut2 = driver.didComplete(second.id)
        #expect(handedOut2 == nil)
        #expect(driver.isSettled)
    }

    @Test func lateRepeatedAndUnknownSignalsChangeNothing() throws {
        var driver = PresentationDriver(showing: screen(), rules: .iOS17)
        let first = try handed(driver.show(NavigationState(screen(modals: [sheet(1), sheet(2)]))))
        let handedOut3 = driver.didComplete(first.id + 7)
        #expect(handedOut3 == nil)
        let handedOut4 = driver.didComplete(first.id - 1)
        #expect(handedOut4 == nil)
        let second = try handed(driver.didComplete(first.id))
        let handedOut5 = driver.didComplete(first.id)
        #expect(handedOut5 == nil, "A repeated signal for a finished update")
        #expect(driver.inFlight == second)
        let handedOut6 = driver.didComplete(second.id)
        #expect(handedOut6 == nil)
        let handedOut7 = driver.didComplete(second.id)
        #expect(handedOut7 == nil)
        #expect(driver.isSettled)
    }

    @Test func aNewTargetMidPlanIsPlannedFromWhatTheScreenShows() throws {
        var driver = PresentationDriver(showing: screen(), rules: .iOS17)
        let first = try handed(driver.show(NavigationState(screen(modals: [sheet(1), sheet(2)]))))
        let handedOut8 = driver.show(NavigationState(screen("search", ["search": [4]])))
        #expect(handedOut8 == nil)
        let next = try handed(driver.didComplete(first.id))
        #expect(
            next.steps == [.select("search"), .setTabPath("search", [item(4)]), .dismiss(layer: 0)],
            "Sheet 2 was never presented, so only sheet 1 is dismissed")
        let handedOut9 = driver.didComplete(next.id)
        #expect(handedOut9 == nil)
        #expect(driver.displayed == screen("search", ["search": [4]]))
    }

    @Test func aGestureMidPlanIsTakenIntoAccount() throws {
        var driver = PresentationDriver(showing: screen("search", ["search": [1, 2]]), rules: .iOS17)
        let target = screen("search", ["search": [1, 2]], modals: [sheet(1), sheet(2)])
        let first = try handed(driver.show(NavigationState(target)))
        // While the first sheet comes up, the user swipes it away: the state follows.
        let handedOut10 = driver.userDid(.draggedDown(layer: 0))
        #expect(handedOut10 == nil)
        _ = driver.show(NavigationState(screen("search", ["search": [1, 2]])))
        let handedOut11 = driver.didComplete(first.id)
        #expect(handedOut11 == nil, "Nothing left to do: the screen shows the state")
        #expect(driver.isSettled)
    }

    @MainActor @Test func aGestureThatBringsMoreGetsAPlanForWhatIsMore() throws {
        // The user swipes back to where a sheet was left; the state written back presents it again.
        let app = try PresentationFixture.router()
        try app.perform(.selectTab("search"), .push(PresentationFixture.list), .present(PresentationFixture.settings))
        try app.perform(.leaveModals(push: [PresentationFixture.item], rememberModals: true))
        var driver = PresentationDriver(showing: DisplayedState(app.state), rules: .iOS17)
        let handedOut12 = driver.userDid(.swipedBack(.top, toDepth: 1))
        #expect(handedOut12 == nil, "The pop is on screen already")
        try app.userDid(.swipedBack(.top, toDepth: 1))
        let update = try handed(driver.show(app.state))
        #expect(update.steps == [.present(layer: 0, ModalLayer(style: .sheet, root: PresentationFixture.settings))])
    }
}

@Suite("The simulated platform refuses what SwiftUI refuses")
struct SimulatorTests {
    func refusal(_ steps: [PresentationStep], on screen: DisplayedState, _ rules: PlatformRules = .iOS17)
        -> PlatformRefusal?
    {
        var simulator = PlatformSimulator(showing: screen, rules: rules)
        do {
            try simulator.apply(PresentationUpdate(id: 1, steps: steps))
            return nil
        } catch {
            #expect(simulator.screen == screen, "A refused update changes nothing")
            return error
        }
    }

    @Test func oneTransitionAtATime() throws {
        var simulator = PlatformSimulator(showing: screen(), rules: .iOS17)
        try simulator.apply(PresentationUpdate(id: 1, steps: [.present(layer: 0, sheet(1))]))
        #expect(throws: PlatformRefusal.busy(running: 1)) {
            try simulator.apply(PresentationUpdate(id: 2, steps: [.present(layer: 1, sheet(2))]))
        }
        #expect(simulator.finish() == 1)
        #expect(simulator.finish() == nil)
        try simulator.apply(PresentationUpdate(id: 2, steps: [.present(layer: 1, sheet(2))]))
    }

    @Test func theRulesOfOneUpdate() {
        let two = screen(modals: [sheet(1), sheet(2)])
        #expect(
            refusal([.present(layer: 0, sheet(1)), .present(layer: 1, sheet(2))], on: screen())
                == .morePresentationsThanOne)
        #expect(refusal([.dismiss(layer: 1), .dismiss(layer: 0)], on: two) == .moreDismissalsThanOne)
        #expect(refusal([.select("search"), .select("hub")], on: screen()) == .moreSelectionsThanOne)
        #expect(refusal([.dismiss(layer: 1), .present(layer: 1, sheet(3))], on: two) == .presentsWhileDismissing)
        #expect(refusal([.present(layer: 1, sheet(1))], on: screen()) == .presentsOutOfOrder(1))
        #expect(refusal([.dismiss(layer: 2)], on: two) == .noSuchLayer(2))
        #expect(refusal([.dismiss(layer: 0)], on: two, .iOS16) == .dismissesOneLayerAtATime(0))
        #expect(refusal([.dismiss(layer: 0)], on: two, .iOS17) == nil)
        #expect(
            refusal([.present(layer: 0, sheet(1)), .setLayerPath(0, [item(1)])], on: screen())
                == .pathOfALayerNotPresented(0))
        #expect(refusal([.dismiss(layer: 0), .setLayerPath(1, [item(1)])], on: two) == .pathOfALayerBeingDismissed(1))
        #expect(refusal([.dismiss(layer: 1), .setLayerPath(0, [item(1)]), .select("search")], on: two) == nil)
    }
}

@MainActor
@Suite("Seeded scenarios through the real router")
struct ScenarioTests {
    @Test(arguments: [PlatformRules.iOS16, .iOS17])
    func leaveASheetForAPushAndComeBackToFindItAgain(rules: PlatformRules) throws {
        let app = try PresentationFixture.router()
        let adapter = ExampleAdapter(router: app, rules: rules)
        try app.perform(.selectTab("search"), .push(PresentationFixture.list), .present(PresentationFixture.settings))
        adapter.settle()
        try app.perform(.leaveModals(push: [PresentationFixture.item], rememberModals: true))
        #expect(
            adapter.lastPlan == [
                [.setTabPath("search", [PresentationFixture.list, PresentationFixture.item]), .dismiss(layer: 0)]
            ])
        adapter.settle()
        try app.perform(.pop())
        #expect(
            adapter.lastPlan == [
                [
                    .setTabPath("search", [PresentationFixture.list]),
                    .present(layer: 0, ModalLayer(style: .sheet, root: PresentationFixture.settings)),
                ]
            ])
        adapter.settle()
        #expect(adapter.screen == DisplayedState(app.state))
    }

    @Test func aNotificationWhileTheUserSwipesBack() throws {
        let app = try PresentationFixture.router()
        let adapter = ExampleAdapter(router: app, rules: .iOS17)
        try app.perform(.selectTab("search"), .push(PresentationFixture.list), .push(PresentationFixture.item))
        adapter.settle()
        // A sheet starts coming up, the user swipes back underneath, a notification replaces it all.
        try app.perform(.present(PresentationFixture.settings))
        adapter.userSwipesBack(on: .tab("search"), toDepth: 1)
        try app.perform(
            .dismissAll, .selectTab("hub"), .push(PresentationFixture.item, on: .tab("hub")),
            cause: .notification("news"))
        adapter.settle()
        #expect(adapter.refusals.isEmpty)
        #expect(adapter.screen == DisplayedState(app.state))
        #expect(app.state.stack(of: "search") == [PresentationFixture.list])
    }
}
