import PropertyBased
import Testing
@_spi(FrontEnd) import Waymark
@_spi(FrontEnd) import WaymarkPresentation

/// The presentation properties are only as strong as what they draw: these draw many values from
/// each generator and fail when a kind of event, a gesture's argument or a corner of a state never
/// comes up, as it never did when one number chose both a gesture and its argument.
@Suite("What the presentation properties draw")
struct DrawsTests {
    /// Enough draws that a combination drawn one time in 300 (a stack popped to a depth is one
    /// in 280) goes missing with odds of about one in 10^14: a failure here is the generator's.
    static let draws = 10_000

    static func draw<Value>(_ generator: Generator<Value, some Sequence>) -> [Value] {
        var random = Xoshiro()
        return (0..<draws).map { _ in generator.run(using: &random) }
    }

    @Test func gesturesReachEveryKindOnEveryStackAtEveryDepthLayerTabAndSize() {
        var pops: Set<String> = []
        var swipedLayers: Set<Int> = []
        var selectedTabs: Set<TabID> = []
        var pushes: Set<String> = []
        var pushedFirst: Set<String> = []
        var resizes: Set<String> = []
        for gesture in Self.draw(Draws.gesture) {
            switch gesture {
            case .swipedBack(let target, let depth): pops.insert("\(target) \(depth)")
            case .draggedDown(let layer): swipedLayers.insert(layer)
            case .selectedTab(let tab): selectedTabs.insert(tab)
            case .pushed(let routes, let target):
                pushes.insert("\(target) \(routes.count)")
                pushedFirst.insert("\(routes.count) \(routes[0])")
            case .resizedSheet(let layer, let detent): resizes.insert("\(layer) \(detent)")
            }
        }
        let everyPop = Draws.stackTargets.flatMap { target in Draws.depths.map { "\(target) \($0)" } }
        #expect(pops == Set(everyPop), "Never popped: \(Set(everyPop).subtracting(pops).sorted())")
        #expect(swipedLayers == Set(Draws.layers), "Every layer swiped down, the first and only one too")
        #expect(selectedTabs == Set(tabs))
        #expect(pushes == Set(Draws.stackTargets.flatMap { ["\($0) 1", "\($0) 2"] }))
        let everyPushed = Draws.pushedScreens.flatMap { ["1 \(item($0))", "2 \(item($0))"] }
        #expect(pushedFirst == Set(everyPushed), "Never pushed: \(Set(everyPushed).subtracting(pushedFirst).sorted())")
        let everyResize = Draws.layers.flatMap { layer in Draws.detents.map { "\(layer) \($0)" } }
        #expect(resizes == Set(everyResize), "Never resized: \(Set(everyResize).subtracting(resizes).sorted())")
    }

    @Test func driverEventsReachEveryKindAndBothAnswersToEveryGesture() {
        var kinds: Set<String> = []
        var widths: Set<WindowWidth> = []
        var answered: Set<String> = []
        var picks: Set<Int> = []
        for event in Self.draw(Draws.event) {
            switch event {
            case .show: kinds.insert("show")
            case .finish: kinds.insert("finish")
            case .deliver(let pick):
                kinds.insert("deliver")
                picks.insert(pick % 3)
            case .strayCompletion(let id):
                kinds.insert("stray")
                #expect(id < 0, "A stray signal's id was never handed out")
            case .resize(let width):
                kinds.insert("resize")
                widths.insert(width)
            case .gesture(let gesture, let accepted):
                kinds.insert("gesture")
                answered.insert("\(gesture.kind) \(accepted)")
            }
        }
        #expect(kinds == ["show", "finish", "deliver", "stray", "resize", "gesture"])
        #expect(widths == Set(WindowWidth.allCases))
        #expect(picks == [0, 1, 2], "Any of three waiting signals can be delivered first")
        let gestureKinds = ["popped", "swiped", "selected", "pushed", "resized"]
        #expect(answered == Set(gestureKinds.flatMap { ["\($0) true", "\($0) false"] }))
    }

    @Test func statesReachEveryDepthLayerCountStyleTabAndDialog() {
        var depths: Set<Int> = []
        var layerCounts: Set<Int> = []
        var layerPaths: Set<Int> = []
        var styles: Set<String> = []
        var selected: Set<TabID> = []
        var dialogs: Set<String> = []
        for state in Self.draw(Draws.state) {
            for tab in tabs { depths.insert(state.stack(of: tab).count) }
            layerCounts.insert(state.modals.count)
            for layer in state.modals {
                layerPaths.insert(layer.path.count)
                styles.insert("\(layer.style)\(layer.source == nil ? "" : " anchored")")
            }
            selected.insert(state.selectedTab)
            dialogs.insert(state.dialog?.title ?? "none")
        }
        #expect(depths == Set(0...5))
        #expect(layerCounts == Set(0...3))
        #expect(layerPaths == Set(0...3))
        #expect(styles == ["sheet", "fullScreenCover", "popover", "popover anchored", "inspector"])
        #expect(selected == Set(tabs))
        #expect(dialogs == ["none", alert.title, confirmation.title])
    }
}

extension ScreenWrite {
    /// The gesture's kind, its arguments left out.
    fileprivate var kind: String {
        switch self {
        case .swipedBack: "popped"
        case .draggedDown: "swiped"
        case .selectedTab: "selected"
        case .pushed: "pushed"
        case .resizedSheet: "resized"
        }
    }
}
