/// What a platform's UI can do in one update, as data, so the planner and the simulator read the
/// same rules.
///
/// Every platform shares the rules SwiftUI imposes on modal presentation (`chapter-app.md`, "The UI
/// plan"):
/// - one presentation per update, and never a presentation in the same update as a dismissal:
///   UIKit refuses to start a transition while one runs ("Trying to dismiss the presentation
///   controller while transitioning already", TCA #3779, where dismissing two sheets to present
///   another froze the app), which is why other libraries sleep between steps (FlowStacks'
///   `withDelaysIfUnsupported`, FlowStacks #44; the original Chapter app's 150 ms);
/// - a layer's `NavigationStack` exists only once the layer is on screen, so its path is set in
///   an update after the one that presents it, never in the same one;
/// - the next update starts when the UI reports the previous one finished, since the screen
///   changes long after the state does (a swiped-away sheet reaches the app's state about a second
///   after it is gone, FlowStacks #69).
///
/// What differs is dismissal.
public struct PlatformRules: Hashable, Sendable, CustomStringConvertible {
    /// The rules' name (`ios16`, `ios17`, `ios26`).
    let name: String
    /// Whether a dismissal removes only the top layer: before iOS 17, layers went one update
    /// each, as FlowStacks dismisses several sheets "one at a time" on older systems (FlowStacks
    /// #44).
    let dismissesOneLayerAtATime: Bool
    /// Whether tabs have roles: a search tab whose selection starts a search, and whose dismissal
    /// selects the tab before it again (iOS 26's `tabViewSearchActivation(.searchTabSelection)`).
    /// An app builds its registry with its search tab only where this holds
    /// (`RegistryBuilder(tabs:links:searchTab:)`); elsewhere that tab is an ordinary one.
    public let givesTabsRoles: Bool
    /// Whether an inspector can be a column (iOS 17's `inspector(isPresented:content:)`); where it
    /// cannot, an inspector is a sheet on every width.
    let hasInspectors: Bool
    /// Whether a screen can zoom out of a view (iOS 18's `navigationTransition(.zoom(...))`, which
    /// the `ios17` rules, iOS 17 and later, stand for); where it cannot, the plan zooms nothing.
    let hasZoomTransitions: Bool

    /// iOS 16: one layer dismissed per update.
    public static let iOS16 = PlatformRules(
        name: "ios16", dismissesOneLayerAtATime: true, hasInspectors: false, hasZoomTransitions: false)
    /// iOS 17 and later: dismissing a layer dismisses every layer above it in the same update.
    public static let iOS17 = PlatformRules(name: "ios17", dismissesOneLayerAtATime: false)
    /// iOS 26: as iOS 17, and the search tab has the search role.
    public static let iOS26 = PlatformRules(name: "ios26", dismissesOneLayerAtATime: false, givesTabsRoles: true)

    /// Every platform the presenter models, oldest first.
    public static let all = [iOS16, iOS17, iOS26]

    /// The rules named `name`, if known.
    init?(named name: String) {
        guard let rules = Self.all.first(where: { $0.name == name }) else { return nil }
        self = rules
    }

    init(
        name: String, dismissesOneLayerAtATime: Bool, givesTabsRoles: Bool = false, hasInspectors: Bool = true,
        hasZoomTransitions: Bool = true
    ) {
        self.name = name
        self.dismissesOneLayerAtATime = dismissesOneLayerAtATime
        self.givesTabsRoles = givesTabsRoles
        self.hasInspectors = hasInspectors
        self.hasZoomTransitions = hasZoomTransitions
    }

    /// The rules' name (`ios16`, `ios17`, `ios26`), as the terminal's `--platform` takes it.
    public var description: String { name }
}
