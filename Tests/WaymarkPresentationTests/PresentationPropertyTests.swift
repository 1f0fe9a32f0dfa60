import PropertyBased
import Testing
import Waymark
import WaymarkPresentation

/// A state made from random numbers: a tab, up to 5 screens on each tab, up to 3 modal layers of
/// either style with up to 3 screens each, and now and then one of two dialogs over them. Roots and screens come from small ranges, so two random
/// states often share layers and screens, as states of one app do.
func randomState(_ numbers: [Int]) -> DisplayedState {
    var numbers = numbers.makeIterator()
    func next(_ bound: Int) -> Int { (numbers.next() ?? 0) % bound }
    var stacks: [TabID: [AnyRoute]] = [:]
    for tab in tabs {
        stacks[tab] = (0..<next(6)).map { _ in item(next(4)) }
    }
    let modals: [ModalLayer] = (0..<next(4)).map { _ in
        let path = (0..<next(4)).map { _ in next(4) }
        return next(3) == 0 ? cover(next(2), path) : sheet(next(3), path)
    }
    let selected = tabs[next(tabs.count)]
    let dialog = [nil, nil, alert, confirmation][next(4)]
    return DisplayedState(selectedTab: selected, stacks: stacks, modals: modals, dialog: dialog)
}

/// The search tab as a split view on a regular width.
private let splitSearch = TabLayout(splitViewTabs: ["search"], sidebarOnRegularWidth: true)

/// A width drawn from a random number.
private func width(_ number: Int?) -> WindowWidth {
    (number ?? 0) % 2 == 0 ? .compact : .regular
}

@Suite("Presentation properties")
struct PresentationPropertyTests {
    static let numbers = Gen.int(in: 0...1_000).array(of: 30...60)
    static let rules = Gen.int(in: 0...1).map { $0 == 0 ? PlatformRules.iOS16 : .iOS17 }

    @Test func everyPlanIsAcceptedReachesItsTargetAndIsMinimal() async {
        await propertyCheck(count: 500, input: Self.numbers, Self.numbers, Self.rules) { from, to, rules in
            let displayed = randomState(from)
            let target = randomState(to)
            let width = width(to.last)
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
        let events = Gen.int(in: 0...1_000).array(of: 5...40)
        await propertyCheck(count: 400, input: Self.numbers, events, Self.rules) { start, events, rules in
            var driver = PresentationDriver(showing: randomState(start), rules: rules, layout: splitSearch)
            var screen = PlatformSimulator(showing: driver.displayed, rules: rules, layout: splitSearch)
            var finished: [Int] = []
            var delivered: [Int] = []
            var refusals: [PlatformRefusal] = []
            func hand(_ update: PresentationUpdate?) {
                guard let update else { return }
                do { try screen.apply(update) } catch { refusals.append(error) }
            }
            for (index, event) in events.enumerated() {
                switch event % 7 {
                case 0, 1:
                    // A new state, built from the event and its neighbours.
                    hand(driver.show(NavigationState(randomState(Array(events[index...]) + start))))
                case 2:
                    if let id = screen.finish() { finished.append(id) }
                case 3:
                    // A finished update's signal arrives, perhaps after others, perhaps again.
                    if !finished.isEmpty {
                        let id = finished.remove(at: event % finished.count)
                        delivered.append(id)
                        hand(driver.didComplete(id))
                    } else if let id = delivered.last {
                        hand(driver.didComplete(id))
                    }
                case 4:
                    // A signal for an update never handed out: ids start at 1 and only grow. (A
                    // random positive id could be the running update's own, a premature signal no
                    // UI sends for an update it has not finished.)
                    hand(driver.didComplete(-event - 1))
                case 5:
                    // The window is resized: the screen rearranges itself at once.
                    screen.width = width(event / 7)
                    driver.windowResized(to: screen.width)
                default:
                    let gesture: Gesture =
                        switch event % 3 {
                        case 0: .poppedStack(.top, toDepth: event % 3)
                        case 1: .swipedDown(layer: event % 3)
                        default: .selectedTab(tabs[event % tabs.count])
                        }
                    screen.userDoes(gesture)
                    hand(driver.userDid(gesture))
                }
                #expect(screen.screen == driver.displayed, "The driver knows what the screen shows")
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
