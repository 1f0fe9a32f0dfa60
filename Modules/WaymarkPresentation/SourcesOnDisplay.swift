@_spi(FrontEnd) import Waymark

/// The views marked as presentation sources that are on display, each on its screen, with how many
/// of each: a lazy list makes and drops its rows, and the same view can appear twice while one
/// copy animates out.
///
/// A value the presenter keeps, so it can tell whether a popover's view is there to point at.
struct SourcesOnDisplay: Equatable {
    private var counts: [PlacedSource: Int] = [:]

    /// Whether a view marked as `placed.source` is on display on its screen.
    func contains(_ placed: PlacedSource) -> Bool {
        counts[placed] != nil
    }

    /// A view marked as `placed.source` came on display.
    mutating func appeared(_ placed: PlacedSource) {
        counts[placed, default: 0] += 1
    }

    /// A view marked as `placed.source` left the display.
    mutating func disappeared(_ placed: PlacedSource) {
        guard let count = counts[placed] else { return }
        counts[placed] = count > 1 ? count - 1 : nil
    }
}
