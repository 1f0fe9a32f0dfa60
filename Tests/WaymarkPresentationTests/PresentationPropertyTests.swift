import PropertyBased
import Testing
@_spi(FrontEnd) import Waymark

@_spi(FrontEnd) @testable import WaymarkPresentation

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
            #expect(plan.count == fewestUpdates(from: displayed, to: target, rules: rules, width: width))
            #expect(!plan.contains { $0.isEmpty }, "No update is empty")
        }
    }

    /// The target's top screen zooms out of a card: the plan zooms exactly when that screen comes
    /// directly over the one the screen shows on top, and is otherwise the plan without a zoom.
    @Test func aZoomIsPlannedExactlyWhereItsSourceIsOnScreen() async {
        var zoomsPlanned = 0
        var ordinaryPlanned = 0
        await propertyCheck(count: 2_000, input: Draws.state, Draws.state, Draws.rules, Draws.width, Gen.bool) {
            displayed, drawn, rules, width, pushOnTop in
            // Half the time the target is the screen with one more screen on top, as a tap makes.
            var target = drawn
            if pushOnTop {
                target = displayed
                if target.modals.isEmpty {
                    target.stacks[target.selectedTab, default: []].append(item(9))
                } else {
                    target.modals[target.modals.count - 1].path.append(item(9))
                }
            }
            guard let zoom = zoomOfTop(target) else { return }
            let plan = PresentationPlanner.plan(
                from: displayed, to: target, rules: rules, width: width, layout: splitSearch, zoom: zoom)
            var simulator = PlatformSimulator(showing: displayed, rules: rules, width: width, layout: splitSearch)
            #expect(play(plan, on: &simulator) == nil)
            #expect(simulator.screen == target)
            let zoomed = plan.flatMap { $0 }.filter { if case .zoomed = $0 { true } else { false } }
            // Never into a split view's detail column, whose card may be in either column.
            let detailColumn = splitSearch.showsColumns(target.selectedTab, at: width) && target.modals.isEmpty
            let zooms =
                rules.hasZoomTransitions && !detailColumn && comesDirectlyOver(displayed, zoom.route, in: target)
            #expect(zoomed.count == (zooms ? 1 : 0))
            if zooms { zoomsPlanned += 1 } else { ordinaryPlanned += 1 }
            #expect(
                plan.map { $0.map(\.change) }
                    == PresentationPlanner.plan(
                        from: displayed, to: target, rules: rules, width: width, layout: splitSearch))
        }
        #expect(
            zoomsPlanned > 100 && ordinaryPlanned > 300,
            "Drew \(zoomsPlanned) zooms and \(ordinaryPlanned) screens with a source but no zoom; tune the draws")
    }

    /// The driver and the simulated screen, with everything an app meets thrown at them in random
    /// order: new targets mid-plan, completion signals late, twice or for nothing, gestures, the
    /// window resized.
    @Test func theDriverAlwaysReachesTheTargetAndNeverIssuesARefusedStep() async {
        let events = Draws.event.array(of: 5...40)
        var swipesOfALayerShown = 0
        var swipesBackToADepth = 0
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
                case .show(let state, let zooming):
                    hand(driver.show(NavigationState(state), zooming: zooming ? zoomOfTop(state) : nil))
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
                    if case .draggedDown(let layer) = gesture, screen.screen.modals.indices.contains(layer) {
                        swipesOfALayerShown += 1
                    }
                    // A swipe back that takes screens and leaves some pushed: a pop to a depth
                    // above the root, which a swipe to the root or past the top never exercises.
                    if case .swipedBack(let stack, let depth) = gesture,
                        (1..<max(screen.screen.path(of: stack).count, 1)).contains(depth)
                    {
                        swipesBackToADepth += 1
                    }
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
        #expect(swipesOfALayerShown > 50, "Only \(swipesOfALayerShown) swipes took a layer shown; tune the draws")
        #expect(
            swipesBackToADepth > 50,
            "Only \(swipesBackToADepth) swipes back left pushed screens on their stack; tune the draws")
    }
}

/// Whether `route`, on top of `target`, stands directly over the screen `displayed` shows on top:
/// `target` without it shows, on its selected tab and its layers, what `displayed` shows.
private func comesDirectlyOver(_ displayed: DisplayedState, _ route: AnyRoute, in target: DisplayedState) -> Bool {
    var under = target
    if let top = under.modals.indices.last {
        if under.modals[top].path.last == route {
            under.modals[top].path.removeLast()
        } else if under.modals[top].root == route, under.modals[top].style == .fullScreenCover,
            under.modals[top].path.isEmpty
        {
            under.modals.removeLast()
        } else {
            return false
        }
    } else if under.stack(of: under.selectedTab).last == route {
        under.stacks[under.selectedTab]?.removeLast()
    } else {
        return false
    }
    return under.selectedTab == displayed.selectedTab
        && under.stack(of: under.selectedTab) == displayed.stack(of: displayed.selectedTab)
        && under.modals.count == displayed.modals.count
        && zip(under.modals, displayed.modals).allSatisfy {
            $0.root == $1.root && $0.hostingStyle == $1.hostingStyle && $0.path == $1.path
        }
}
