@_spi(FrontEnd) import Waymark

@_spi(FrontEnd) @testable import WaymarkPresentation

/// The fewest updates the platform allows from `displayed` to `target`, or `nil` if none reach
/// it: a breadth-first search over every sequence of updates a small model of the platform
/// accepts. The model is this test's own statement of the rules (`chapter-app.md`, "The UI
/// plan"), written apart from the planner and the simulator and calling none of the engine's
/// rules (no `hostingStyle`, `isColumn` or `PlatformRules` flag), so a fault in those is judged
/// by something that does not share it:
/// - one update presents at most one layer, the next one up, and dismisses at most one layer,
///   with every layer above it (on iOS 16, only the top layer);
/// - a presentation and a dismissal share an update only when the one presented, or every one
///   dismissed, is a column: an inspector on a regular width, where the platform has inspectors;
/// - a dialog stands over the top screen: no layer comes or goes while one is on screen, and an
///   update shows or takes away at most one dialog, and then presents and dismisses nothing;
/// - anything else (the tab, the tabs' stacks, the path of a layer neither presented nor
///   dismissed in the update) can change in any update.
func fewestUpdates(
    from displayed: DisplayedState, to target: DisplayedState, rules: PlatformRules, width: WindowWidth = .compact
) -> Int? {
    let model = UpdateModel(target: target, platform: ModelPlatform(named: rules.name), width: width)
    let start = ModelScreen(
        modals: displayed.modals, dialog: displayed.dialog, tabsAsTarget: model.tabsMatch(displayed))
    var seen: Set<ModelScreen> = [start]
    var frontier = [start]
    var updates = 0
    // Every step adds screens never seen, of which there are finitely many: the search ends.
    while !frontier.isEmpty {
        if frontier.contains(model.goal) { return updates }
        updates += 1
        frontier = frontier.flatMap(model.screensAfterOneUpdate).filter { seen.insert($0).inserted }
    }
    return nil
}

/// What the model knows of a platform, stated here from its name rather than read from
/// `PlatformRules`.
private struct ModelPlatform {
    /// Before iOS 17 a dismissal took only the top layer.
    let dismissesOnlyTheTopLayer: Bool
    /// iOS 17 brought the inspector, a column beside the screen on a regular width.
    let hasInspectorColumns: Bool

    init(named name: String) {
        dismissesOnlyTheTopLayer = name == "ios16"
        hasInspectorColumns = name != "ios16"
    }
}

/// The screen as the model sees it: the layers, the dialog, and whether the tab and the tabs'
/// stacks are already the target's.
private struct ModelScreen: Hashable {
    var modals: [ModalLayer]
    var dialog: Dialog?
    var tabsAsTarget: Bool
}

/// The updates the model allows from a screen towards `target`.
private struct UpdateModel {
    let target: DisplayedState
    let platform: ModelPlatform
    let width: WindowWidth

    var goal: ModelScreen { ModelScreen(modals: target.modals, dialog: target.dialog, tabsAsTarget: true) }

    func tabsMatch(_ screen: DisplayedState) -> Bool {
        let tabs = Set(screen.stacks.keys).union(target.stacks.keys)
        return screen.selectedTab == target.selectedTab
            && tabs.allSatisfy { (screen.stacks[$0] ?? []) == (target.stacks[$0] ?? []) }
    }

    /// Whether the user sees `layer` as a column beside the screen rather than a presentation.
    func isColumn(_ layer: ModalLayer) -> Bool {
        layer.style == .inspector && width == .regular && platform.hasInspectorColumns
    }

    /// Every screen one update can make of `screen`. Only the target's dialog and layers are
    /// ever shown: showing any other would have to be undone.
    func screensAfterOneUpdate(_ screen: ModelScreen) -> [ModelScreen] {
        let dismissals: [Int?] =
            [nil]
            + (platform.dismissesOnlyTheTopLayer
                ? Array(screen.modals.indices.suffix(1)) : Array(screen.modals.indices))
        var after: [ModelScreen] = []
        for dismissedFrom in dismissals {
            for presents in [false, true] {
                for dialogStep in [false, true] {
                    let next = update(
                        screen, dismissingFrom: dismissedFrom, presenting: presents, dialogStep: dialogStep)
                    if let next, next != screen { after.append(next) }
                }
            }
        }
        return after
    }

    /// `screen` after one update that dismisses from `dismissedFrom`, presents the target's next
    /// layer, and shows or takes away a dialog as asked, with everything else that may ride along;
    /// `nil` when the platform refuses that update.
    private func update(
        _ screen: ModelScreen, dismissingFrom dismissedFrom: Int?, presenting presents: Bool, dialogStep: Bool
    ) -> ModelScreen? {
        let changesLayers = dismissedFrom != nil || presents
        if changesLayers, screen.dialog != nil || dialogStep { return nil }
        var next = screen
        next.tabsAsTarget = true
        let kept = dismissedFrom ?? screen.modals.count
        for layer in 0..<min(kept, target.modals.count) { next.modals[layer].path = target.modals[layer].path }
        next.modals.removeSubrange(kept...)
        if presents {
            guard target.modals.indices.contains(kept) else { return nil }
            let presented = target.modals[kept]
            let dismissed = screen.modals[kept...]
            if dismissedFrom != nil, !isColumn(presented), !dismissed.allSatisfy(isColumn) { return nil }
            next.modals.append(presented)
        }
        if dialogStep {
            if screen.dialog != nil {
                next.dialog = nil
            } else if let dialog = target.dialog {
                next.dialog = dialog
            } else {
                return nil
            }
        }
        return next
    }
}
