import PropertyBased
@_spi(FrontEnd) import Waymark

@_spi(FrontEnd) @testable import WaymarkPresentation

/// A state made from random numbers: a tab, up to 5 screens on each tab, up to 3 modal layers of
/// any style (a popover with its source or without) with up to 3 screens each, and now and then
/// one of two dialogs over them. Roots
/// and screens come from small ranges, so two random states often share layers and screens, as
/// states of one app do. Each choice takes a number of its own.
func randomState(_ numbers: [Int]) -> DisplayedState {
    var numbers = numbers.makeIterator()
    func next(_ bound: Int) -> Int { (numbers.next() ?? 0) % bound }
    var stacks: [TabID: [AnyRoute]] = [:]
    for tab in tabs {
        stacks[tab] = (0..<next(6)).map { _ in item(next(4)) }
    }
    let modals: [ModalLayer] = (0..<next(4)).map { _ in
        let path = (0..<next(4)).map { _ in next(4) }
        switch next(6) {
        case 0: return cover(next(2), path)
        case 1: return popover(next(2), path, anchored: next(2) == 0)
        case 2: return inspector(next(2), path)
        default: return sheet(next(3), path)
        }
    }
    let selected = tabs[next(tabs.count)]
    let dialog = [nil, nil, alert, confirmation][next(4)]
    return DisplayedState(selectedTab: selected, stacks: stacks, modals: modals, dialog: dialog)
}

/// One thing that happens to the driver and the screen between two checks.
enum DriverEvent: CustomStringConvertible {
    /// Navigation has a new state, whose top screen zooms out of a view or not.
    case show(DisplayedState, zooming: Bool)
    /// The screen finishes the update it is running.
    case finish
    /// A finished update's signal arrives: the finished one this number picks, or the last one
    /// delivered again when none is waiting.
    case deliver(pick: Int)
    /// A signal for an update never handed out.
    case strayCompletion(id: Int)
    /// The window is resized: the screen rearranges itself at once.
    case resize(WindowWidth)
    /// The user does this on the screen, and navigation takes it or refuses it.
    case gesture(ScreenWrite, accepted: Bool)

    var description: String {
        switch self {
        case .show(let state, let zooming): "show \(state)\(zooming ? ", zooming" : "")"
        case .finish: "finish"
        case .deliver(let pick): "deliver #\(pick)"
        case .strayCompletion(let id): "stray signal \(id)"
        case .resize(let width): "resize \(width)"
        case .gesture(let gesture, let accepted): "\(gesture), \(accepted ? "accepted" : "refused")"
        }
    }
}

/// The random inputs of the presentation properties. Every choice is drawn from a generator of
/// its own, so no choice decides another: a pop goes to any depth on any stack, a swipe takes any
/// layer (the only one too, or one that is not there), a tap selects any tab.
enum Draws {
    /// Every stack a gesture can name: the top one, each tab's, and each layer's, one past the
    /// deepest a random state has included.
    static let stackTargets: [StackTarget] = [.top] + tabs.map { .tab($0) } + (0...3).map { .layer($0) }
    static let detents: [SheetDetent] = [.medium, .large, .fraction(0.4), .height(320)]
    /// Depths and layers reach one past what a random state holds.
    static let depths = 0...6
    static let layers = 0...3
    /// The screens a push takes: those random states hold, and some they never do.
    static let pushedScreens = 0...6

    static let numbers = Gen.int(in: 0...1_000).array(of: 40...60)
    static let state = numbers.map(randomState)
    static let width = Gen.bool.map { $0 ? WindowWidth.regular : .compact }
    static let rules = Gen.bool.map { $0 ? PlatformRules.iOS16 : .iOS17 }

    static let gesture = zip(
        Gen.int(in: 0...4), Gen.int(in: 0..<stackTargets.count), Gen.int(in: depths),
        Gen.int(in: layers), Gen.int(in: 0..<tabs.count), Gen.int(in: 0..<detents.count),
        Gen.int(in: pushedScreens).array(of: 1...2)
    ).map { (kind: Int, target: Int, depth: Int, layer: Int, tab: Int, detent: Int, pushed: [Int]) -> ScreenWrite in
        switch kind {
        case 0: .swipedBack(stackTargets[target], toDepth: depth)
        case 1: .draggedDown(layer: layer)
        case 2: .selectedTab(tabs[tab])
        // How many screens a push takes and which they are are drawn apart.
        case 3: .pushed(pushed.map(item), on: stackTargets[target])
        default: .resizedSheet(layer: layer, to: detents[detent])
        }
    }

    /// New states come twice as often as each other event, as they do in an app.
    static let event = zip(
        Gen.int(in: 0...6), state, Gen.int(in: 0...1_000), width, gesture, Gen.bool
    ).map {
        (kind: Int, state: DisplayedState, number: Int, width: WindowWidth, gesture: ScreenWrite, accepted: Bool)
            -> DriverEvent in
        switch kind {
        case 0, 1: .show(state, zooming: number % 2 == 0)
        case 2: .finish
        case 3: .deliver(pick: number)
        case 4: .strayCompletion(id: -number - 1)
        case 5: .resize(width)
        default: .gesture(gesture, accepted: accepted)
        }
    }
}
