@_spi(FrontEnd) import Waymark

@_spi(FrontEnd) @testable import WaymarkPresentation

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
