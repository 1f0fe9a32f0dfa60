import Waymark

/// A state written out one fact per line, in the registry's tab order, so that two states can be
/// compared line by line and a failing test says exactly which part differs.
///
/// ```text
/// tab: search
/// stack hub: (root)
/// stack search: universities.detail(detail(12)) > courses.detail(detail(…))
/// modal 1 sheet: profile.settings(settings) > profile.privacy(privacy)
/// pending: none
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
        let tabs = tabOrder.filter { state.stacks[$0] != nil }
            + state.stacks.keys.filter { !tabOrder.contains($0) }.sorted()
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
        lines.append("pending: \(state.pending.map { "\($0.url) (needs \($0.requiredAccess.rawValue))" } ?? "none")")
        lines.append("notice: \(state.notice?.message ?? "none")")
        self.lines = lines
    }

    public var description: String {
        lines.joined(separator: "\n")
    }

    /// The lines of `self` (expected) and `actual` that differ, marked `-` and `+`, with the
    /// lines they share shown once for context.
    public func difference(to actual: StateOutline) -> String {
        let shared = lines.count < actual.lines.count ? lines.count : actual.lines.count
        var out: [String] = []
        for index in 0..<max(lines.count, actual.lines.count) {
            let expected = index < lines.count ? lines[index] : nil
            let found = index < actual.lines.count ? actual.lines[index] : nil
            if index < shared, expected == found {
                out.append("  \(expected!)")
                continue
            }
            if let expected { out.append("- \(expected)") }
            if let found { out.append("+ \(found)") }
        }
        return out.joined(separator: "\n")
    }
}
