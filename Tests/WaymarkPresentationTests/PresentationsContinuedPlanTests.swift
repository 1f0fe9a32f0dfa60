import Testing
@_spi(FrontEnd) import Waymark

@_spi(FrontEnd) @testable import WaymarkPresentation

@Suite("Popovers, inspectors and zooms in the plan")
struct PresentationsContinuedPlanTests {
    @Test func aPopoverShowsAsItsWidthAndItsAnchorSay() {
        let anchored = popover(1)
        let unanchored = popover(1, anchored: false)
        #expect(anchored.hostingStyle == .popover && unanchored.hostingStyle == .sheet)
        #expect(anchored.shownStyle(at: .regular) == .popover && anchored.shownStyle(at: .compact) == .sheet)
        #expect(unanchored.shownStyle(at: .regular) == .sheet, "No view on screen to point at")
        #expect(inspector(1).shownStyle(at: .regular) == .inspector && inspector(1).shownStyle(at: .compact) == .sheet)
        #expect(inspector(1).isColumn(at: .regular) && !inspector(1).isColumn(at: .compact))
        #expect(sheet(1).shownStyle(at: .regular) == .sheet && cover(1).shownStyle(at: .regular) == .fullScreenCover)
    }

    @Test(arguments: [WindowWidth.compact, .regular])
    func aPopoverIsPresentedLikeASheetInItsOwnUpdate(width: WindowWidth) {
        let plan = PresentationPlanner.plan(
            from: screen("hub", modals: [sheet(1)]), to: screen("hub", modals: [popover(2, [3])]), rules: .iOS17,
            width: width)
        #expect(plan == [[.dismiss(layer: 0)], [.present(layer: 0, popover(2, [3]))]])
    }

    @Test func aWidthChangeNeverChangesWhatIsPresented() {
        let shown = screen("search", ["search": [1]], modals: [popover(1), inspector(2, [4])])
        var driver = PresentationDriver(showing: shown, rules: .iOS17, width: .compact)
        var screen = PlatformSimulator(showing: shown, rules: .iOS17, width: .compact)
        driver.windowResized(to: .regular)
        screen.width = .regular
        #expect(driver.isSettled && driver.remainingPlan.isEmpty)
        #expect(driver.show(NavigationState(shown)) == nil, "The same state at the new width needs nothing")
        #expect(screen.screen == shown)
        for width in WindowWidth.allCases {
            #expect(PresentationPlanner.plan(from: shown, to: shown, rules: .iOS16, width: width).isEmpty)
        }
    }

    @Test func aPopoverThatLosesItsAnchorIsPresentedAgainAsASheet() {
        let plan = PresentationPlanner.plan(
            from: screen("hub", modals: [popover(1)]), to: screen("hub", modals: [popover(1, anchored: false)]),
            rules: .iOS17, width: .regular)
        #expect(plan == [[.dismiss(layer: 0)], [.present(layer: 0, popover(1, anchored: false))]])
    }

    @Test func onARegularWidthAnInspectorSharesTheUpdateOfTheDismissalBeforeIt() {
        let from = screen("hub", modals: [sheet(1), sheet(2)])
        let to = screen("hub", modals: [inspector(3)])
        #expect(
            PresentationPlanner.plan(from: from, to: to, rules: .iOS17, width: .regular) == [
                [.dismiss(layer: 0), .present(layer: 0, inspector(3))]
            ])
        #expect(
            PresentationPlanner.plan(from: from, to: to, rules: .iOS16, width: .regular) == [
                [.dismiss(layer: 1)], [.dismiss(layer: 0)], [.present(layer: 0, inspector(3))],
            ], "iOS 16 has no inspector: a sheet, after the dismissals")
        #expect(
            PresentationPlanner.plan(from: from, to: to, rules: .iOS17, width: .compact) == [
                [.dismiss(layer: 0)], [.present(layer: 0, inspector(3))],
            ], "On a compact width it is a sheet, which waits its turn")
    }

    @Test func onARegularWidthAColumnGoingAwaySharesTheUpdateOfThePresentationAfterIt() {
        let from = screen("hub", modals: [inspector(1, [2])])
        let to = screen("hub", modals: [sheet(3)])
        #expect(
            PresentationPlanner.plan(from: from, to: to, rules: .iOS17, width: .regular) == [
                [.dismiss(layer: 0), .present(layer: 0, sheet(3))]
            ])
        #expect(
            PresentationPlanner.plan(
                from: screen("hub", modals: [inspector(1), sheet(2)]), to: to, rules: .iOS17, width: .regular)
                == [[.dismiss(layer: 0)], [.present(layer: 0, sheet(3))]], "A sheet going with it is a transition")
    }

    @Test func theSimulatorAcceptsAColumnBesideATransitionAndNothingElse() {
        var regular = PlatformSimulator(showing: screen("hub", modals: [sheet(1)]), rules: .iOS17, width: .regular)
        #expect(throws: PlatformRefusal.presentsWhileDismissing) {
            try regular.apply(PresentationUpdate(id: 1, steps: [.dismiss(layer: 0), .present(layer: 0, sheet(2))]))
        }
        #expect(throws: Never.self) {
            try regular.apply(PresentationUpdate(id: 2, steps: [.dismiss(layer: 0), .present(layer: 0, inspector(2))]))
        }
        var compact = PlatformSimulator(showing: screen("hub", modals: [sheet(1)]), rules: .iOS17, width: .compact)
        #expect(throws: PlatformRefusal.presentsWhileDismissing) {
            try compact.apply(PresentationUpdate(id: 1, steps: [.dismiss(layer: 0), .present(layer: 0, inspector(2))]))
        }
    }

    // MARK: - Zooms

    private let card: PresentationSource = "card"

    @Test func aPushFromTheScreenShowingTheSourceZooms() {
        let zoom = ZoomTransition(source: card, route: item(2))
        let plan = PresentationPlanner.plan(
            from: screen("search", ["search": [1]]), to: screen("search", ["search": [1, 2]]), rules: .iOS17, zoom: zoom
        )
        #expect(plan == [[.zoomed(.setTabPath("search", [item(1), item(2)]), from: card)]])
        #expect(plan[0][0].change == .setTabPath("search", [item(1), item(2)]))
        let unzoomed = PresentationPlanner.plan(
            from: screen("search", ["search": [1]]), to: screen("search", ["search": [1, 2]]), rules: .iOS17)
        #expect(unzoomed == [[.setTabPath("search", [item(1), item(2)])]], "A link's push names no zoom")
    }

    @Test func aZoomWhoseSourceIsNotOnScreenPlaysTheOrdinaryTransition() {
        let zoom = ZoomTransition(source: card, route: item(2))
        let target = screen("search", ["search": [1, 2]])
        for from in [
            screen("hub", ["search": [1]]), screen("search", ["search": [3]]), screen("search"),
            screen("search", ["search": [1]], modals: [sheet(1)]),
        ] {
            let plan = PresentationPlanner.plan(from: from, to: target, rules: .iOS17, zoom: zoom)
            #expect(!plan.joined().contains { if case .zoomed = $0 { true } else { false } }, "\(from)")
        }
    }

    @Test func aSplitViewsDetailColumnNeverZooms() {
        let split = TabLayout(splitViewTabs: ["search"])
        let zoom = ZoomTransition(source: card, route: item(2))
        let newRoot = PresentationPlanner.plan(
            from: screen("search"), to: screen("search", ["search": [2]]), rules: .iOS17, width: .regular,
            layout: split, zoom: zoom)
        #expect(newRoot == [[.setDetailColumn("search", [item(2)])]], "The card is in the other column")
        let pushed = PresentationPlanner.plan(
            from: screen("search", ["search": [1]]), to: screen("search", ["search": [1, 2]]), rules: .iOS17,
            width: .regular, layout: split, zoom: zoom)
        #expect(pushed == [[.setDetailColumn("search", [item(1), item(2)])]], "The card may be in either column")
        var simulator = PlatformSimulator(
            showing: screen("search", ["search": [1]]), rules: .iOS17, width: .regular, layout: split)
        #expect(throws: PlatformRefusal.zoomWithoutSource) {
            try simulator.apply(
                PresentationUpdate(id: 1, steps: [.zoomed(.setDetailColumn("search", [item(1), item(2)]), from: card)]))
        }
    }

    @Test func aCoverAndAPushInsideALayerZoomToo() {
        let over = screen("hub", ["hub": [1]], modals: [sheet(1, [5])])
        let zoomedCover = PresentationPlanner.plan(
            from: over, to: screen("hub", ["hub": [1]], modals: [sheet(1, [5]), cover(7)]), rules: .iOS17,
            zoom: ZoomTransition(source: card, route: cover(7).root))
        #expect(zoomedCover == [[.zoomed(.present(layer: 1, cover(7)), from: card)]])
        let zoomedPush = PresentationPlanner.plan(
            from: over, to: screen("hub", ["hub": [1]], modals: [sheet(1, [5, 6])]), rules: .iOS17,
            zoom: ZoomTransition(source: card, route: item(6)))
        #expect(zoomedPush == [[.zoomed(.setLayerPath(0, [item(5), item(6)]), from: card)]])
    }

    @Test func aCoverZoomsAfterTheDialogOverItsSourceGoes() {
        var from = screen("hub", ["hub": [1]])
        from.dialog = alert
        let plan = PresentationPlanner.plan(
            from: from, to: screen("hub", ["hub": [1]], modals: [cover(7)]), rules: .iOS17,
            zoom: ZoomTransition(source: card, route: cover(7).root))
        #expect(plan == [[.dismissDialog], [.zoomed(.present(layer: 0, cover(7)), from: card)]])
    }

    @Test func whereThePlatformHasNeitherAnInspectorIsASheetAndNothingZooms() {
        #expect(inspector(1).shownStyle(at: .regular, under: .iOS16) == .sheet)
        #expect(!inspector(1).isColumn(at: .regular, under: .iOS16))
        let plan = PresentationPlanner.plan(
            from: screen("hub", modals: [sheet(1)]), to: screen("hub", modals: [inspector(2)]), rules: .iOS16,
            width: .regular)
        #expect(plan == [[.dismiss(layer: 0)], [.present(layer: 0, inspector(2))]], "A sheet waits its turn")
        let push = PresentationPlanner.plan(
            from: screen("search", ["search": [1]]), to: screen("search", ["search": [1, 2]]), rules: .iOS16,
            zoom: ZoomTransition(source: card, route: item(2)))
        #expect(push == [[.setTabPath("search", [item(1), item(2)])]])
        var simulator = PlatformSimulator(showing: screen("search", ["search": [1]]), rules: .iOS16)
        #expect(throws: PlatformRefusal.zoomWithoutSource) {
            try simulator.apply(
                PresentationUpdate(id: 1, steps: [.zoomed(.setTabPath("search", [item(1), item(2)]), from: card)]))
        }
    }

    @Test func theSimulatorRefusesAZoomWhoseSourceIsNotOnScreen() {
        var simulator = PlatformSimulator(showing: screen("search", ["search": [1]]), rules: .iOS17)
        #expect(throws: PlatformRefusal.zoomWithoutSource) {
            try simulator.apply(
                PresentationUpdate(id: 1, steps: [.zoomed(.setTabPath("search", [item(3), item(2)]), from: card)]))
        }
        #expect(throws: PlatformRefusal.zoomWithoutSource) {
            try simulator.apply(PresentationUpdate(id: 1, steps: [.zoomed(.present(layer: 0, sheet(2)), from: card)]))
        }
        #expect(throws: Never.self) {
            try simulator.apply(
                PresentationUpdate(id: 1, steps: [.zoomed(.setTabPath("search", [item(1), item(2)]), from: card)]))
        }
        #expect(simulator.screen == screen("search", ["search": [1, 2]]))
    }

    @Test func aDriverZoomsOnlyForTheTargetTheZoomCameWith() {
        var driver = PresentationDriver(showing: screen("search", ["search": [1]]), rules: .iOS17)
        let first = driver.show(
            NavigationState(screen("search", ["search": [1, 2]])), zooming: ZoomTransition(source: card, route: item(2))
        )
        #expect(first?.steps == [.zoomed(.setTabPath("search", [item(1), item(2)]), from: card)])
        #expect(driver.show(NavigationState(screen("search", ["search": [1, 2, 3]]))) == nil, "Busy")
        #expect(driver.zoom == nil, "A new target drops the zoom")
        #expect(driver.didComplete(first!.id)?.steps == [.setTabPath("search", [item(1), item(2), item(3)])])
    }
}
