import Waymark
import WaymarkPresentation

/// Screens to build displayed states from: the presentation layer needs no registry, only routes.
enum Screen: Route {
    case item(Int)
    case sheet(Int)
    case cover(Int)
    case popover(Int)
    case inspector(Int)

    static let typeKey = "presentation.screen"

    var destinationName: DestinationName {
        switch self {
        case .item: "screen.item"
        case .sheet: "screen.sheet"
        case .cover: "screen.cover"
        case .popover: "screen.popover"
        case .inspector: "screen.inspector"
        }
    }
}

let tabs: [TabID] = ["hub", "search", "arcade"]

func item(_ id: Int) -> AnyRoute { Screen.item(id).erased }
func sheet(_ id: Int, _ path: [Int] = []) -> ModalLayer {
    ModalLayer(style: .sheet, root: Screen.sheet(id).erased, path: path.map(item))
}
func cover(_ id: Int, _ path: [Int] = []) -> ModalLayer {
    ModalLayer(style: .fullScreenCover, root: Screen.cover(id).erased, path: path.map(item))
}
/// A popover, anchored to the view it was opened from or, without one, hosted as a sheet.
func popover(_ id: Int, _ path: [Int] = [], anchored: Bool = true) -> ModalLayer {
    ModalLayer(
        style: .popover, root: Screen.popover(id).erased, path: path.map(item), source: anchored ? "button" : nil)
}
func inspector(_ id: Int, _ path: [Int] = []) -> ModalLayer {
    ModalLayer(style: .inspector, root: Screen.inspector(id).erased, path: path.map(item))
}

/// The zoom of `state`'s top screen out of a card, as a presenter makes it for a screen opened
/// from one; `nil` for a state that shows a tab's root.
func zoomOfTop(_ state: DisplayedState) -> ZoomTransition? {
    let top = state.modals.last.map { $0.path.last ?? $0.root } ?? state.stack(of: state.selectedTab).last
    return top.map { ZoomTransition(source: "card", route: $0) }
}

/// A displayed state written the short way: only non-empty stacks need giving.
func screen(_ tab: TabID = "hub", _ stacks: [TabID: [Int]] = [:], modals: [ModalLayer] = []) -> DisplayedState {
    var all = Dictionary(uniqueKeysWithValues: tabs.map { ($0, [AnyRoute]()) })
    for (tab, ids) in stacks { all[tab] = ids.map(item) }
    return DisplayedState(selectedTab: tab, stacks: all, modals: modals)
}

extension NavigationState {
    init(_ displayed: DisplayedState) {
        self.init(
            selectedTab: displayed.selectedTab, stacks: displayed.stacks, modals: displayed.modals,
            dialog: displayed.dialog)
    }
}

/// Two dialogs for plans to show and take away.
let alert = try! Dialog(.alert, title: "Sign out?", buttons: [.init("Sign out", role: .destructive)])
let confirmation = try! Dialog(.confirmationDialog, title: "Remove?", buttons: [.init("Remove", role: .destructive)])

/// The fewest updates the rules allow from `displayed` to `target`, stated from the rules:
/// every layer that cannot stay is dismissed (with what is above it; one update for all of them,
/// or one each where dismissals go one at a time), every target layer not already there is
/// presented in an update of its own, a dismissal never shares an update with a presentation, and
/// any other difference takes one update if nothing else carries it. A dialog step never shares an
/// update with a layer's presentation or dismissal, nor with another dialog step: a dialog on
/// screen that must go (it changes, or layers change) and one to show each take an update of
/// their own when layers change, and one replacing another takes two.
///
/// On a regular width an inspector is a column, not a presentation: showing it, or hiding only
/// columns, shares the update of the last dismissal and the first presentation.
func fewestUpdates(
    from displayed: DisplayedState, to target: DisplayedState, rules: PlatformRules, width: WindowWidth = .compact
) -> Int {
    if displayed == target { return 0 }
    var stay = 0
    while stay < min(displayed.modals.count, target.modals.count),
        displayed.modals[stay].root == target.modals[stay].root,
        displayed.modals[stay].hostingStyle == target.modals[stay].hostingStyle
    {
        stay += 1
    }
    let going = displayed.modals.count - stay
    let dismissUpdates = going == 0 ? 0 : (rules.dismissesOneLayerAtATime ? going : 1)
    let presentUpdates = target.modals.count - stay
    let lastDismissed =
        rules.dismissesOneLayerAtATime ? Array(displayed.modals[stay...].prefix(1)) : Array(displayed.modals[stay...])
    let shared =
        dismissUpdates > 0 && presentUpdates > 0
        && (lastDismissed.allSatisfy { $0.isColumn(at: width, under: rules) }
            || target.modals[stay].isColumn(at: width, under: rules))
    let layerUpdates = dismissUpdates + presentUpdates - (shared ? 1 : 0)
    let dialogGoes = displayed.dialog != nil && (displayed.dialog != target.dialog || layerUpdates > 0)
    let dialogComes = target.dialog != nil && (target.dialog != displayed.dialog || dialogGoes)
    if layerUpdates > 0 { return layerUpdates + (dialogGoes ? 1 : 0) + (dialogComes ? 1 : 0) }
    return dialogGoes && dialogComes ? 2 : 1
}

/// Applies `plan` to `simulator` update by update, finishing each, and returns the refusal if any.
func play(_ plan: [[PresentationStep]], on simulator: inout PlatformSimulator) -> PlatformRefusal? {
    for (index, steps) in plan.enumerated() {
        do {
            try simulator.apply(PresentationUpdate(id: index + 1, steps: steps))
        } catch {
            return error
        }
        _ = simulator.finish()
    }
    return nil
}
