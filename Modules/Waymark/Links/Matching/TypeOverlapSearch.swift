/// Finds patterns that differ only in parameter types that may accept the same text
/// (`{id:int}` and `{name:slug}` both accept `12`): both would match some links with equal
/// precedence, so registering them together is a conflict.
///
/// It walks the frozen tables, side by side, the subtrees under every pair of typed children of
/// one node whose types may overlap, and reports the pairs of entries that end at the same place.
struct TypeOverlapSearch {
    let tables: LinkTrieBuilder.FrozenTables
    /// Whether the types with these indices may accept the same text.
    let mayOverlap: (Int32, Int32) -> Bool

    /// Every pair of entries that would match the same links with equal precedence.
    func overlappingEntries() -> [(Int, Int)] {
        var pairs: [(Int, Int)] = []
        for node in 0..<(tables.nodes.count / LinkTrie.nodeWidth) where field(node, LinkTrie.typedCount) > 1 {
            let children = typedChildren(of: node)
            for (index, first) in children.enumerated() {
                for second in children.dropFirst(index + 1) where mayOverlap(first.type, second.type) {
                    collect(first.child, second.child, into: &pairs)
                }
            }
        }
        return pairs
    }

    private func collect(_ first: Int, _ second: Int, into pairs: inout [(Int, Int)]) {
        for kind in [LinkTrie.terminal, LinkTrie.catchAll] {
            let a = field(first, kind)
            let b = field(second, kind)
            if a >= 0, b >= 0 { pairs.append((a, b)) }
        }
        let untypedA = field(first, LinkTrie.untyped)
        let untypedB = field(second, LinkTrie.untyped)
        if untypedA >= 0, untypedB >= 0 { collect(untypedA, untypedB, into: &pairs) }
        for left in literalChildren(of: first) {
            for right in literalChildren(of: second) where left.key == right.key {
                collect(left.child, right.child, into: &pairs)
            }
        }
        for left in typedChildren(of: first) {
            for right in typedChildren(of: second) where left.type == right.type || mayOverlap(left.type, right.type) {
                collect(left.child, right.child, into: &pairs)
            }
        }
    }

    private func field(_ node: Int, _ field: Int) -> Int {
        Int(tables.nodes[node * LinkTrie.nodeWidth + field])
    }

    private func typedChildren(of node: Int) -> [(type: Int32, child: Int)] {
        let start = field(node, LinkTrie.typedStart)
        return (start..<(start + field(node, LinkTrie.typedCount))).map {
            (tables.typed[$0 * 2], Int(tables.typed[$0 * 2 + 1]))
        }
    }

    private func literalChildren(of node: Int) -> [(key: [UInt8], child: Int)] {
        let literals = tables.literals
        var entry = field(node, LinkTrie.literalStart)
        return (0..<field(node, LinkTrie.literalCount)).map { _ in
            defer { entry = LiteralEntry.next(after: entry, in: literals) }
            return (Array(LiteralEntry.key(at: entry, in: literals)), LiteralEntry.child(at: entry, in: literals))
        }
    }
}
