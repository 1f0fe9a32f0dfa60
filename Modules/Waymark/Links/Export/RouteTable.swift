import Foundation

/// Every destination of the registry as a table, with a working example link for each: the source
/// of the route table in the docs, the `routes` command and any audit of what the app exposes.
/// It is generated, never written by hand, so it cannot drift from the code.
public struct RouteTable: Sendable {
    /// One destination.
    package struct Row: Hashable, Sendable, Encodable {
        package let name: String
        package let feature: String
        /// The link pattern as declared, or `nil` for a destination without a link.
        package let pattern: String?
        /// `root`, `push`, `sheet`, `fullScreenCover`, `popover` or `inspector`.
        package let presentation: String
        /// The hosting tab, or `nil` for modals and pushes that have none.
        package let tab: String?
        /// `public`, `signedIn` or `internal`.
        let access: String
        /// A canonical link that opens this destination, or `nil` when none can be written.
        package let example: String?
        /// The link as an App Intents entity's URL template (`{name}` for each parameter), or `nil`
        /// for an internal destination or one without a link: see
        /// `NavigationRegistry.urlTemplate(for:)`.
        let urlTemplate: String?
        /// The view its screen zooms out of when opened from a screen that shows it, or `nil`
        /// (``DestinationDeclaration/Case/zooms(from:)``).
        package let zoomSource: String?
        /// Whether it is a legacy enum registered whole, whose cases have not all moved to
        /// features yet (``FeatureRegistrar/registerLegacy(_:presentation:parsingLinks:)``).
        package let legacy: Bool

        package func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(name, forKey: .name)
            try container.encode(feature, forKey: .feature)
            try container.encode(pattern, forKey: .pattern)
            try container.encode(presentation, forKey: .presentation)
            try container.encode(tab, forKey: .tab)
            try container.encode(access, forKey: .access)
            try container.encode(example, forKey: .example)
            try container.encode(urlTemplate, forKey: .urlTemplate)
            try container.encode(zoomSource, forKey: .zoomSource)
            if legacy { try container.encode(legacy, forKey: .legacy) }
        }

        private enum CodingKeys: String, CodingKey {
            case name, feature, pattern, presentation, tab, access, example, urlTemplate, zoomSource, legacy
        }

        /// The presentation as the text and Markdown tables show it: a legacy enum's marked so.
        var presented: String { legacy ? presentation + " (legacy)" : presentation }
    }

    /// The rows, in registration order.
    package let rows: [Row]

    /// The table of `registry`. Example links are written from `examples` (a route of each
    /// destination, typically from the app's sample data); destinations without one get an example
    /// made from their pattern's types.
    public init(registry: NavigationRegistry, examples: [AnyRoute] = []) {
        let exampleRoutes = Dictionary(examples.map { ($0.destinationName, $0) }) { first, _ in first }
        rows = registry.destinations.map { destination in
            let example: String? =
                if let route = exampleRoutes[destination.name] {
                    try? registry.link(for: route)
                } else {
                    destination.link.flatMap {
                        try? registry.linkConfiguration.link($0, values: registry.exampleValues(for: $0))
                    }
                }
            return Row(
                name: destination.name.rawValue,
                feature: destination.feature,
                pattern: destination.link?.description,
                presentation: destination.presentation.tableName,
                tab: destination.presentation.tab?.rawValue,
                access: destination.isInternal
                    ? "internal" : destination.requirements.contains(.signedIn) ? "signedIn" : "public",
                example: example,
                urlTemplate: destination.isInternal ? nil : registry.urlTemplate(for: destination.name),
                zoomSource: destination.zoomSource?.name, legacy: registry.legacy.isLegacy(destination.name))
        }
    }

    /// The table in `format`.
    public func rendered(as format: RouteTableFormat) -> String {
        switch format {
        case .text: text
        case .markdown: markdown
        case .json: json
        case .dot: dot
        }
    }

    /// A table for a terminal: one line a destination, its columns as narrow as their longest
    /// cell, and under it, indented, its example link (whole, so it can be copied; `-` for none).
    /// Chapter's 101 destinations fit 80 columns but for their two longest links.
    private var text: String {
        let header = ["DESTINATION", "FEATURE", "PRESENTED", "TAB", "ACCESS"]
        let cells = rows.map { [$0.name, $0.feature, $0.presented, $0.tab ?? "-", $0.access] }
        let widths = header.indices.map { column in ([header] + cells).map { $0[column].count }.max() ?? 0 }
        func line(_ row: [String]) -> String {
            zip(row, widths).map { cell, width in cell.padding(toLength: width, withPad: " ", startingAt: 0) }
                .joined(separator: "  ").trimmingCharacters(in: .whitespaces)
        }
        let body = zip(cells, rows).map { cells, row in line(cells) + "\n    " + (row.example ?? "-") }
        return ([line(header) + "\n    EXAMPLE"] + body).joined(separator: "\n") + "\n"
    }

    private var markdown: String {
        var lines = [
            "| destination | feature | link pattern | presented | tab | access | example |",
            "|---|---|---|---|---|---|---|",
        ]
        for row in rows {
            let cells = [
                row.name, row.feature, row.pattern.map { "`\($0)`" } ?? "",
                row.presented, row.tab ?? "", row.access, row.example.map { "`\($0)`" } ?? "",
            ]
            lines.append(
                "| " + cells.map { $0.replacingOccurrences(of: "|", with: "\\|") }.joined(separator: " | ") + " |")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private var json: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(rows)) ?? Data("[]".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    private var dot: String {
        func quoted(_ text: String) -> String {
            "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
        }
        var lines = ["digraph routes {", "  rankdir=LR;", "  node [fontname=\"Helvetica\", fontsize=10];"]
        let tabs = rows.compactMap(\.tab).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        for tab in tabs {
            lines.append("  \(quoted("tab:" + tab)) [label=\(quoted(tab)), shape=folder];")
        }
        lines.append("  \"modal\" [label=\"any tab (modal)\", shape=folder, style=dashed];")
        for row in rows {
            let shape =
                switch row.presentation {
                case "root": "house"
                case "sheet", "fullScreenCover", "popover", "inspector": "component"
                default: "box"
                }
            let style =
                switch row.access {
                case "internal": "dashed"
                case "signedIn": "bold"
                default: "solid"
                }
            let label = row.name + (row.pattern.map { "\\n" + $0 } ?? "")
            lines.append("  \(quoted(row.name)) [label=\(quoted(label)), shape=\(shape), style=\(style)];")
            let from = row.tab.map { "tab:" + $0 } ?? "modal"
            lines.append("  \(quoted(from)) -> \(quoted(row.name));")
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }
}

/// The formats a ``RouteTable`` renders in.
public enum RouteTableFormat: String, Sendable, CaseIterable {
    case text, markdown, json, dot
}

extension PresentationStyle {
    /// The presentation's name in route tables.
    var tableName: String {
        switch self {
        case .tabRoot: "root"
        case .push, .pushInModal: "push"
        case .modal(let style): style.rawValue
        }
    }
}

extension NavigationRegistry {
    /// Values that fit every parameter of `pattern`, for example links; custom types have none.
    func exampleValues(for pattern: LinkPattern) -> LinkValues {
        linkConfiguration.exampleValues(for: pattern)
    }

    /// A route of `destination` built from its pattern's example values, when it has a link (for
    /// the route map, through this `package` interface).
    package func exampleRoute(of destination: Destination) -> AnyRoute? {
        guard let pattern = destination.link, let coding = linkBehavior(of: destination.name)?.coding else {
            return nil
        }
        return try? coding.build(destination.name, exampleValues(for: pattern))
    }
}
