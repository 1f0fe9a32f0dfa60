import Waymark

extension ScreenPresenter {
    // MARK: - Popover anchors and zoom sources

    /// Layer `index`, if it is a popover anchored to `source`: the item of the popover the view
    /// that `source` names presents from itself, so the popover points at that view.
    public func popover(_ index: Int, anchoredTo source: PresentationSource) -> PresentedLayer? {
        guard displayed.modals.indices.contains(index), displayed.modals[index].source == source else { return nil }
        return presentedLayer(index, style: .popover)
    }

    /// The view `route`'s screen came zooming out of, while that screen is on display: a UI gives
    /// the screen the zoom transition from that view (SwiftUI's
    /// `navigationTransition(.zoom(sourceID:in:))`), which also takes it back into the view when it
    /// goes. `nil`: the ordinary transition, as the plan said.
    public func zoomSource(of route: AnyRoute) -> PresentationSource? {
        zoomedScreens[route]
    }

    /// Keeps the zooms `update` plays, before the UI builds their screens, and forgets those of
    /// screens no longer on display once it is applied.
    func recordZooms(of update: PresentationUpdate) {
        for case .zoomed(let step, let source) in update.steps {
            if let route = step.arrivingRoute { zoomedScreens[route] = source }
        }
        guard !zoomedScreens.isEmpty else { return }
        let shown = driver.displayed
        let routes = Set(shown.stacks.values.joined()).union(shown.modals.flatMap(\.stack))
        zoomedScreens = zoomedScreens.filter { routes.contains($0.key) }
    }
}

extension PresentationStep {
    /// The screen this step brings on top: the last of a path it sets, or a layer's root.
    var arrivingRoute: AnyRoute? {
        switch change {
        case .setTabPath(_, let routes), .setDetailColumn(_, let routes), .setLayerPath(_, let routes): routes.last
        case .present(_, let modal): modal.root
        default: nil
        }
    }
}
