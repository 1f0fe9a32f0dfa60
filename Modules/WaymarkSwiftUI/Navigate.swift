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
/// The route is shown as its destination declares (``NavigationRouter/show(_:on:cause:)``): pushed
/// on the stack of the screen that leads on (a screen beside an inspector pushes on its own stack,
/// not the inspector's), presented, or its tab selected, under the same access guard as every way
/// in. A feature that leads into other features, or that tests where it leads, declares a
/// router protocol of its own instead and calls this only from its wiring.
public struct NavigateAction: Sendable {
    let router: NavigationRouter?
    /// The stack of the screen this action is in.
    let stack: StackTarget

    /// Shows `route` as its destination declares.
    ///
    /// - Returns: Whether it was shown, or held until the user may see it; `false` outside a
    ///   Waymark root, or for a route the registry refused (the journal records why).
    @MainActor @discardableResult
    public func callAsFunction(to route: some Route) -> Bool {
        guard let router else { return false }
        return (try? router.show(route, on: stack)) != nil
    }
}

private struct NavigateKey: EnvironmentKey {
    static let defaultValue = NavigateAction(router: nil, stack: .top)
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
