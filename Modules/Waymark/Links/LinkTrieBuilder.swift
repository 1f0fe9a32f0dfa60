/// The mutable trie patterns are inserted into at start-up, then frozen.
///
/// Edges live in two dictionaries for the whole trie rather than two per node, so building and
/// dropping tens of thousands of nodes costs no per-node allocation.
struct LinkTrieBuilder {
    struct Node {
        var untyped: Int32 = -1
        var catchAll: Int32 = -1
        var terminal: Int32 = -1
    }

    private struct LiteralEdge: Hashable {
        let parent: Int32
        let text: String
    }

    private struct TypedEdge: Hashable {
        let parent: Int32
        let typeName: String
    }

    private(set) var nodes: [Node] = [Node()]
    private(set) var entries: [LinkTrie.Entry] = []
    private var literalEdges: [LiteralEdge: Int32] = [:]
    private var typedEdges: [TypedEdge: (type: LinkParameterType, child: Int32)] = [:]

    /// Makes room for about `count` patterns, so building does not grow the tables step by step.
    mutating func reserveCapacity(patterns count: Int) {
        nodes.reserveCapacity(count * 3)
        entries.reserveCapacity(count)
        literalEdges.reserveCapacity(count * 2)
    }

    /// Adds an entry; returns the index of the entry already registered at the same place, if any.
    mutating func insert(_ entry: LinkTrie.Entry) -> Int? {
        var node: Int32 = 0
        for (segment, type) in zip(entry.pattern.segments, entry.segmentTypes) {
            switch segment {
            case .literal(let text):
                let edge = LiteralEdge(parent: node, text: text)
                if let existing = literalEdges[edge] {
                    node = existing
                } else {
                    let child = addNode()
                    literalEdges[edge] = child
                    node = child
                }
            case .parameter:
                let type = type!
                if type.isUntyped {
                    if nodes[Int(node)].untyped >= 0 {
                        node = nodes[Int(node)].untyped
                    } else {
                        let child = addNode()
                        nodes[Int(node)].untyped = child
                        node = child
                    }
                } else {
                    let edge = TypedEdge(parent: node, typeName: type.name)
                    if let existing = typedEdges[edge] {
                        node = existing.child
                    } else {
                        let child = addNode()
                        typedEdges[edge] = (type, child)
                        node = child
                    }
                }
            case .catchAll:
                let existing = nodes[Int(node)].catchAll
                if existing >= 0 { return Int(existing) }
                entries.append(entry)
                nodes[Int(node)].catchAll = Int32(entries.count - 1)
                return nil
            }
        }
        let existing = nodes[Int(node)].terminal
        if existing >= 0 { return Int(existing) }
        entries.append(entry)
        nodes[Int(node)].terminal = Int32(entries.count - 1)
        return nil
    }

    private mutating func addNode() -> Int32 {
        nodes.append(Node())
        return Int32(nodes.count - 1)
    }

    /// The trie as flat tables, children in precedence order, and the pairs of entries whose
    /// patterns differ only in parameter types that can accept the same text (so both would
    /// match some links with equal precedence).
    func freeze() -> (trie: LinkTrie, overlaps: [(Int, Int)]) {
        let literals = grouped(literalEdges.map { ($0.key.parent, $0.key.text, $0.value) }) { $0.1 < $1.1 }
        let typed = grouped(typedEdges.map { ($0.key.parent, $0.value.type, $0.value.child) }) { $0.1.name < $1.1.name }
        let children = Children(literals: literals, typed: typed)

        var table = [Int32](repeating: -1, count: nodes.count * LinkTrie.nodeWidth)
        var literalTable: [Int32] = []
        var typedTable: [Int32] = []
        var keys: [UInt8] = []
        var literalHash: [Int32] = []
        var types: [LinkParameterType] = []
        var typeIndex: [String: Int32] = [:]
        literalTable.reserveCapacity(literals.edges.count * 3)
        typedTable.reserveCapacity(typed.edges.count * 2)
        for (index, node) in nodes.enumerated() {
            let base = index * LinkTrie.nodeWidth
            table[base + LinkTrie.terminal] = node.terminal
            table[base + LinkTrie.catchAll] = node.catchAll
            table[base + LinkTrie.untyped] = node.untyped

            // Literals are ASCII (the pattern parser refuses anything else), so string order is
            // byte order, which the binary search relies on.
            let literalRange = literals.range(of: index)
            let firstLiteral = literalTable.count / 3
            table[base + LinkTrie.literalStart] = Int32(firstLiteral)
            table[base + LinkTrie.literalCount] = Int32(literalRange.count)
            for edge in literals.edges[literalRange] {
                literalTable.append(Int32(keys.count))
                literalTable.append(Int32(edge.1.utf8.count))
                literalTable.append(edge.2)
                keys.append(contentsOf: edge.1.utf8)
            }
            if literalRange.count > LinkTrie.hashedLiteralThreshold {
                let size = LinkTrie.hashTableSize(forLiterals: literalRange.count)
                let start = literalHash.count
                literalHash.append(contentsOf: repeatElement(-1, count: size))
                for offset in 0..<literalRange.count {
                    let keyStart = Int(literalTable[(firstLiteral + offset) * 3])
                    let keyLength = Int(literalTable[(firstLiteral + offset) * 3 + 1])
                    var slot = keys[keyStart..<(keyStart + keyLength)].withUnsafeBufferPointer(literalHashValue) & (size - 1)
                    while literalHash[start + slot] >= 0 { slot = (slot + 1) & (size - 1) }
                    literalHash[start + slot] = Int32(firstLiteral + offset)
                }
                table[base + LinkTrie.hashStart] = Int32(start)
            }

            let typedRange = typed.range(of: index)
            table[base + LinkTrie.typedStart] = Int32(typedTable.count / 2)
            table[base + LinkTrie.typedCount] = Int32(typedRange.count)
            for edge in typed.edges[typedRange] {
                let type = edge.1
                let position = typeIndex[type.name] ?? {
                    types.append(type)
                    typeIndex[type.name] = Int32(types.count - 1)
                    return Int32(types.count - 1)
                }()
                typedTable.append(position)
                typedTable.append(edge.2)
            }
        }
        let trie = LinkTrie(
            entries: entries, types: types, nodes: table, literals: literalTable, typed: typedTable, keys: keys,
            literalHash: literalHash)
        return (trie, children.overlaps(in: nodes))
    }

    /// Edges grouped by parent node (a counting sort, since parents are small integers), each
    /// group sorted by `order` only when it has more than one edge.
    private func grouped<Label>(
        _ edges: [(Int32, Label, Int32)], by order: ((Int32, Label, Int32), (Int32, Label, Int32)) -> Bool
    ) -> EdgeGroups<Label> {
        var starts = [Int](repeating: 0, count: nodes.count + 1)
        for edge in edges { starts[Int(edge.0) + 1] += 1 }
        for index in 1..<starts.count { starts[index] += starts[index - 1] }
        var placed = [(Int32, Label, Int32)?](repeating: nil, count: edges.count)
        var next = starts
        for edge in edges {
            placed[next[Int(edge.0)]] = edge
            next[Int(edge.0)] += 1
        }
        var sorted = placed.map { $0! }
        for node in 0..<nodes.count where starts[node + 1] - starts[node] > 1 {
            sorted[starts[node]..<starts[node + 1]].sort(by: order)
        }
        return EdgeGroups(edges: sorted, starts: starts)
    }
}

/// Edges of one kind, grouped by parent node.
private struct EdgeGroups<Label> {
    let edges: [(Int32, Label, Int32)]
    let starts: [Int]

    func range(of node: Int) -> Range<Int> {
        starts[node]..<starts[node + 1]
    }
}

/// Finds patterns that differ only in parameter types that may accept the same text.
private struct Children {
    let literals: EdgeGroups<String>
    let typed: EdgeGroups<LinkParameterType>

    func overlaps(in nodes: [LinkTrieBuilder.Node]) -> [(Int, Int)] {
        var pairs: [(Int, Int)] = []
        for node in nodes.indices where typed.range(of: node).count > 1 {
            let children = typed.edges[typed.range(of: node)]
            for (index, first) in children.enumerated() {
                for second in children.dropFirst(index + 1) where first.1.mayOverlap(with: second.1) {
                    collect(Int(first.2), Int(second.2), nodes, into: &pairs)
                }
            }
        }
        return pairs
    }

    private func collect(_ first: Int, _ second: Int, _ nodes: [LinkTrieBuilder.Node], into pairs: inout [(Int, Int)]) {
        let a = nodes[first], b = nodes[second]
        if a.terminal >= 0, b.terminal >= 0 { pairs.append((Int(a.terminal), Int(b.terminal))) }
        if a.catchAll >= 0, b.catchAll >= 0 { pairs.append((Int(a.catchAll), Int(b.catchAll))) }
        if a.untyped >= 0, b.untyped >= 0 { collect(Int(a.untyped), Int(b.untyped), nodes, into: &pairs) }
        for left in literals.edges[literals.range(of: first)] {
            for right in literals.edges[literals.range(of: second)] where left.1 == right.1 {
                collect(Int(left.2), Int(right.2), nodes, into: &pairs)
            }
        }
        for left in typed.edges[typed.range(of: first)] {
            for right in typed.edges[typed.range(of: second)]
            where left.1.name == right.1.name || left.1.mayOverlap(with: right.1) {
                collect(Int(left.2), Int(right.2), nodes, into: &pairs)
            }
        }
    }
}
