import Testing
import Waymark

/// Expects every route to survive a trip through its link: the canonical link matches back to the
/// same route, and writing that route again gives the same link.
///
/// A feature's tests call it with a value of each of its linked destinations, so a pattern and the
/// route's `LinkableRoute` conformance can never drift apart unnoticed.
public func expectLinksRoundTrip(
    _ routes: [AnyRoute], in registry: NavigationRegistry, sourceLocation: SourceLocation = #_sourceLocation
) {
    for route in routes {
        let link: String
        do {
            link = try registry.link(for: route)
        } catch {
            Issue.record("\(route) has no link: \(error)", sourceLocation: sourceLocation)
            continue
        }
        switch registry.match(link).flatMap(registry.routes(for:)) {
        case .failure(let rejection):
            Issue.record("The link \(link) of \(route) does not match: \(rejection)", sourceLocation: sourceLocation)
        case .success(let matched):
            guard matched == [route] else {
                Issue.record("The link \(link) of \(route) matches \(matched) instead", sourceLocation: sourceLocation)
                continue
            }
            let again = try? registry.link(for: matched[0])
            if again != link {
                Issue.record(
                    "Writing \(route) again gives \(again ?? "no link"), not \(link)", sourceLocation: sourceLocation)
            }
        }
    }
}

/// Expects every destination of `feature` with a link to be covered by `routes`, so a round-trip
/// test cannot silently skip a destination added later.
public func expectEveryLinkCovered(
    by routes: [AnyRoute], feature: String, in registry: NavigationRegistry,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let linked = Set(registry.destinations.filter { $0.feature == feature && $0.link != nil }.map(\.name))
    let covered = Set(routes.map(\.destinationName))
    let missing = linked.subtracting(covered).sorted()
    if !missing.isEmpty {
        Issue.record(
            "No route covers the links of \(missing.map(\.rawValue).joined(separator: ", "))",
            sourceLocation: sourceLocation)
    }
}
