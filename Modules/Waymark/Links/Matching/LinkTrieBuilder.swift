/// The mutable trie patterns are inserted into at start-up, then frozen into ``LinkTrie``'s tables.
///
/// Everything it holds is plain integers and bytes. A node's literal edges form a short linked
/// list, walked while they are few (they were added together, so they are close in memory); once
/// a node has more than `listedLiteralLimit`, its edges also go into one open-addressing table
/// for the whole trie, keyed by parent node and the literal's bytes. Typed edges hang off their
/// node in a linked list too. Inserting a pattern therefore copies no reference-counted value and
/// hashes no `String`, which is what keeps registering ten thousand patterns within a few
/// milliseconds.
///
/// All of it is safe code: the frozen tables are built with array appends, which cost registration
/// 1.06 times the instructions of the raw buffer writes they replaced, and keys are compared and
/// copied by index, never through an array slice, which would retain the array at every edge
/// (docs/benchmarks.md).
struct LinkTrieBuilder {
    private struct Node {
        var terminal: Int32 = -1
        var catchAll: Int32 = -1
        var untyped: Int32 = -1
        var firstTyped: Int32 = -1
        var firstLiteral: Int32 = -1
        var literalCount: Int32 = 0
    }

    private struct LiteralEdge {
        let parent: Int32
        let keyStart: Int32
        let keyLength: Int32
        let child: Int32
        let next: Int32
    }

    private struct TypedEdge {
        let type: Int32
        let child: Int32
        let next: Int32
    }

    /// The most literal children a node finds by walking its list rather than through `slots`.
    static let listedLiteralLimit: Int32 = 8

    private var nodes: [Node] = [Node()]
    private var literalEdges: [LiteralEdge] = []
    private var typedEdges: [TypedEdge] = []
    /// The bytes of every literal edge, back to back; freezing copies each beside its child.
    private var keys: [UInt8] = []
    /// Indices into `literalEdges` of the edges of nodes with many literal children, or -1; a
    /// power of two in size, never more than half full.
    private var slots = [Int32](repeating: -1, count: 16)
    private var slotted = 0

    /// Makes room for about `count` patterns, so building does not grow the tables step by step.
    mutating func reserveCapacity(patterns count: Int) {
        nodes.reserveCapacity(count * 3)
        literalEdges.reserveCapacity(count * 2)
        typedEdges.reserveCapacity(count)
        keys.reserveCapacity(count * 12)
        var size = slots.count
        while size < count { size <<= 1 }
        if size > slots.count { slots = [Int32](repeating: -1, count: size) }
    }

    /// The root node, where every pattern starts.
    static let root: Int32 = 0

    /// The child of `parent` reached by the literal segment at `key` in `bytes` (a pattern's),
    /// added if it is new. Keys are compared and copied in place, never through a slice, which
    /// would retain and release both arrays at every edge.
    mutating func literalChild(of parent: Int32, _ key: Range<Int>, of bytes: [UInt8]) -> Int32 {
        let count = nodes[Int(parent)].literalCount
        if count > Self.listedLiteralLimit {
            let mask = slots.count - 1
            var slot = Self.slot(parent: parent, key: key, of: bytes) & mask
            while case let index = slots[slot], index >= 0 {
                let edge = literalEdges[Int(index)]
                if edge.parent == parent, self.key(of: edge, equals: key, of: bytes) { return edge.child }
                slot = (slot + 1) & mask
            }
        } else {
            var index = nodes[Int(parent)].firstLiteral
            while index >= 0 {
                let edge = literalEdges[Int(index)]
                if self.key(of: edge, equals: key, of: bytes) { return edge.child }
                index = edge.next
            }
        }
        let child = addNode()
        let edge = Int32(literalEdges.count)
        literalEdges.append(
            LiteralEdge(
                parent: parent, keyStart: Int32(keys.count), keyLength: Int32(key.count), child: child,
                next: nodes[Int(parent)].firstLiteral))
        for index in key { keys.append(bytes[index]) }
        nodes[Int(parent)].firstLiteral = edge
        nodes[Int(parent)].literalCount = count + 1
        if count == Self.listedLiteralLimit {
            // The node has just become wide: every edge of it goes into the table.
            var index = edge
            while index >= 0 {
                addSlot(for: index)
                index = literalEdges[Int(index)].next
            }
        } else if count > Self.listedLiteralLimit {
            addSlot(for: edge)
        }
        return child
    }

    /// The child of `parent` reached by a parameter of type `type`, added if it is new.
    mutating func typedChild(of parent: Int32, type: Int32) -> Int32 {
        var index = nodes[Int(parent)].firstTyped
        while index >= 0 {
            let edge = typedEdges[Int(index)]
            if edge.type == type { return edge.child }
            index = edge.next
        }
        let child = addNode()
        typedEdges.append(TypedEdge(type: type, child: child, next: nodes[Int(parent)].firstTyped))
        nodes[Int(parent)].firstTyped = Int32(typedEdges.count - 1)
        return child
    }

    /// The child of `parent` reached by an untyped parameter, added if it is new.
    mutating func untypedChild(of parent: Int32) -> Int32 {
        if nodes[Int(parent)].untyped >= 0 { return nodes[Int(parent)].untyped }
        let child = addNode()
        nodes[Int(parent)].untyped = child
        return child
    }

    /// Makes `entry` the pattern that ends at `node`; returns the entry already there instead,
    /// if there is one.
    mutating func claimTerminal(of node: Int32, for entry: Int) -> Int? {
        let existing = nodes[Int(node)].terminal
        if existing >= 0 { return Int(existing) }
        nodes[Int(node)].terminal = Int32(entry)
        return nil
    }

    /// Makes `entry` the catch-all pattern of `node`; returns the entry already there instead,
    /// if there is one.
    mutating func claimCatchAll(of node: Int32, for entry: Int) -> Int? {
        let existing = nodes[Int(node)].catchAll
        if existing >= 0 { return Int(existing) }
        nodes[Int(node)].catchAll = Int32(entry)
        return nil
    }

    private mutating func addNode() -> Int32 {
        nodes.append(Node())
        return Int32(nodes.count - 1)
    }

    private func key(of edge: LiteralEdge, equals key: Range<Int>, of bytes: [UInt8]) -> Bool {
        guard Int(edge.keyLength) == key.count else { return false }
        var stored = Int(edge.keyStart)
        for index in key {
            guard keys[stored] == bytes[index] else { return false }
            stored += 1
        }
        return true
    }

    /// The slot of a literal edge: the literal's FNV hash mixed with its parent.
    private static func slot(parent: Int32, key: Range<Int>, of bytes: [UInt8]) -> Int {
        var hash: UInt32 = 2_166_136_261
        for index in key { hash = (hash ^ UInt32(bytes[index])) &* 16_777_619 }
        return spreadHash(Int(hash) ^ Int(UInt32(bitPattern: parent) &* 0x9E37_79B1))
    }

    private func slot(of edge: LiteralEdge) -> Int {
        Self.slot(parent: edge.parent, key: Int(edge.keyStart)..<Int(edge.keyStart + edge.keyLength), of: keys)
    }

    private mutating func addSlot(for edge: Int32) {
        if (slotted + 1) * 2 > slots.count { growSlots() }
        let mask = slots.count - 1
        var slot = slot(of: literalEdges[Int(edge)]) & mask
        while slots[slot] >= 0 { slot = (slot + 1) & mask }
        slots[slot] = edge
        slotted += 1
    }

    private mutating func growSlots() {
        var grown = [Int32](repeating: -1, count: slots.count * 2)
        let mask = grown.count - 1
        for edge in slots where edge >= 0 {
            var slot = slot(of: literalEdges[Int(edge)]) & mask
            while grown[slot] >= 0 { slot = (slot + 1) & mask }
            grown[slot] = edge
        }
        slots = grown
    }
}

// MARK: - Freezing

extension LinkTrieBuilder {
    /// The frozen trie's tables (see ``LinkTrie`` for their layout).
    struct FrozenTables {
        var nodes: [Int32]
        var literals: [UInt8]
        var typed: [Int32]
        var literalHash: [Int32]
    }

    /// The trie as flat tables, each node's typed children in precedence order (by type index,
    /// which the compiler numbers in type-name order). A node's literal children need no order:
    /// at most one can equal a segment.
    func freeze() -> FrozenTables {
        assert(
            [
                LinkTrie.terminal, LinkTrie.catchAll, LinkTrie.untyped, LinkTrie.literalStart, LinkTrie.literalCount,
                LinkTrie.typedStart, LinkTrie.typedCount, LinkTrie.hashStart,
            ] == Array(0..<LinkTrie.nodeWidth),
            "freeze() appends node fields in this order")
        // Every literal edge becomes one entry, so the literal table's size is known up front.
        var literalStarts: [Int32] = []
        literalStarts.reserveCapacity(nodes.count)
        var literals: [UInt8] = []
        literals.reserveCapacity(literalEdges.count * LiteralEntry.headerSize + keys.count)
        for node in nodes {
            literalStarts.append(Int32(literals.count))
            var edge = node.firstLiteral
            while edge >= 0 {
                let literal = literalEdges[Int(edge)]
                LiteralEntry.append(
                    child: literal.child, key: Int(literal.keyStart)..<Int(literal.keyStart + literal.keyLength),
                    of: keys, to: &literals)
                edge = literal.next
            }
        }
        var tables = FrozenTables(nodes: [], literals: literals, typed: [], literalHash: [])
        tables.nodes.reserveCapacity(nodes.count * LinkTrie.nodeWidth)
        tables.typed.reserveCapacity(typedEdges.count * 2)
        for (index, node) in nodes.enumerated() {
            var hashStart: Int32 = -1
            if node.literalCount > LinkTrie.hashedLiteralThreshold {
                hashStart = Int32(tables.literalHash.count)
                appendHashTable(
                    forLiteralsOf: node, at: Int(literalStarts[index]), in: literals, to: &tables.literalHash)
            }

            let typedStart = tables.typed.count / 2
            var edge = node.firstTyped
            while edge >= 0 {
                tables.typed.append(typedEdges[Int(edge)].type)
                tables.typed.append(typedEdges[Int(edge)].child)
                edge = typedEdges[Int(edge)].next
            }
            let typedCount = tables.typed.count / 2 - typedStart
            if typedCount > 1 { sortPairs(&tables.typed, from: typedStart, count: typedCount) }

            // Appended in field order (`LinkTrie.terminal` is 0, ... `LinkTrie.hashStart` is 7).
            tables.nodes.append(node.terminal)
            tables.nodes.append(node.catchAll)
            tables.nodes.append(node.untyped)
            tables.nodes.append(literalStarts[index])
            tables.nodes.append(node.literalCount)
            tables.nodes.append(Int32(typedStart))
            tables.nodes.append(Int32(typedCount))
            tables.nodes.append(hashStart)
        }
        return tables
    }

    /// Adds the hash table of `node`'s literal entries, which start at `start` in `literals`.
    private func appendHashTable(
        forLiteralsOf node: Node, at start: Int, in literals: [UInt8], to table: inout [Int32]
    ) {
        let size = LinkTrie.hashTableSize(forLiterals: Int(node.literalCount))
        let tableStart = table.count
        table.append(contentsOf: repeatElement(-1, count: size))
        var entry = start
        for _ in 0..<node.literalCount {
            var slot = literalHashValue(LiteralEntry.key(at: entry, in: literals)) & (size - 1)
            while table[tableStart + slot] >= 0 { slot = (slot + 1) & (size - 1) }
            table[tableStart + slot] = Int32(entry)
            entry = LiteralEntry.next(after: entry, in: literals)
        }
    }

    /// Sorts `count` (type, child) pairs starting at pair `first` by type: an insertion sort, as a
    /// node has only a few typed children.
    private func sortPairs(_ pairs: inout [Int32], from first: Int, count: Int) {
        for index in (first + 1)..<(first + count) {
            let type = pairs[index * 2]
            let child = pairs[index * 2 + 1]
            var position = index
            while position > first, pairs[(position - 1) * 2] > type {
                pairs[position * 2] = pairs[(position - 1) * 2]
                pairs[position * 2 + 1] = pairs[(position - 1) * 2 + 1]
                position -= 1
            }
            pairs[position * 2] = type
            pairs[position * 2 + 1] = child
        }
    }
}
