import Testing
import Waymark

/// Expects two states to show and hold the same, whenever each screen was shown: equal once their
/// identities are given in order (`NavigationState/identifiedInOrder`), so a state
/// written by hand can be expected of a router. On failure, records an issue showing the expected
/// (`-`) and actual (`+`) lines of their outlines, so the differing part is obvious.
public func expectState(
    _ actual: NavigationState,
    equals expected: NavigationState,
    tabOrder: [TabID] = [],
    sourceLocation: SourceLocation = #_sourceLocation
) {
    guard actual.identifiedInOrder != expected.identifiedInOrder else { return }
    let expectedOutline = StateOutline(expected, tabOrder: tabOrder)
    let actualOutline = StateOutline(actual, tabOrder: tabOrder)
    let detail =
        expectedOutline == actualOutline
        ? "The states differ in a way their outlines do not show (a route's fields or a layer's style).\n\(actualOutline)"
        : expectedOutline.difference(to: actualOutline)
    Issue.record("The navigation state is not the expected one:\n\(detail)", sourceLocation: sourceLocation)
}

extension NavigationHarness {
    /// Expects the router's state to show and hold what `expected` does (``expectState(_:equals:tabOrder:sourceLocation:)``),
    /// listing tabs in the registry's order.
    public func expectState(_ expected: NavigationState, sourceLocation: SourceLocation = #_sourceLocation) {
        WaymarkTesting.expectState(
            router.state, equals: expected, tabOrder: registry.tabs, sourceLocation: sourceLocation)
    }
}
