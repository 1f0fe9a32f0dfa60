/// Every link pattern of the app as one tree of path segments, so that matching walks the link's
/// segments once instead of trying every pattern.
///
/// A node's children are tried most specific first: its literal child (found by the segment's
/// bytes), its typed children in type order, its untyped child, and last the catch-all that takes
/// the rest of the path. So the walk meets candidates in precedence order, and registration order
/// never decides. ``LinkCompiler`` builds it; ``LinkMatcher`` walks it.
struct LinkTrie: Sendable {
    struct Node: Sendable {
        /// Literal children by their bytes.
        var literals: [ArraySlice<UInt8>: Int] = [:]
        /// Typed children, by their type's index in `types` (the order they are tried in).
        var typed: [(type: Int, node: Int)] = []
        var untyped: Int?
        /// The entry of the pattern that ends at this node.
        var terminal: Int?
        /// The entry of the pattern whose catch-all takes the rest of the path from this node.
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

    /// The root is the first node.
    var nodes = [Node()]
    var entries: [Entry] = []
    /// Every parameter type, sorted by name, then each repeated, then each segment of several
    /// pieces in the order they were first met.
    var types: [LinkParameterType]
}
