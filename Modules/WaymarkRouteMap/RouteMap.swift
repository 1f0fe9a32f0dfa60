import Foundation
import Waymark

/// Every destination with everything a team reviewing navigation asks about it: who owns it, its
/// link, how and where it is presented, who may see it, the screens a link puts under it, and
/// where it is reached from. Rendered as one self-contained HTML page
/// (``html(title:)``: a drawn graph and a searchable table), generated from the registry so it
/// cannot drift from the code.
///
/// It also lists what it finds wrong (``Entry/problems``): a destination whose feature has no
/// owning team, a parent that is not a registered destination, a parent chain that loops.
public struct RouteMap: Sendable {
    /// One destination.
    public struct Entry: Hashable, Sendable, Encodable {
        public let name: String
        public let feature: String
        /// The team that owns the feature, or `nil` when none is known.
        public let owner: String?
        /// The link pattern as declared, or `nil` for a destination without a link.
        public let pattern: String?
        /// A canonical link that opens this destination, or `nil` when none can be written.
        public let example: String?
        /// `root`, `push`, `sheet`, `fullScreenCover`, `popover` or `inspector`, as in the route
        /// table.
        public let presentation: String
        /// Whether it is a legacy enum registered whole, not yet moved out into features.
        public let legacy: Bool
        /// The view its screen zooms out of when opened from a screen showing it, or `nil`.
        public let zoomSource: String?
        /// The hosting tab, or `nil` for modals and pushes that have none.
        public let tab: String?
        /// `public` (links may open it) or `internal` (only the screens in ``reachableFrom``).
        public let access: String
        /// What the user must have met to see it (`signedIn`, ...); the guard holds navigation to
        /// it until they do.
        public let requires: [String]
        /// The requirement this screen meets, when the guard presents it (the sign-in screen).
        public let meets: String?
        /// The screens a link to it puts under it after a cold start, bottom first (its tab's
        /// root first, for a pushed screen), from its example's parents.
        public let parents: [String]
        /// Where the user reaches it from: `tab bar` for a tab's root, `link` for one a link opens,
        /// `guard` for a screen the access guard presents, and the destinations declared to lead
        /// to an internal one.
        public let reachableFrom: [String]
        /// What is wrong with it, in a developer's words; empty when nothing is.
        public let problems: [String]
    }

    /// The entries, in registration order.
    public let entries: [Entry]

    /// The map of `registry`. Examples come from `examples` (a route of each destination,
    /// typically from the app's sample data) and otherwise from each pattern's types; parent
    /// chains are the examples' parents. `owners` gives each feature's owning team by the
    /// feature's name.
    public init(registry: NavigationRegistry, examples: [AnyRoute] = [], owners: [String: String]) async {
        let table = RouteTable(registry: registry, examples: examples)
        let exampleRoutes = Dictionary(examples.map { ($0.destinationName, $0) }) { first, _ in first }
        let meeting = Dictionary(registry.satisfiers.map { ($0.value.destinationName, $0.key.description) }) {
            first, _ in
            first
        }
        var entries: [Entry] = []
        for (destination, row) in zip(registry.destinations, table.rows) {
            var problems: [String] = []
            if owners[destination.feature] == nil {
                problems.append("its feature '\(destination.feature)' has no owning team")
            }
            var parents: [String] = []
            if let example = exampleRoutes[destination.name] ?? registry.exampleRoute(of: destination) {
                // The walk links take, so the map shows what a link puts under the screen.
                let chain = await registry.parentChain(of: example)
                let names = chain.routes.dropLast().map(\.destinationName.rawValue)
                parents = (chain.unregisteredParent.map { [$0.destinationName.rawValue] } ?? []) + names
                if let unregistered = chain.unregisteredParent {
                    problems.append("its parent '\(unregistered.destinationName)' is not a registered destination")
                }
                if chain.cutAtLimit {
                    let loop = names.first { name in names.filter { $0 == name }.count > 1 }
                    problems.append(
                        loop.map { "its parent chain loops through '\($0)'" }
                            ?? "its parent chain is longer than the link chain limit")
                }
            }
            // A link selects a pushed screen's hosting tab, so that tab's root is under the chain.
            if case .push(let host?) = destination.presentation, let root = registry.rootDestination(of: host) {
                parents.insert(root.rawValue, at: 0)
            }
            var reachableFrom: [String] = []
            if case .tabRoot = destination.presentation { reachableFrom.append("tab bar") }
            if destination.link != nil, !destination.isInternal { reachableFrom.append("link") }
            if meeting[destination.name] != nil { reachableFrom.append("guard") }
            reachableFrom += destination.entries.map(\.rawValue)
            for entry in destination.entries where registry.destination(named: entry) == nil {
                problems.append("it is reached from '\(entry)', which is not a registered destination")
            }
            entries.append(
                Entry(
                    name: row.name, feature: row.feature, owner: owners[destination.feature], pattern: row.pattern,
                    example: row.example, presentation: row.presentation, legacy: row.legacy,
                    zoomSource: row.zoomSource, tab: row.tab,
                    access: destination.isInternal ? "internal" : "public",
                    requires: destination.requirements.map(\.description), meets: meeting[destination.name],
                    parents: parents, reachableFrom: reachableFrom, problems: problems))
        }
        self.entries = entries
    }

    /// The entries as JSON, one entry a line, with `/` escaped so that no value can close the
    /// page's script element.
    var entriesJSON: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let lines = entries.map { entry in
            String(decoding: (try? encoder.encode(entry)) ?? Data("{}".utf8), as: UTF8.self)
        }
        return "[\n" + lines.joined(separator: ",\n") + "\n]"
    }
}
