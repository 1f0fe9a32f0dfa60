import PropertyBased
import Testing
import Waymark
import WaymarkPresentation

/// The search tab as a split view on a regular width.
private let splitSearch = TabLayout(splitViewTabs: ["search"], sidebarOnRegularWidth: true)

@Suite("Presentation properties")
struct PresentationPropertyTests {
    @Test func everyPlanIsAcceptedReachesItsTargetAndIsMinimal() async {
        await propertyCheck(count: 2_000, input: Draws.state, Draws.state, Draws.rules, Draws.width) {
            displayed, target, rules, width in
            let plan = PresentationPlanner.plan(
                from: displayed, to: target, rules: rules, width: width, layout: splitSearch)
            var simulator = PlatformSimulator(showing: displayed, rules: rules, width: width, layout: splitSearch)
            #expect(play(plan, on: &simulator) == nil)
            #expect(simulator.screen == target)
            #expect(plan.count == fewestUpdates(from: displayed, to: target, rules: rules))
            #expect(!plan.contains { $0.isEmpty }, "No update is empty")
        }
    }

    /// The driver and the simulated screen, with everything an app meets thrown at them in random
    /// order: new targets mid-plan, completion signals late, twice or for nothing, gestures, the
    /// window resized.
    @Test func theDriverAlwaysReachesTheTargetAndNeverIssuesARefusedStep() async {
        let events = Draws.event.array(of: 5...40)
        await propertyCheck(count: 1_500, input: Draws.state, events, Draws.rules) { start, events, rules in
            var driver = PresentationDriver(showing: start, rules: rules, layout: splitSearch)
            var screen = PlatformSimulator(showing: driver.displayed, rules: rules, layout: splitSearch)
            var finished: [Int] = []
            var delivered: [Int] = []
            var refusals: [PlatformRefusal] = []
            func hand(_ update: PresentationUpdate?) {
                guard let update else { return }
                do { try screen.apply(update) } catch { refusals.append(error) }
            }
            for event in events {
                switch event {
                case .show(let state):
                    hand(driver.show(NavigationState(state)))
                case .finish:
                    if let id = screen.finish() { finished.append(id) }
                case .deliver(let pick):
                    // A finished update's signal arrives, perhaps after others, perhaps again.
                    if !finished.isEmpty {
                        let id = finished.remove(at: pick % finished.count)
                        delivered.append(id)
                        hand(driver.didComplete(id))
                    } else if let id = delivered.last {
                        hand(driver.didComplete(id))
                    }
                case .strayCompletion(let id):
                    // Ids start at 1 and only grow, so a negative one was never handed out. (A
                    // random positive id could be the running update's own, a premature signal no
                    // UI sends for an update it has not finished.)
                    hand(driver.didComplete(id))
                case .resize(let width):
                    screen.width = width
                    driver.windowResized(to: width)
                case .gesture(let gesture, let accepted):
                    screen.userDoes(gesture)
                    if accepted {
                        hand(driver.userDid(gesture))
                    } else {
                        // Navigation refused it: its state is the target as it was.
                        hand(driver.userDid(gesture, answered: NavigationState(driver.target)))
                    }
                }
                #expect(screen.screen == driver.displayed, "The driver knows what the screen shows after \(event)")
            }
            // Let every animation finish and every signal arrive.
            var rounds = 0
            while !driver.isSettled, rounds < 100 {
                rounds += 1
                if let id = screen.finish() { finished.append(id) }
                for id in finished { hand(driver.didComplete(id)) }
                finished.removeAll()
            }
            #expect(refusals.isEmpty, "Refused: \(refusals)")
            #expect(driver.isSettled)
            #expect(screen.screen == driver.target)
        }
    }
}
