#if canImport(SwiftUI)
// Compiled only where SwiftUI exists, and on Linux against the stand-in of SwiftUI's declared API in
// Tools/SwiftUICheck.
import SwiftUI
import Waymark

/// What a screen calls to lead on, as SwiftUI's `dismiss` and `openURL` are called:
///
/// ```swift
/// @Environment(\.navigate) private var navigate
/// ...
/// Button("Open") { navigate(to: NotesRoute.note(id: 3)) }
/// ```
///
/// The route is shown as its destination declares (``NavigationRouter/show(_:cause:)``): pushed on
/// the stack the user sees, presented, or its tab selected, under the same access guard as every
/// way in. A feature that leads into other features, or that tests where it leads, declares a
/// router protocol of its own instead and calls this only from its wiring.
public struct NavigateAction: Sendable {
    let router: NavigationRouter?

    /// Shows `route` as its destination declares.
    ///
    /// - Returns: Whether it was shown, or held until the user may see it; `false` outside a
    ///   Waymark root, or for a route the registry refused (the journal records why).
    @MainActor @discardableResult
    public func callAsFunction(to route: some Route) -> Bool {
        guard let router else { return false }
        return (try? router.show(route)) != nil
    }
}

private struct NavigateKey: EnvironmentKey {
    static let defaultValue = NavigateAction(router: nil)
}

extension EnvironmentValues {
    /// Leads on from the screen this view is in (``NavigateAction``); does nothing outside a
    /// Waymark root.
    public var navigate: NavigateAction {
        get { self[NavigateKey.self] }
        set { self[NavigateKey.self] = newValue }
    }
}
#endif
