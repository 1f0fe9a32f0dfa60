import Testing
import Waymark

/// Expects two states to be equal; on failure, records an issue showing the expected (`-`) and
/// actual (`+`) lines of their outlines, so the differing part is obvious.
public func expectState(
    _ actual: NavigationState,
    equals expected: NavigationState,
    tabOrder: [TabID] = [],
    sourceLocation: SourceLocation = #_sourceLocation
) {
    guard actual != expected else { return }
    let expectedOutline = StateOutline(expected, tabOrder: tabOrder)
    let actualOutline = StateOutline(actual, tabOrder: tabOrder)
    let detail =
        expectedOutline == actualOutline
        ? "The states differ in a way their outlines do not show (a route's fields or a layer's style).\n\(actualOutline)"
        : expectedOutline.difference(to: actualOutline)
    Issue.record("The navigation state is not the expected one:\n\(detail)", sourceLocation: sourceLocation)
}

extension NavigationHarness {
    /// Expects the router's state to equal `expected`, listing tabs in the registry's order.
    public func expectState(_ expected: NavigationState, sourceLocation: SourceLocation = #_sourceLocation) {
        WaymarkTesting.expectState(
            router.state, equals: expected, tabOrder: registry.tabs, sourceLocation: sourceLocation)
    }
}
