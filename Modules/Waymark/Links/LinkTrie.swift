/// Every link pattern of the app compiled into a tree of segments, so that matching a link walks
/// the link once instead of trying every pattern.
///
/// Children are kept in precedence order (literals, then typed parameters by type name, then the
/// untyped parameter, then a catch-all), so a depth-first walk meets candidates most specific first
/// and registration order never decides.
struct LinkTrie: Sendable {
    struct Node: Sendable {
        /// Literal children, sorted by their bytes for binary search.
        var literals: [(key: [UInt8], child: Int)] = []
        /// Literal children by text, to find them quickly while building; emptied by `finish()`.
        var literalIndex: [String: Int] = [:]
        /// Typed parameter children, sorted by type name.
        var typed: [(type: LinkParameterType, child: Int)] = []
        var untyped: Int?
        /// The entry whose pattern ends in a catch-all here.
        var catchAll: Int?
        /// The entry whose pattern ends exactly here.
        var terminal: Int?
    }

    /// One registered pattern with its resolved parameter types.
    struct Entry: Sendable {
        let destination: Destination
        let pattern: LinkPattern
        /// The type of each path segment (`nil` for literals and the catch-all).
        let segmentTypes: [LinkParameterType?]
        /// The type of each query item, in declared order.
        let queryTypes: [LinkParameterType]
        var isTabRoot: Bool {
            if case .tabRoot = destination.presentation { return true }
            return false
        }
    }

    private(set) var nodes: [Node] = [Node()]
    private(set) var entries: [Entry] = []

    /// Adds an entry; returns the index of the entry already registered at the same place, if any.
    mutating func insert(_ entry: Entry) -> Int? {
        var node = 0
        for (segment, type) in zip(entry.pattern.segments, entry.segmentTypes) {
            switch segment {
            case .literal(let text):
                if let existing = nodes[node].literalIndex[text] {
                    node = existing
                } else {
                    let child = addNode()
                    nodes[node].literals.append((Array(text.utf8), child))
                    nodes[node].literalIndex[text] = child
                    node = child
                }
            case .parameter:
                let type = type!
                if type.isUntyped {
                    if let child = nodes[node].untyped {
                        node = child
                    } else {
                        let child = addNode()
                        nodes[node].untyped = child
                        node = child
                    }
                } else if let existing = nodes[node].typed.first(where: { $0.type.name == type.name }) {
                    node = existing.child
                } else {
                    let child = addNode()
                    nodes[node].typed.append((type, child))
                    node = child
                }
            case .catchAll:
                if let existing = nodes[node].catchAll { return existing }
                entries.append(entry)
                nodes[node].catchAll = entries.count - 1
                return nil
            }
        }
        if let existing = nodes[node].terminal { return existing }
        entries.append(entry)
        nodes[node].terminal = entries.count - 1
        return nil
    }

    /// Puts every node's children in precedence order; call once, after the last insert.
    mutating func finish() {
        for index in nodes.indices {
            nodes[index].literals.sort { $0.key.lexicographicallyPrecedes($1.key) }
            nodes[index].literalIndex = [:]
            nodes[index].typed.sort { $0.type.name < $1.type.name }
        }
    }

    private mutating func addNode() -> Int {
        nodes.append(Node())
        return nodes.count - 1
    }

    /// The literal child of `node` whose key equals `segment`.
    func literalChild(of node: Int, matching segment: UnsafeBufferPointer<UInt8>) -> Int? {
        let literals = nodes[node].literals
        var low = 0
        var high = literals.count
        while low < high {
            let middle = (low + high) / 2
            switch compare(literals[middle].key, segment) {
            case .orderedSame: return literals[middle].child
            case .orderedAscending: low = middle + 1
            case .orderedDescending: high = middle
            }
        }
        return nil
    }

    private func compare(_ key: [UInt8], _ segment: UnsafeBufferPointer<UInt8>) -> Order {
        key.withUnsafeBufferPointer { key in
            let count = min(key.count, segment.count)
            for index in 0..<count where key[index] != segment[index] {
                return key[index] < segment[index] ? .orderedAscending : .orderedDescending
            }
            if key.count == segment.count { return .orderedSame }
            return key.count < segment.count ? .orderedAscending : .orderedDescending
        }
    }

    private enum Order {
        case orderedAscending, orderedSame, orderedDescending
    }
}
