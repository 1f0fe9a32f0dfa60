/// Every link pattern of the app compiled into a tree of segments, so that matching a link walks
/// the link once instead of trying every pattern.
///
/// It is built with ``LinkTrieBuilder`` and then frozen into flat integer tables, which the matcher
/// walks through raw buffer pointers: a match touches no reference counts until it builds its
/// result. Children are kept in precedence order (literals, then typed parameters by type name,
/// then the untyped parameter, then a catch-all), so a depth-first walk meets candidates most
/// specific first and registration order never decides.
final class LinkTrie: Sendable {
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

    /// Fields of a node in `nodes`, `nodeWidth` integers per node; `-1` means none.
    static let terminal = 0, catchAll = 1, untyped = 2, literalStart = 3, literalCount = 4, typedStart = 5, typedCount = 6
    static let hashStart = 7, hashMask = 8
    static let nodeWidth = 9
    /// Nodes with more literal children than this find them through a hash table, not a binary
    /// search, so a node with thousands of children costs one or two probes.
    static let hashedLiteralThreshold = 8

    let entries: [Entry]
    /// Whether each entry is a tab root, which may only start a chain.
    let entryIsTabRoot: [Bool]
    /// The parameter types typed children refer to, and a code for each (see `TypeCode`).
    let types: [LinkParameterType]
    let typeCodes: [UInt8]
    let nodes: [Int32]
    /// Per literal child: offset of its key in `keys`, key length, child node. Sorted per node.
    let literals: [Int32]
    /// Per typed child: index into `types`, child node. Sorted per node by type name.
    let typed: [Int32]
    let keys: [UInt8]
    /// Open-addressing tables of literal indices (or -1) for nodes with many literal children.
    let literalHash: [Int32]
    /// Each entry's destination name, so a step does not have to copy the whole entry.
    let entryNames: [DestinationName]
    /// Each entry's path parameters, for entries with no query items and no catch-all (others
    /// read their values from the pattern): parameters `planRange[2e]..<planRange[2e + 1]`, or
    /// a start of -1 for the others; `plan` holds a (segment position, index into `planTypes`)
    /// pair per parameter and `planNames` its name.
    let planRange: [Int32]
    let plan: [Int32]
    let planNames: [String]
    let planTypes: [LinkParameterType]

    init(
        entries: [Entry], types: [LinkParameterType], nodes: [Int32], literals: [Int32], typed: [Int32],
        keys: [UInt8], literalHash: [Int32]
    ) {
        self.literalHash = literalHash
        entryNames = entries.map(\.destination.name)
        var planRange: [Int32] = []
        var plan: [Int32] = []
        var planNames: [String] = []
        var planTypes: [LinkParameterType] = []
        var planTypeIndex: [String: Int32] = [:]
        for entry in entries {
            let isSimple = entry.pattern.query.isEmpty && !entry.pattern.segments.contains {
                if case .catchAll = $0 { return true }
                return false
            }
            if isSimple {
                planRange.append(Int32(planNames.count))
                for (position, (segment, type)) in zip(entry.pattern.segments, entry.segmentTypes).enumerated() {
                    guard case .parameter(let name, _) = segment, let type else { continue }
                    let index = planTypeIndex[type.name] ?? {
                        planTypes.append(type)
                        planTypeIndex[type.name] = Int32(planTypes.count - 1)
                        return Int32(planTypes.count - 1)
                    }()
                    plan.append(Int32(position))
                    plan.append(index)
                    planNames.append(name)
                }
                planRange.append(Int32(planNames.count))
            } else {
                planRange += [-1, -1]
            }
        }
        self.planRange = planRange
        self.plan = plan
        self.planNames = planNames
        self.planTypes = planTypes
        self.entries = entries
        entryIsTabRoot = entries.map(\.isTabRoot)
        self.types = types
        typeCodes = types.map(TypeCode.code)
        self.nodes = nodes
        self.literals = literals
        self.typed = typed
        self.keys = keys
    }

    /// How the walk checks a typed segment: the built-in types by a byte check, others through
    /// their ``LinkParameterType``.
    enum TypeCode {
        static let int: UInt8 = 0, uuid: UInt8 = 1, slug: UInt8 = 2, other: UInt8 = 3

        static func code(_ type: LinkParameterType) -> UInt8 {
            switch type.kind {
            case .int: int
            case .uuid: uuid
            case .slug: slug
            default: other
            }
        }
    }
}

/// The mutable trie patterns are inserted into at start-up, then frozen.
struct LinkTrieBuilder {
    struct Node {
        var literals: [String: Int] = [:]
        var typed: [String: (type: LinkParameterType, child: Int)] = [:]
        var untyped: Int?
        var catchAll: Int?
        var terminal: Int?
    }

    private(set) var nodes: [Node] = [Node()]
    private(set) var entries: [LinkTrie.Entry] = []

    /// Adds an entry; returns the index of the entry already registered at the same place, if any.
    mutating func insert(_ entry: LinkTrie.Entry) -> Int? {
        var node = 0
        for (segment, type) in zip(entry.pattern.segments, entry.segmentTypes) {
            switch segment {
            case .literal(let text):
                if let existing = nodes[node].literals[text] {
                    node = existing
                } else {
                    let child = addNode()
                    nodes[node].literals[text] = child
                    node = child
                }
            case .parameter:
                let type = type!
                if type.isUntyped {
                    if let existing = nodes[node].untyped {
                        node = existing
                    } else {
                        let child = addNode()
                        nodes[node].untyped = child
                        node = child
                    }
                } else if let existing = nodes[node].typed[type.name] {
                    node = existing.child
                } else {
                    let child = addNode()
                    nodes[node].typed[type.name] = (type, child)
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

    private mutating func addNode() -> Int {
        nodes.append(Node())
        return nodes.count - 1
    }

    /// Pairs of entries whose patterns differ only in parameter types that can accept the same
    /// text, so both would match some links with equal precedence.
    func overlappingEntries() -> [(Int, Int)] {
        var pairs: [(Int, Int)] = []
        for node in nodes where node.typed.count > 1 {
            let children = node.typed.values.sorted { $0.type.name < $1.type.name }
            for (index, first) in children.enumerated() {
                for second in children[(index + 1)...] where first.type.mayOverlap(with: second.type) {
                    collectOverlaps(first.child, second.child, into: &pairs)
                }
            }
        }
        return pairs
    }

    private func collectOverlaps(_ first: Int, _ second: Int, into pairs: inout [(Int, Int)]) {
        let a = nodes[first], b = nodes[second]
        if let left = a.terminal, let right = b.terminal { pairs.append((left, right)) }
        if let left = a.catchAll, let right = b.catchAll { pairs.append((left, right)) }
        if let left = a.untyped, let right = b.untyped { collectOverlaps(left, right, into: &pairs) }
        for (key, left) in a.literals {
            if let right = b.literals[key] { collectOverlaps(left, right, into: &pairs) }
        }
        for (name, left) in a.typed {
            for (otherName, right) in b.typed where name == otherName || left.type.mayOverlap(with: right.type) {
                collectOverlaps(left.child, right.child, into: &pairs)
            }
        }
    }

    /// The trie as flat tables, children in precedence order.
    func freeze() -> LinkTrie {
        var table = [Int32](repeating: -1, count: nodes.count * LinkTrie.nodeWidth)
        var literals: [Int32] = []
        var typed: [Int32] = []
        var keys: [UInt8] = []
        var literalHash: [Int32] = []
        var types: [LinkParameterType] = []
        var typeIndex: [String: Int32] = [:]
        for (index, node) in nodes.enumerated() {
            let base = index * LinkTrie.nodeWidth
            table[base + LinkTrie.terminal] = Int32(node.terminal ?? -1)
            table[base + LinkTrie.catchAll] = Int32(node.catchAll ?? -1)
            table[base + LinkTrie.untyped] = Int32(node.untyped ?? -1)
            // Literals are ASCII (the pattern parser refuses anything else), so string order is
            // byte order, which the binary search relies on.
            let sortedLiterals = node.literals.sorted { $0.key < $1.key }
            let firstLiteral = literals.count / 3
            table[base + LinkTrie.literalStart] = Int32(firstLiteral)
            table[base + LinkTrie.literalCount] = Int32(sortedLiterals.count)
            for (key, child) in sortedLiterals {
                literals.append(Int32(keys.count))
                literals.append(Int32(key.utf8.count))
                literals.append(Int32(child))
                keys.append(contentsOf: key.utf8)
            }
            if sortedLiterals.count > LinkTrie.hashedLiteralThreshold {
                var size = 1
                while size < sortedLiterals.count * 2 { size <<= 1 }
                let start = literalHash.count
                literalHash.append(contentsOf: repeatElement(-1, count: size))
                for offset in sortedLiterals.indices {
                    let keyStart = Int(literals[(firstLiteral + offset) * 3])
                    let keyLength = Int(literals[(firstLiteral + offset) * 3 + 1])
                    var slot = keys[keyStart..<(keyStart + keyLength)].withUnsafeBufferPointer(literalHashValue) & (size - 1)
                    while literalHash[start + slot] >= 0 { slot = (slot + 1) & (size - 1) }
                    literalHash[start + slot] = Int32(firstLiteral + offset)
                }
                table[base + LinkTrie.hashStart] = Int32(start)
                table[base + LinkTrie.hashMask] = Int32(size - 1)
            }
            let sortedTyped = node.typed.values.sorted { $0.type.name < $1.type.name }
            table[base + LinkTrie.typedStart] = Int32(typed.count / 2)
            table[base + LinkTrie.typedCount] = Int32(sortedTyped.count)
            for (type, child) in sortedTyped {
                let index = typeIndex[type.name] ?? {
                    types.append(type)
                    typeIndex[type.name] = Int32(types.count - 1)
                    return Int32(types.count - 1)
                }()
                typed.append(index)
                typed.append(Int32(child))
            }
        }
        return LinkTrie(
            entries: entries, types: types, nodes: table, literals: literals, typed: typed, keys: keys,
            literalHash: literalHash)
    }
}

/// FNV-1a over a literal's bytes: cheap, and good enough to spread path segments.
func literalHashValue(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
    var hash: UInt32 = 2_166_136_261
    for byte in bytes {
        hash = (hash ^ UInt32(byte)) &* 16_777_619
    }
    return Int(hash)
}
