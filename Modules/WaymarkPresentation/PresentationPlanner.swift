@_spi(FrontEnd) import Waymark

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
/// The width changes where a tab's screens go, and nothing else but one thing: a tab shown as a
/// split view gets its detail column set where another tab gets its stack set, and an inspector,
/// a column on a regular width rather than a presentation, shares an update with the dismissal
/// before it (or the presentation after it) there, where on a compact width it is a sheet that
/// waits its turn.
///
/// `zoom` names the screen the user opened from a view that it zooms out of: the step that shows
/// it zooms (``PresentationStep/zoomed(_:from:)``) only when it stands directly over the screen
/// shown on top now, the one showing that view, and the platform has zoom transitions; otherwise
/// (and in a split view's detail column, whose view may be in either column) it plays the ordinary
/// transition.
enum PresentationPlanner {
    /// The updates that take `displayed` to `target` under `rules`, in a window of `width` whose
    /// tabs are arranged by `layout`; empty when they look alike.
    static func plan(
        from displayed: DisplayedState, to target: DisplayedState, rules: PlatformRules,
        width: WindowWidth = .compact, layout: TabLayout = TabLayout(), zoom: ZoomTransition? = nil
    ) -> [[PresentationStep]] {
        var updates = updates(from: displayed, to: target, rules: rules, width: width, layout: layout)
        if let zoom, rules.hasZoomTransitions {
            // The step is in the first update, or the second when a dialog goes first.
            let zoomed = zoomedSteps(from: displayed, to: target, zoom)
            updates = updates.map { $0.map { zoomed.contains($0) ? .zoomed($0, from: zoom.source) : $0 } }
        }
        return updates
    }

    private static func updates(
        from displayed: DisplayedState, to target: DisplayedState, rules: PlatformRules, width: WindowWidth,
        layout: TabLayout
    ) -> [[PresentationStep]] {
        let kept = zip(displayed.modals, target.modals).prefix { $0.hostsLike($1) }.count

        var first: [PresentationStep] = []
        if displayed.selectedTab != target.selectedTab {
            first.append(.select(target.selectedTab))
        }
        let tabs = Set(displayed.stacks.keys).union(target.stacks.keys).sortedByName()
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
        let dismissalUpdates = updates.count
        updates += (kept..<target.modals.count).map { [.present(layer: $0, target.modals[$0])] }
        if dismissalUpdates > 0, updates.count > dismissalUpdates {
            // The last dismissal takes the layers from `kept` still on screen then.
            let dismissed = rules.dismissesOneLayerAtATime ? [displayed.modals[kept]] : Array(displayed.modals[kept...])
            if dismissed.allSatisfy({ $0.isColumn(at: width, under: rules) })
                || target.modals[kept].isColumn(at: width, under: rules)
            {
                updates[dismissalUpdates - 1] += updates.remove(at: dismissalUpdates)
            }
        }

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

    /// The steps that could show `zoom`'s screen, when that screen comes
    /// directly over the one shown on top now: pushed on the stack on top (its tab's stack, or the
    /// top layer's path), or presented as a cover over it. Empty otherwise.
    private static func zoomedSteps(
        from displayed: DisplayedState, to target: DisplayedState, _ zoom: ZoomTransition
    ) -> [PresentationStep] {
        let tab = target.selectedTab
        guard displayed.selectedTab == tab, displayed.modals.count <= target.modals.count,
            zip(displayed.modals, target.modals).allSatisfy({ $0.hostsLike($1) })
        else { return [] }
        if target.modals.isEmpty {
            let stack = target.stack(of: tab)
            guard stack == displayed.stack(of: tab) + [zoom.route] else { return [] }
            // Not into a split view's detail column: the view may be in either column, and a
            // screen set beside the first column is not pushed at all.
            return [.setTabPath(tab, stack)]
        }
        guard displayed.stack(of: tab) == target.stack(of: tab) else { return [] }
        let below = zip(displayed.modals, target.modals).dropLast(target.modals.count == displayed.modals.count ? 1 : 0)
        guard below.allSatisfy({ $0.path == $1.path }) else { return [] }
        if target.modals.count == displayed.modals.count {
            let top = target.modals.count - 1
            guard target.modals[top].path == displayed.modals[top].path + [zoom.route] else { return [] }
            return [.setLayerPath(top, target.modals[top].path)]
        }
        let layer = target.modals[displayed.modals.count]
        guard target.modals.count == displayed.modals.count + 1, layer.root == zoom.route,
            layer.style == .fullScreenCover, layer.path.isEmpty
        else { return [] }
        return [.present(layer: displayed.modals.count, layer)]
    }
}
