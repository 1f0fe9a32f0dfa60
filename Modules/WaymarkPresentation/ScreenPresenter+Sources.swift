import Waymark

extension ScreenPresenter {
    // MARK: - Popover anchors and zoom sources

    /// Layer `index`, if it is a popover anchored to `source`: the item of the popover the view
    /// that `source` names presents from itself, so the popover points at that view.
    public func popover(_ index: Int, anchoredTo source: PresentationSource) -> PresentedLayer? {
        guard displayed.modals.indices.contains(index), displayed.modals[index].source == source else { return nil }
        return presentedLayer(index, style: .popover)
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
        zoomedEntries = zoomedEntries.filter { entries.contains($0.key) }
    }
}

extension NavigationState {
    /// The entry on top: the top layer's, or the selected tab's; `nil` for a tab's root.
    var entryOnTop: EntryID? {
        modals.isEmpty ? entries(of: selectedTab).last : entries(ofLayer: modals.count - 1).last
    }
}
