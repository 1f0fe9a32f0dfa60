/// The frozen trie's tables, as one match reads them.
///
/// Every index the walk reads comes from those tables (child node numbers, offsets into the
/// literal bytes, ranges of typed children), which `LinkTrieBuilder.freeze()` wrote within them,
/// or is compared with the link's byte count first; every read is bounds-checked all the same.
struct TrieView {
    /// The trie whose tables are read: one reference, so a view costs one retain to pass on
    /// rather than one for each table.
    let trie: LinkTrie

    var nodes: [Int32] { trie.nodes }
    var literals: [UInt8] { trie.literals }
    var typed: [Int32] { trie.typed }
    var typeCodes: [UInt8] { trie.typeCodes }
    var records: [LinkEntryTable.Record] { trie.entries.records }
    var literalHash: [Int32] { trie.literalHash }
    var types: [LinkParameterType] { trie.types }
    var plan: [LinkEntryTable.Parameter] { trie.entries.plan }

    /// Shows `visitor` every pattern that matches from `position`, most specific first; stops as
    /// soon as it answers `true`. With `prefixes`, patterns that match only a leading part of the
    /// path are shown too; otherwise only those that reach `end`. A visitor is a value the walk is
    /// specialized for, rather than a closure, so it costs no context to pass down each level.
    func walk<Visitor: TrieVisitor>(
        _ bytes: ByteRun, from position: Int, to end: Int,
        allowTabRoot: Bool, prefixes: Bool, node: Int = 0, visitor: inout Visitor
    ) -> Bool {
        var start = position
        while start < end, bytes[start] == slash { start += 1 }
        let base = node * LinkTrie.nodeWidth
        let terminal = Int(nodes[base + LinkTrie.terminal])
        if terminal >= 0, allowTabRoot || !isTabRoot(terminal), start == end || prefixes,
            visitor.visit(terminal, end: start)
        {
            return true
        }
        guard start < end else { return false }
        var segmentEnd = start
        while segmentEnd < end, bytes[segmentEnd] != slash { segmentEnd += 1 }
        let raw = bytes.run(start..<segmentEnd)
        let segment = raw.contains(percent) ? ByteRun(percentDecoded(raw)) : raw
        let matched = descend(
            from: base, segment: segment, bytes, next: segmentEnd, to: end, allowTabRoot: allowTabRoot,
            prefixes: prefixes, visitor: &visitor)
        if matched { return true }
        let catchAll = Int(nodes[base + LinkTrie.catchAll])
        if catchAll >= 0, allowTabRoot || !isTabRoot(catchAll) {
            return visitor.visit(catchAll, end: end)
        }
        return false
    }

    /// Walks on from the node at `base` through its children that take `segment` (the one ending
    /// at `next`), most specific first: its literal child, its typed children, its untyped one.
    private func descend<Visitor: TrieVisitor>(
        from base: Int, segment: ByteRun, _ bytes: ByteRun, next: Int,
        to end: Int, allowTabRoot: Bool, prefixes: Bool, visitor: inout Visitor
    ) -> Bool {
        if let child = literalChild(of: base, matching: segment),
            walk(
                bytes, from: next, to: end, allowTabRoot: allowTabRoot, prefixes: prefixes, node: child,
                visitor: &visitor)
        {
            return true
        }
        let typedStart = Int(nodes[base + LinkTrie.typedStart])
        for index in typedStart..<(typedStart + Int(nodes[base + LinkTrie.typedCount])) {
            let type = Int(typed[index * 2])
            guard accepts(segment, type: type) else { continue }
            if walk(
                bytes, from: next, to: end, allowTabRoot: allowTabRoot, prefixes: prefixes,
                node: Int(typed[index * 2 + 1]), visitor: &visitor)
            {
                return true
            }
        }
        let untyped = Int(nodes[base + LinkTrie.untyped])
        return untyped >= 0 && !segment.isEmpty
            && walk(
                bytes, from: next, to: end, allowTabRoot: allowTabRoot, prefixes: prefixes, node: untyped,
                visitor: &visitor)
    }

    private func isTabRoot(_ entry: Int) -> Bool {
        records[entry].isTabRoot
    }

    private func accepts(_ segment: ByteRun, type: Int) -> Bool {
        switch typeCodes[type] {
        case LinkTrie.TypeCode.int: LinkParameterType.parseInt(segment) != nil
        case LinkTrie.TypeCode.uuid: LinkParameterType.isUUID(segment)
        case LinkTrie.TypeCode.slug: LinkParameterType.isSlug(segment)
        default: types[type].accepts(bytes: segment)
        }
    }

    /// The literal child of the node at `base` whose key equals `segment`: through the node's hash
    /// table when it has one, by reading its few entries in turn otherwise.
    private func literalChild(of base: Int, matching segment: ByteRun) -> Int? {
        let count = Int(nodes[base + LinkTrie.literalCount])
        if count > LinkTrie.hashedLiteralThreshold {
            let mask = LinkTrie.hashTableSize(forLiterals: count) - 1
            let start = Int(nodes[base + LinkTrie.hashStart])
            var slot = literalHashValue(segment) & mask
            while true {
                let entry = Int(literalHash[start + slot])
                guard entry >= 0 else { return nil }
                if LiteralEntry.key(at: entry, in: literals, equals: segment).0 {
                    return LiteralEntry.child(at: entry, in: literals)
                }
                slot = (slot + 1) & mask
            }
        }
        var entry = Int(nodes[base + LinkTrie.literalStart])
        for _ in 0..<count {
            let (isEqual, length) = LiteralEntry.key(at: entry, in: literals, equals: segment)
            if isEqual { return LiteralEntry.child(at: entry, in: literals) }
            entry += LiteralEntry.headerSize + length
        }
        return nil
    }
}

/// What a walk of the trie shows each pattern it finds: the pattern's entry and where its part of
/// the path ends. It answers `true` to stop the walk.
protocol TrieVisitor {
    mutating func visit(_ entry: Int, end: Int) -> Bool
}

extension LinkTrie {
    /// Runs `body` with the tables, for one match.
    func withView<Result>(_ body: (TrieView) -> Result) -> Result {
        body(TrieView(trie: self))
    }
}
