/// Every link pattern of the app as one tree of path segments, so that matching walks the link's
/// segments once instead of trying every pattern.
///
/// A node's children are tried most specific first: its literal child (found by the segment's
/// bytes), its typed children in type order, its untyped child, and last its catch-all. So the walk
/// meets candidates in precedence order, never in registration order.
struct LinkTrie: Sendable {
    struct Node: Sendable {
        /// Literal children by their text.
        var literals: [String: Int] = [:]
        /// Typed children, by their type's index in `types` (the order they are tried in).
        var typed: [(type: Int, node: Int)] = []
        var untyped: Int?
        /// The entries of the pattern that ends here and of the one whose catch-all takes the rest.
        var terminal: Int?
        var catchAll: Int?
    }

    /// One compiled pattern: what a match of it reads.
    struct Entry: Sendable {
        let name: DestinationName
        /// A tab root may only start a chain.
        let isTabRoot: Bool
        let segmentCount: Int
        /// The path's parameters in segment order: each its segment's position, its name and its
        /// type's index in `types`; the catch-all, always last, has no type.
        let path: [(position: Int, name: String, type: Int?)]
        let query: [(item: LinkPattern.QueryItem, type: LinkParameterType)]
        let fragment: (name: String, type: LinkParameterType)?
    }

    var nodes = [Node()]  // The root first.
    var entries: [Entry] = []
    /// Every parameter type, sorted by name, then each repeated, then each segment of several
    /// pieces in the order they were first met.
    var types: [LinkParameterType]
}
