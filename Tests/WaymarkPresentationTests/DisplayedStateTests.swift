import Testing
@_spi(FrontEnd) import Waymark

@_spi(FrontEnd) @testable import WaymarkPresentation

@Suite("What the screen shows")
struct DisplayedStateTests {
    @Test func aStateIsShownAsItsTabStacksAndModals() {
        var all = Dictionary(uniqueKeysWithValues: tabs.map { ($0, [AnyRoute]()) })
        all["search"] = [item(1)]
        var state = NavigationState(selectedTab: "search", stacks: all, modals: [sheet(2)])
        state.notice = .app(AppNotice("ignored"))
        #expect(DisplayedState(state) == screen("search", ["search": [1]], modals: [sheet(2)]))
    }

    @Test func aSwipeBackShortensTheStackItActsOn() {
        let shown = screen("search", ["search": [1, 2, 3], "hub": [4, 5]], modals: [sheet(1, [6, 7])])
        #expect(shown.applying(.swipedBack(.top, toDepth: 1)).modals == [sheet(1, [6])], "The top is the top layer")
        #expect(shown.applying(.swipedBack(.tab("hub"), toDepth: 0)).stack(of: "hub").isEmpty)
        #expect(shown.applying(.swipedBack(.layer(0), toDepth: 0)).modals == [sheet(1)])
        #expect(shown.applying(.swipedBack(.layer(4), toDepth: 0)) == shown, "A layer not on screen: nothing")
        let noModal = screen("search", ["search": [1, 2, 3]])
        #expect(noModal.applying(.swipedBack(.top, toDepth: 2)).stack(of: "search") == [item(1), item(2)])
        #expect(noModal.applying(.swipedBack(.top, toDepth: -3)).stack(of: "search").isEmpty)
    }

    @Test func aSwipeDownTakesTheLayerAndThoseAboveIt() {
        let shown = screen(modals: [sheet(1), sheet(2), cover(3)])
        #expect(shown.applying(.draggedDown(layer: 1)).modals == [sheet(1)])
        #expect(shown.applying(.draggedDown(layer: 7)) == shown)
        #expect(shown.applying(.selectedTab("arcade")).selectedTab == "arcade")
    }

    @Test func stepsThatNoLongerFitChangeNothing() {
        let shown = screen(modals: [sheet(1)])
        #expect(shown.applying([.dismiss(layer: 3)]) == shown)
        #expect(shown.applying([.setLayerPath(2, [item(1)])]) == shown)
        #expect(shown.applying([.present(layer: 3, sheet(9))]) == shown, "Only the next layer up can be presented")
        #expect(shown.applying([.present(layer: 1, sheet(9))]).modals == [sheet(1), sheet(9)])
    }

    @Test func platformsAreFoundByName() {
        #expect(PlatformRules(named: "ios16") == .iOS16)
        #expect(PlatformRules(named: "ios17") == .iOS17)
        #expect(PlatformRules(named: "ios15") == nil)
        #expect(PlatformRules.iOS16.dismissesOneLayerAtATime && !PlatformRules.iOS17.dismissesOneLayerAtATime)
    }

    @Test func stepsDescribeThemselvesForLogs() {
        #expect(PresentationStep.dismiss(layer: 1).description == "dismiss layer 1")
        #expect(PresentationStep.setTabPath("hub", [item(1)]).description == #"set tab hub to ["screen.item"]"#)
        #expect(
            PresentationStep.present(layer: 0, sheet(2, [3])).description
                == #"present layer 0: ["screen.sheet", "screen.item"]"#)
    }
}

@Suite("The driver, step by step")
struct DriverStepTests {
    func handedOut(_ update: PresentationUpdate?) -> [PresentationStep]? { update?.steps }

    @Test func aNewDriverIsSettledOnWhatItShows() {
        let driver = PresentationDriver(showing: screen(modals: [sheet(1)]), rules: .iOS16)
        #expect(driver.isSettled)
        #expect(driver.remainingPlan.isEmpty)
        #expect(driver.inFlight == nil)
    }

    @Test func showingWhatIsShownHandsOutNothing() {
        var driver = PresentationDriver(showing: screen("search", ["search": [1]]), rules: .iOS17)
        let update = driver.show(NavigationState(screen("search", ["search": [1]])))
        #expect(update == nil)
        #expect(driver.isSettled)
    }

    @Test func onIOS16LayersGoOneUpdateEachTopFirst() {
        var driver = PresentationDriver(showing: screen(modals: [sheet(1), sheet(2), cover(3)]), rules: .iOS16)
        var seen: [[PresentationStep]] = []
        var update = driver.show(NavigationState(screen("arcade")))
        #expect(driver.remainingPlan.count == 2, "Two more after the one under way")
        while let running = update {
            seen.append(running.steps)
            update = driver.didComplete(running.id)
        }
        #expect(seen == [[.select("arcade"), .dismiss(layer: 2)], [.dismiss(layer: 1)], [.dismiss(layer: 0)]])
        #expect(driver.isSettled)
    }

    @Test func updateIDsNeverRepeat() {
        var driver = PresentationDriver(showing: screen(), rules: .iOS17)
        var ids: [Int] = []
        for target in [
            screen(modals: [sheet(1)]), screen(), screen(modals: [sheet(2), sheet(3)]), screen("hub", ["hub": [1]]),
        ] {
            var update = driver.show(NavigationState(target))
            while let running = update {
                ids.append(running.id)
                update = driver.didComplete(running.id)
            }
        }
        #expect(ids.count == 5, "Present, dismiss, two presents, one dismissal with a path")
        #expect(Set(ids).count == ids.count)
    }
}

@Suite("The simulated screen and the user")
struct SimulatorGestureTests {
    @Test func theUserActsWhileAnUpdateRuns() throws {
        var simulator = PlatformSimulator(showing: screen("search", ["search": [1, 2]]), rules: .iOS17)
        try simulator.apply(PresentationUpdate(id: 1, steps: [.present(layer: 0, sheet(1, [3]))]))
        simulator.userDoes(.swipedBack(.tab("search"), toDepth: 1))
        simulator.userDoes(.swipedBack(.top, toDepth: 0))
        #expect(simulator.screen == screen("search", ["search": [1]], modals: [sheet(1)]))
        #expect(simulator.running?.id == 1, "A gesture does not finish the running update")
    }
}
