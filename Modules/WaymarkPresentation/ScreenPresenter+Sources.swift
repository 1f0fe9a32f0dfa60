import Waymark

extension ScreenPresenter {
    // MARK: - Popover anchors and zoom sources

    /// Layer `index`, if it is a popover anchored to `placed`: the item of the popover that view
    /// presents from itself, so the popover points at it. Only the view on the screen directly
    /// below the layer answers, not one of that name on a screen under it or in another tab.
    public func popover(_ index: Int, anchoredTo placed: PlacedSource) -> PresentedLayer? {
        guard let layer = presentedLayer(index, style: .popover), placed == anchor(of: index) else { return nil }
        return layer
    }

    /// Layer `index`, if it is a popover whose view is not on display (a view not marked, or one a
    /// lazy list has not made): the item the layer's host presents it from instead, pointing at
    /// the screen below, so no popover the state shows is left unshown.
    public func popoverWithoutItsView(_ index: Int) -> PresentedLayer? {
        guard let layer = presentedLayer(index, style: .popover), let anchor = anchor(of: index),
            sourcesOnDisplay[anchor] == nil
        else { return nil }
        return layer
    }

    /// A view marked as `placed.source` came on display, on its screen.
    public func sourceAppeared(_ placed: PlacedSource) {
        sourcesOnDisplay[placed, default: 0] += 1
    }

    /// A view marked as `placed.source` left the display.
    public func sourceDisappeared(_ placed: PlacedSource) {
        guard let count = sourcesOnDisplay[placed] else { return }
        sourcesOnDisplay[placed] = count > 1 ? count - 1 : nil
    }

    /// Where the popover at `index` points: its source, on the screen shown directly below it.
    private func anchor(of index: Int) -> PlacedSource? {
        guard let source = parts.layer(index).layer?.source else { return nil }
        let below: StackTarget = index == 0 ? .tab(parts.selectedTab) : .layer(index - 1)
        let top = shownPath(of: below).last.flatMap { entry(of: $0, on: below) } ?? shownRootEntry(of: below)
        return PlacedSource(source, on: below, entry: top)
    }

    /// The view the screen of `entry` came zooming out of, while that screen is on display: a UI
    /// gives the screen the zoom transition from that view (SwiftUI's
    /// `navigationTransition(.zoom(sourceID:in:))`), which also takes it back into the view when it
    /// goes. `nil`: the ordinary transition, as the plan said; a screen is the same entry only while
    /// it stays, so the same page opened again by a link never zooms.
    public func zoomSource(of entry: EntryID?) -> PresentationSource? {
        entry.flatMap { zoomedEntries[$0] }
    }

    /// Keeps the zoom `update` plays for the entry it brings on top, before the UI builds its screen.
    func recordZooms(of update: PresentationUpdate) {
        guard let entry = zoomingEntry else { return }
        for case .zoomed(_, let source) in update.steps {
            zoomedEntries[entry] = source
            zoomingEntry = nil
        }
    }

    /// Forgets the zooms of entries the state no longer has: whatever took them away (a pop the
    /// user swiped, a link, a restoration), they went with the ordinary transition or none.
    func forgetZoomsOffDisplay() {
        guard !zoomedEntries.isEmpty else { return }
        let entries = router.state.entryIDs
        let kept = zoomedEntries.filter { entries.contains($0.key) }
        if kept.count != zoomedEntries.count { zoomedEntries = kept }
    }
}

extension NavigationState {
    /// The entry on top: the top layer's, or the selected tab's; `nil` for a tab's root.
    var entryOnTop: EntryID? {
        modals.isEmpty ? entries(of: selectedTab).last : entries(ofLayer: modals.count - 1).last
    }
}

/// A view marked as a presentation source, and the screen it is on: the stack it shows on, and its
/// entry (`nil` for a tab's root).
public struct PlacedSource: Hashable, Sendable {
    /// The view.
    public let source: PresentationSource
    /// The stack its screen shows on (a split view's columns are their tab's).
    public let stack: StackTarget
    /// Its screen's entry; `nil` for a tab's root, which is no entry.
    public let entry: EntryID?

    /// `source` on the screen of `entry` on `stack`.
    public init(_ source: PresentationSource, on stack: StackTarget, entry: EntryID?) {
        self.source = source
        self.stack = stack
        self.entry = entry
    }
}
