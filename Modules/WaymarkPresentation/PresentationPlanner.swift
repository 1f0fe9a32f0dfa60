import Waymark

/// The plan from what the screen shows to a target: updates of steps, as few as the platform's
/// rules allow.
///
/// Layers that keep their root and style stay; from the first that does not, the screen's layers
/// are dismissed (in one update, or one per layer where dismissals go one at a time) and the
/// target's presented, one update each. The tab, the tabs' paths and the kept layers' paths ride
/// with the first update. So the plan has exactly as many updates as the rules force: one per
/// dismissal the platform needs, one per presentation, and one more only when nothing else
/// carries the other steps.
///
/// A dialog (alert or confirmation dialog) never shares an update with a modal layer's
/// presentation or dismissal: one on screen that must go (it changes, or a modal change comes) is
/// dismissed first, in an update of its own when modal updates follow; one to show comes last, in
/// an update of its own after them. One dialog replacing another takes two updates.
///
/// The width changes where a tab's screens go, never how many updates it takes: a tab shown as a
/// split view gets its detail column set where another tab gets its stack set.
public enum PresentationPlanner {
    /// The updates that take `displayed` to `target` under `rules`, in a window of `width` whose
    /// tabs are arranged by `layout`; empty when they look alike.
    public static func plan(
        from displayed: DisplayedState, to target: DisplayedState, rules: PlatformRules,
        width: WindowWidth = .compact, layout: TabLayout = .stacks
    ) -> [[PresentationStep]] {
        let kept = zip(displayed.modals, target.modals).prefix { $0.root == $1.root && $0.style == $1.style }.count

        var first: [PresentationStep] = []
        if displayed.selectedTab != target.selectedTab {
            first.append(.select(target.selectedTab))
        }
        let tabs = Set(displayed.stacks.keys).union(target.stacks.keys).sorted()
        for tab in tabs where displayed.stack(of: tab) != target.stack(of: tab) {
            first.append(
                layout.showsColumns(tab, at: width)
                    ? .setDetailColumn(tab, target.stack(of: tab)) : .setTabPath(tab, target.stack(of: tab)))
        }
        for layer in 0..<kept where displayed.modals[layer].path != target.modals[layer].path {
            first.append(.setLayerPath(layer, target.modals[layer].path))
        }

        var updates: [[PresentationStep]] = []
        if displayed.modals.count > kept {
            let dismissals =
                rules.dismissesOneLayerAtATime
                ? Array((kept..<displayed.modals.count).reversed())
                : [kept]
            updates = dismissals.map { [.dismiss(layer: $0)] }
        }
        updates += (kept..<target.modals.count).map { [.present(layer: $0, target.modals[$0])] }

        let dialogChanges = displayed.dialog != target.dialog
        let dismissesDialog = displayed.dialog != nil && (dialogChanges || !updates.isEmpty)
        let presentsDialog = target.dialog.map { $0 != displayed.dialog || dismissesDialog } ?? false
        if updates.isEmpty {
            // No modal change: the dialog steps ride with the rest, one dialog step an update.
            switch (dismissesDialog, presentsDialog, target.dialog) {
            case (true, true, let dialog?): return [first + [.dismissDialog], [.presentDialog(dialog)]]
            case (true, _, _): return [first + [.dismissDialog]]
            case (false, true, let dialog?): return [first + [.presentDialog(dialog)]]
            default: return first.isEmpty ? [] : [first]
            }
        }
        updates[0] = first + updates[0]
        if dismissesDialog { updates.insert([.dismissDialog], at: 0) }
        if presentsDialog, let dialog = target.dialog { updates.append([.presentDialog(dialog)]) }
        return updates
    }
}
