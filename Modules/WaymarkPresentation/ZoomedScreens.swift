@_spi(FrontEnd) import Waymark

/// The screens on display that came zooming out of a view, with that view: what a UI gives each
/// such screen as its zoom transition (SwiftUI's `navigationTransition(.zoom(sourceID:in:))`),
/// which also takes it back into the view when it goes.
///
/// A value the presenter keeps: the zoom a target asks for is noted when the target comes
/// (``expect(_:in:)``), kept for its entry when the update that plays it is handed out
/// (``record(_:)``), and forgotten once the state no longer has the entry (``keep(only:)``).
struct ZoomedScreens: Equatable {
    /// The entries on display that came zooming out of a view, with that view.
    private var zoomed: [EntryID: PresentationSource] = [:]
    /// The entry the target's zoom brings on top, until the update that zooms it is handed out.
    private var zooming: EntryID?

    /// The view the screen of `entry` came zooming out of, while it is on display; `nil` for the
    /// ordinary transition.
    func source(of entry: EntryID?) -> PresentationSource? {
        entry.flatMap { zoomed[$0] }
    }

    /// The zoom `event` asks for: the new screen on top zooms out of the view the user opened it
    /// from, when its destination declares that view as its zoom source. Noted for the entry it
    /// brings on top, until the update that plays it is handed out.
    mutating func expect(_ event: NavigationEvent, in registry: NavigationRegistry) -> ZoomTransition? {
        guard let source = event.source, let route = event.newState.topEntry?.route,
            route != event.oldState.topEntry?.route,
            registry.destination(for: route)?.zoomSource?.name == source.name
        else {
            zooming = nil
            return nil
        }
        zooming = event.newState.topEntry?.id
        return ZoomTransition(source: source, route: route)
    }

    /// Keeps the zoom `update` plays for the entry it brings on top, before the UI builds its screen.
    mutating func record(_ update: PresentationUpdate) {
        guard let entry = zooming else { return }
        for case .zoomed(_, let source) in update.steps {
            zoomed[entry] = source
            zooming = nil
        }
    }

    /// These zooms less those of entries outside `entries` (whatever took them away, a pop the
    /// user swiped, a link, a restoration, they went with the ordinary transition or none); `nil`
    /// when none goes, so an observer sees no change.
    func keeping(only entries: Set<EntryID>) -> ZoomedScreens? {
        var kept = self
        kept.zoomed = zoomed.filter { entries.contains($0.key) }
        return kept.zoomed.count == zoomed.count ? nil : kept
    }
}
