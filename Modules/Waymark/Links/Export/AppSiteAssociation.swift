import Foundation

/// The `apple-app-site-association` document for the app's universal-link host, generated from the
/// registry so that the links the system hands to the app are exactly the ones it can open.
///
/// Apple reads `components` in order and the first match decides. Every internal destination is
/// therefore listed first, as an exclusion (with its chains), and the public and signed-in
/// destinations follow, most specific first, the matcher's own precedence. Parameters become `*`
/// (Apple's patterns have no types), and each pattern also admits chains that continue after it.
/// A link the system lets through that the matcher still refuses (a bad parameter value, say) is
/// refused in the app with a notice, so the two can differ only in where the refusal shows.
public struct AppSiteAssociation: Sendable {
    /// One entry of `components`.
    struct Component: Hashable, Sendable, Encodable {
        let path: String
        /// The query items a link must carry (Apple's `"?"`), each `*`: for a link to the site's
        /// root, so that the component never claims the home page itself.
        let query: [String: String]
        let exclude: Bool
        let comment: String

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(path, forKey: .path)
            if !query.isEmpty { try container.encode(query, forKey: .query) }
            if exclude { try container.encode(true, forKey: .exclude) }
            try container.encode(comment, forKey: .comment)
        }

        private enum CodingKeys: String, CodingKey {
            case path = "/"
            case query = "?"
            case exclude, comment
        }
    }

    /// The app identifiers (`TEAMID.bundle.id`) the links open.
    let appIDs: [String]
    /// The components, in the order Apple must read them.
    let components: [Component]

    public init(registry: NavigationRegistry, appIDs: [String]) {
        self.appIDs = appIDs
        // Former patterns too, so links shared before a pattern changed still open the app.
        let linked = registry.destinations.flatMap { destination in
            ((destination.link.map { [$0] } ?? []) + destination.formerLinks).map { (destination, $0) }
        }
        let excluded = linked.filter { $0.0.access == .internal }
        let included = linked.filter { $0.0.access != .internal }
            .sorted { Self.precedes($0.1, $1.1) || (!Self.precedes($1.1, $0.1) && $0.0.name < $1.0.name) }

        var components: [Component] = []
        var seen = Set<String>()
        func add(_ path: String, query: [String: String] = [:], exclude: Bool, comment: String) {
            guard seen.insert(path + "?" + query.keys.sorted().joined(separator: "&")).inserted else { return }
            components.append(Component(path: path, query: query, exclude: exclude, comment: comment))
        }
        for (destination, pattern) in excluded {
            let path = Self.path(of: pattern)
            add(path, exclude: true, comment: "\(destination.name) (internal)")
            add(path + "/*", exclude: true, comment: "\(destination.name) (internal), followed by more")
        }
        for (destination, pattern) in included {
            // A link to the site's root names a whole link, never the start of a chain, and only
            // with its required query items, so the site's home page stays the site's.
            if pattern.segments.isEmpty {
                let query = Dictionary(pattern.query.filter(\.isRequired).map { ($0.key, "*") }) { first, _ in first }
                add("/", query: query, exclude: false, comment: destination.name.rawValue)
                continue
            }
            let path = Self.path(of: pattern)
            add(path, exclude: false, comment: destination.name.rawValue)
            if !path.hasSuffix("*") {
                add(path + "/*", exclude: false, comment: "\(destination.name), followed by more")
            }
        }
        self.components = components
    }

    /// The document, pretty-printed with sorted keys.
    public var json: String {
        struct Document: Encodable {
            struct AppLinks: Encodable {
                struct Detail: Encodable {
                    let appIDs: [String]
                    let components: [Component]
                }
                let details: [Detail]
            }
            let applinks: AppLinks
        }
        let document = Document(applinks: .init(details: [.init(appIDs: appIDs, components: components)]))
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: (try? encoder.encode(document)) ?? Data(), as: UTF8.self) + "\n"
    }

    /// The pattern's path with every parameter as `*`, inside a segment too (`*-*` for
    /// `{id:int}-{name:slug}`), as Apple's format reads wildcards.
    static func path(of pattern: LinkPattern) -> String {
        "/"
            + pattern.segments.map { segment in
                switch segment {
                case .literal(let text): text
                case .compound(let parts):
                    parts.map { part in
                        if case .literal(let text) = part { return text }
                        return "*"
                    }.joined()
                case .parameter, .catchAll: "*"
                }
            }.joined(separator: "/")
    }

    /// Whether `first` comes before `second` in the matcher's precedence: more segments first,
    /// then segment by segment literal before parameter before catch-all.
    static func precedes(_ first: LinkPattern, _ second: LinkPattern) -> Bool {
        if first.segments.count != second.segments.count { return first.segments.count > second.segments.count }
        func rank(_ segment: LinkPattern.Segment) -> Int {
            switch segment {
            case .literal: 0
            case .compound: 1
            case .parameter: 2
            case .catchAll: 3
            }
        }
        for (left, right) in zip(first.segments, second.segments) where rank(left) != rank(right) {
            return rank(left) < rank(right)
        }
        return false
    }
}
