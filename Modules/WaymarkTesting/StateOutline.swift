import Waymark

/// A state written out one fact per line, in the registry's tab order, so that two states can be
/// compared line by line and a failing test says exactly which part differs.
///
/// ```text
/// tab: search
/// stack hub: (root)
/// stack search: universities.detail(detail(12)) > courses.detail(detail(…))
/// modal 1 sheet: profile.settings(settings) > profile.privacy(privacy)
/// held: none
/// notice: none
/// ```
public struct StateOutline: Equatable, CustomStringConvertible {
    /// The lines, top to bottom.
    public let lines: [String]

    /// Outlines `state`, listing tabs in the order of `tabOrder` (then any others by name).
    public init(_ state: NavigationState, tabOrder: [TabID] = []) {
        func path(_ routes: [AnyRoute]) -> String {
            routes.isEmpty ? "(root)" : routes.map(\.description).joined(separator: " > ")
        }
        let tabs =
            tabOrder.filter { state.stacks[$0] != nil }
            + state.stacks.keys.filter { !tabOrder.contains($0) }.sortedByName()
        var lines = ["tab: \(state.selectedTab)"]
        lines += tabs.map { "stack \($0): \(path(state.stack(of: $0)))" }
        lines += state.modals.enumerated().map { index, layer in
            "modal \(index + 1) \(layer.style.rawValue): \(path(layer.stack))"
        }
        if let point = state.returnPoint {
            lines.append("return point: tab \(point.tab) at \(path(point.stack))")
            lines += point.layers.enumerated().map { index, layer in
                "  remembered modal \(index + 1) \(layer.style.rawValue): \(path(layer.stack))"
            }
        }
        lines.append("held: \(state.held.map(Self.describe) ?? "none")")
        lines.append("notice: \(state.notice.map { String(describing: $0) } ?? "none")")
        self.lines = lines
    }

    public var description: String {
        lines.joined(separator: "\n")
    }

    private static func describe(_ held: HeldNavigation) -> String {
        let request =
            switch held.request {
            case .link(let link): link
            case .intents(let intents): intents.map { String(describing: $0) }.joined(separator: ", ")
            }
        let needs = held.requirements.map(\.description).joined(separator: ", ")
        return
            "\(request) (needs \(needs), for \(held.destination.destinationName); \(held.layersBelow) layer(s) below)"
    }

    /// A line diff from `self` (expected) to `actual`: lines only expected are marked `-`, lines
    /// only found are marked `+`, and shared lines are kept for context.
    public func difference(to actual: StateOutline) -> String {
        var removed = Set<Int>()
        var inserted = Set<Int>()
        for change in actual.lines.difference(from: lines) {
            switch change {
            case .remove(let offset, _, _): removed.insert(offset)
            case .insert(let offset, _, _): inserted.insert(offset)
            }
        }
        var out: [String] = []
        var expectedIndex = 0
        var actualIndex = 0
        while expectedIndex < lines.count || actualIndex < actual.lines.count {
            if expectedIndex < lines.count, removed.contains(expectedIndex) {
                out.append("- \(lines[expectedIndex])")
                expectedIndex += 1
            } else if actualIndex < actual.lines.count, inserted.contains(actualIndex) {
                out.append("+ \(actual.lines[actualIndex])")
                actualIndex += 1
            } else {
                out.append("  \(lines[expectedIndex])")
                expectedIndex += 1
                actualIndex += 1
            }
        }
        return out.joined(separator: "\n")
    }
}
