@_spi(FrontEnd) import Waymark

/// Why an app cannot be shown: found at start-up by ``TabRoots``, for a presenter and for the
/// composition root alike, and the app does not start.
public enum PresentationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The registry cannot build the root screen of this tab: no feature registered one.
    case tabWithoutRoot(TabID)
    /// The registry has no tab to show.
    case noTabs

    public var description: String {
        switch self {
        case .tabWithoutRoot(let tab): "No feature registers a root screen for the tab '\(tab)'."
        case .noTabs: "The app has no tab to show."
        }
    }
}
