import Testing

@_spi(FrontEnd) @testable import Waymark
@_spi(FrontEnd) @testable import WaymarkPresentation

/// A small app for the scenarios: a list and an item to push, a settings sheet.
enum PresentationFixture {
    enum Route: Waymark.Route {
        case list, item, settings
        static let typeKey = "presentation.fixture"
        var destinationName: DestinationName {
            switch self {
            case .list: "fixture.list"
            case .item: "fixture.item"
            case .settings: "fixture.settings"
            }
        }
    }

    static let list = Route.list.erased
    static let item = Route.item.erased
    static let settings = Route.settings.erased

    @MainActor
    static func router() throws -> NavigationRouter {
        var builder = RegistryBuilder(tabs: tabs)
        builder.register(feature: "fixture") { registrar in
            registrar.register(
                Route.self,
                destinations: [
                    .push("fixture.list", hostTab: "search"),
                    .push("fixture.item", hostTab: "search"),
                    .sheet("fixture.settings"),
                ])
        }
        return NavigationRouter(registry: try builder.build())
    }
}

/// A UI adapter with no UI framework, built the way a SwiftUI one is: every new state goes to the
/// driver, every update the driver hands out is applied to the screen (here the simulator), every
/// completion and every gesture goes back. It decides nothing itself.
@MainActor
final class ExampleAdapter {
    let router: NavigationRouter
    private(set) var driver: PresentationDriver
    private(set) var simulator: PlatformSimulator
    /// The plan from the screen to the newest state, as it stood when that state arrived.
    private(set) var lastPlan: [[PresentationStep]] = []
    /// Updates the screen refused; an adapter driven right never sees one.
    private(set) var refusals: [PlatformRefusal] = []

    init(router: NavigationRouter, rules: PlatformRules) {
        self.router = router
        let shown = DisplayedState(router.state)
        driver = PresentationDriver(showing: shown, rules: rules)
        simulator = PlatformSimulator(showing: shown, rules: rules)
        router.observe { [weak self] event in self?.stateChanged(to: event.newState) }
    }

    /// What the screen shows.
    var screen: DisplayedState { simulator.screen }

    private func stateChanged(to state: NavigationState) {
        lastPlan = PresentationPlanner.plan(from: driver.displayed, to: DisplayedState(state), rules: driver.rules)
        apply(driver.show(state))
    }

    /// Lets every running animation finish, reporting each completion, until the screen settles;
    /// a driver that never stops handing out updates fails the test after `bound` of them rather
    /// than hanging it.
    func settle(bound: Int = 1_000, sourceLocation: SourceLocation = #_sourceLocation) {
        for _ in 0..<bound {
            guard let finished = simulator.finish() else { return }
            apply(driver.didComplete(finished))
        }
        if simulator.running != nil {
            Issue.record(
                "The screen did not settle: \(bound) updates finished and more came", sourceLocation: sourceLocation)
        }
    }

    /// The user swipes back on `stack`: the screen changes first, then the driver and the state hear.
    func userSwipesBack(on stack: StackTarget, toDepth depth: Int) {
        let gesture = ScreenWrite.swipedBack(stack, toDepth: depth)
        simulator.userDoes(gesture)
        apply(driver.userDid(gesture))
        _ = try? router.userDid(gesture)
    }

    private func apply(_ update: PresentationUpdate?) {
        guard let update else { return }
        do {
            try simulator.apply(update)
        } catch {
            refusals.append(error)
        }
    }
}
