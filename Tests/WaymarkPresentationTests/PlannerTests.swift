import Testing
@_spi(FrontEnd) import Waymark

@_spi(FrontEnd) @testable import WaymarkPresentation

@Suite("The plan from the screen to a state")
struct PlannerTests {
    let ios16 = PlatformRules.iOS16
    let ios17 = PlatformRules.iOS17

    func plan(_ from: DisplayedState, _ to: DisplayedState, _ rules: PlatformRules = .iOS17) -> [[PresentationStep]] {
        PresentationPlanner.plan(from: from, to: to, rules: rules)
    }

    @Test func nothingToChangeIsAnEmptyPlan() {
        let state = screen("search", ["search": [1, 2]], modals: [sheet(1, [3])])
        #expect(plan(state, state).isEmpty)
        #expect(plan(state, state, ios16).isEmpty)
    }

    @Test func pushesAndATabChangeAreOneUpdate() {
        #expect(
            plan(screen(), screen("search", ["search": [1, 2], "hub": [3]])) == [
                [
                    .select("search"), .setTabPath("hub", [item(3)]), .setTabPath("search", [item(1), item(2)]),
                ]
            ])
    }

    @Test func presentingALayerIsOneUpdateThatCarriesTheRest() {
        #expect(
            plan(screen(), screen("search", ["search": [1]], modals: [sheet(1, [2])])) == [
                [
                    .select("search"), .setTabPath("search", [item(1)]), .present(layer: 0, sheet(1, [2])),
                ]
            ])
    }

    @Test func eachLayerPresentedTakesAnUpdateOfItsOwn() {
        #expect(
            plan(screen(), screen(modals: [sheet(1), cover(2, [3])])) == [
                [.present(layer: 0, sheet(1))],
                [.present(layer: 1, cover(2, [3]))],
            ])
    }

    @Test func aLayerWhoseStackAloneChangesGetsAPath() {
        #expect(
            plan(screen(modals: [sheet(1, [2]), cover(3)]), screen(modals: [sheet(1, [4, 5]), cover(3, [6])])) == [
                [
                    .setLayerPath(0, [item(4), item(5)]), .setLayerPath(1, [item(6)]),
                ]
            ])
    }

    @Test func aLayerWhoseRootOrStyleChangesIsDismissedAndPresentedAnew() {
        let root = plan(screen(modals: [sheet(1, [2])]), screen(modals: [sheet(9, [2])]))
        #expect(root == [[.dismiss(layer: 0)], [.present(layer: 0, sheet(9, [2]))]])
        let restyled = ModalLayer(style: .fullScreenCover, root: Screen.sheet(1).erased)
        #expect(
            plan(screen(modals: [sheet(1)]), screen(modals: [restyled])) == [
                [.dismiss(layer: 0)], [.present(layer: 0, restyled)],
            ])
    }

    @Test func leavingACoverForAScreenOnAnotherTabIsOneUpdate() {
        let from = screen("arcade", modals: [cover(1)])
        let to = screen("search", ["search": [5]])
        let expected: [[PresentationStep]] = [
            [.select("search"), .setTabPath("search", [item(5)]), .dismiss(layer: 0)]
        ]
        #expect(plan(from, to, ios17) == expected)
        #expect(plan(from, to, ios16) == expected, "One layer is one dismissal on every platform")
    }

    @Test func iOS17DismissesEveryLayerAtOnceAndIOS16OneAtATime() {
        let from = screen(modals: [sheet(1), sheet(2), cover(3)])
        #expect(plan(from, screen(), ios17) == [[.dismiss(layer: 0)]])
        #expect(plan(from, screen(), ios16) == [[.dismiss(layer: 2)], [.dismiss(layer: 1)], [.dismiss(layer: 0)]])
    }

    @Test func keptLayersStayWhileTheOnesAboveThemChange() {
        let from = screen(modals: [sheet(1, [2]), cover(3), sheet(4)])
        let to = screen(modals: [sheet(1, [7]), sheet(5)])
        #expect(
            plan(from, to, ios17) == [
                [.setLayerPath(0, [item(7)]), .dismiss(layer: 1)],
                [.present(layer: 1, sheet(5))],
            ])
        #expect(
            plan(from, to, ios16) == [
                [.setLayerPath(0, [item(7)]), .dismiss(layer: 2)],
                [.dismiss(layer: 1)],
                [.present(layer: 1, sheet(5))],
            ])
    }

    @Test func aDeepLinkWhileTwoModalsAreUp() {
        // Two layers over the hub; a link opens a course on search with a sheet over it.
        let from = screen("hub", ["hub": [1]], modals: [sheet(1), cover(2, [3])])
        let to = screen("search", ["hub": [1], "search": [4, 5]], modals: [sheet(6)])
        #expect(
            plan(from, to, ios17) == [
                [.select("search"), .setTabPath("search", [item(4), item(5)]), .dismiss(layer: 0)],
                [.present(layer: 0, sheet(6))],
            ])
        #expect(plan(from, to, ios16).count == 3)
        for rules in [ios16, ios17] {
            var simulator = PlatformSimulator(showing: from, rules: rules)
            #expect(play(plan(from, to, rules), on: &simulator) == nil)
            #expect(simulator.screen == to)
        }
    }

    @Test(arguments: [PlatformRules.iOS16, .iOS17])
    func everyNamedPlanIsAcceptedReachesItsTargetAndIsAsShortAsTheRulesAllow(rules: PlatformRules) {
        let states = [
            screen(), screen("search", ["search": [1]]), screen(modals: [sheet(1)]), screen(modals: [cover(1, [2])]),
            screen("arcade", ["arcade": [1, 2]], modals: [sheet(1, [3]), cover(2)]),
            screen(modals: [sheet(1), sheet(2), sheet(3)]),
        ]
        for from in states {
            for to in states {
                let steps = plan(from, to, rules)
                var simulator = PlatformSimulator(showing: from, rules: rules)
                #expect(play(steps, on: &simulator) == nil, "\(from) to \(to)")
                #expect(simulator.screen == to)
                #expect(steps.count == fewestUpdates(from: from, to: to, rules: rules))
            }
        }
    }
}
