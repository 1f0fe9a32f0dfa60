import Foundation
import Waymark

@_spi(FrontEnd) @testable import WaymarkPresentation

struct PresentationFigures: Codable {
    /// Plans a second, for random pairs of states.
    let plansPerSecond: Double
    /// Microseconds to plan one pair.
    let microsecondsPerPlan: Double
    /// Microseconds to compare every stack and the modals of the same two states: the least any
    /// planner must do.
    let microsecondsPerComparison: Double
    /// Microseconds to play one pair's whole plan through the driver, signal by signal.
    let microsecondsPerDrivenPlan: Double
}

/// A random state of 8 tabs with up to 20 screens each and up to 3 modal layers, from `random`.
private func randomDisplayedState(_ random: inout SplitMix64) -> DisplayedState {
    func next(_ bound: Int) -> Int { Int(random.next() % UInt64(bound)) }
    var stacks: [TabID: [AnyRoute]] = [:]
    for tab in engineTabs {
        stacks[tab] = (0..<next(21)).map { _ in EngineRoute.screen(next(30)).erased }
    }
    let modals: [ModalLayer] = (0..<next(4)).map { _ in
        ModalLayer(
            style: next(3) == 0 ? .fullScreenCover : .sheet, root: EngineRoute.sheet.erased,
            path: (0..<next(6)).map { _ in EngineRoute.screen(next(30)).erased })
    }
    return DisplayedState(selectedTab: engineTabs[next(8)], stacks: stacks, modals: modals)
}

/// Plans for 1,000 random pairs of states (8 tabs × up to 20 screens, up to 3 modal layers), on
/// iOS 16's rules (the longer plans), beside comparing every stack and the modals of the same
/// pairs; then plays each plan through the driver, completion by completion.
func measurePresentation(repetitions: Int) -> PresentationFigures {
    var random = SplitMix64(state: 0x5EED_0F_9A7E)
    let pairs = (0..<1_000).map { _ in (randomDisplayedState(&random), randomDisplayedState(&random)) }
    let rules = PlatformRules.iOS16

    let planning = medianNanoseconds(repetitions: repetitions) {
        for (from, to) in pairs { blackHole(PresentationPlanner.plan(from: from, to: to, rules: rules)) }
    }
    let comparing = medianNanoseconds(repetitions: repetitions) {
        for (from, to) in pairs {
            for tab in engineTabs { blackHole(from.stack(of: tab) == to.stack(of: tab)) }
            blackHole(from.modals == to.modals)
        }
    }
    let driving = medianNanoseconds(repetitions: repetitions) {
        for (from, to) in pairs {
            var driver = PresentationDriver(showing: from, rules: rules)
            var update = driver.show(
                NavigationState(
                    selectedTab: to.selectedTab, stacks: to.stacks, modals: to.modals))
            while let running = update { update = driver.didComplete(running.id) }
            guard driver.isSettled else { fatalError("The driver did not reach the target") }
        }
    }
    let perPlan = planning / Double(pairs.count)
    return PresentationFigures(
        plansPerSecond: 1e9 / perPlan,
        microsecondsPerPlan: perPlan / 1e3,
        microsecondsPerComparison: comparing / Double(pairs.count) / 1e3,
        microsecondsPerDrivenPlan: driving / Double(pairs.count) / 1e3)
}
