/// Compiles every destination's link pattern into one ``LinkTrie``, and says what is wrong with
/// each as a ``LinkConflict`` naming the patterns' owners, which the caller numbers (the engine:
/// by the destination's position in its registry).
///
/// Parameter types are numbered once, in name order (then their repeated forms, then each segment
/// of several pieces as it is first met); a node's typed children are kept in that order.
package struct LinkCompiler {
    private let configuration: LinkConfiguration
    private var trie: LinkTrie
    /// Each entry's owner, for the conflicts that name it.
    private var owners: [Int] = []
    /// A query key no pattern may declare, and why.
    private let reservedQueryKey: (key: String, reason: String)?

    /// A compiler for links read with `configuration`, room made for `expectedPatterns`;
    /// `reservedQueryKey` is a key no pattern may declare (the engine's entry-point mark), with the
    /// reason a conflict gives.
    package init(
        configuration: LinkConfiguration, expectedPatterns: Int, reservedQueryKey: (key: String, reason: String)? = nil
    ) {
        self.configuration = configuration
        self.reservedQueryKey = reservedQueryKey
        // App types come first so that, as in `LinkConfiguration.parameterType(named:)`, they
        // win over a built-in of the same name (which the registry reports as a conflict).
        var types: [LinkParameterType] = []
        for type in configuration.parameterTypes + [.int, .uuid, .slug, .string]
        where !types.contains(where: { $0.name == type.name }) {
            types.append(type)
        }
        types.sort { $0.name < $1.name }
        // Each type repeated, for query items that take every occurrence of their key (`slug[]`).
        for type in types where type.repeatedElement == nil {
            let repeated = LinkParameterType.repeated(type)
            if !types.contains(where: { $0.name == repeated.name }) { types.append(repeated) }
        }
        trie = LinkTrie(types: types)
        trie.entries.reserveCapacity(expectedPatterns)
        owners.reserveCapacity(expectedPatterns)
    }

    /// Compiles `pattern`, one of `destination`'s (its link, or a former or website link), whose
    /// owner is `owner`; a tab root's pattern may only start a chain. Returns what is wrong with
    /// it, if anything: a pattern with a conflict is not added.
    package mutating func add(
        _ pattern: LinkPattern, of destination: DestinationName, owner: Int, isTabRoot: Bool
    ) -> [LinkConflict] {
        var conflicts: [LinkConflict] = []
        guard let entry = entry(for: pattern, of: destination, owner: owner, isTabRoot: isTabRoot, &conflicts) else {
            return conflicts
        }
        var node = 0
        var parameters = entry.path.makeIterator()
        for piece in pattern.pieces where piece.kind != .catchAll {
            if piece.kind == .literal {
                node = child(of: node, literal: String(decoding: pattern.utf8[piece.range], as: UTF8.self))
            } else if let type = parameters.next()?.type {
                node = child(of: node, type: type)
            }
        }
        let end: WritableKeyPath<LinkTrie.Node, Int?> = pattern.hasCatchAll ? \.catchAll : \.terminal
        if let existing = trie.nodes[node][keyPath: end] {
            return conflicts + [.ambiguous(owners[existing], owner)]
        }
        trie.nodes[node][keyPath: end] = trie.entries.count
        trie.entries.append(entry)
        owners.append(owner)
        return conflicts
    }

    private mutating func child(of node: Int, literal: String) -> Int {
        if let child = trie.nodes[node].literals[literal] { return child }
        trie.nodes.append(LinkTrie.Node())
        trie.nodes[node].literals[literal] = trie.nodes.count - 1
        return trie.nodes.count - 1
    }

    /// The child for a parameter of the type at `type`: the untyped child for `string`.
    private mutating func child(of node: Int, type: Int) -> Int {
        let typed = trie.nodes[node].typed
        if let child = trie.types[type].isUntyped
            ? trie.nodes[node].untyped : typed.first(where: { $0.type == type })?.node
        {
            return child
        }
        trie.nodes.append(LinkTrie.Node())
        if trie.types[type].isUntyped {
            trie.nodes[node].untyped = trie.nodes.count - 1
        } else {
            trie.nodes[node].typed.insert(
                (type, trie.nodes.count - 1), at: typed.firstIndex { $0.type > type } ?? typed.endIndex)
        }
        return trie.nodes.count - 1
    }

    /// The entry `pattern` compiles to, or `nil` with the conflicts reported: an unknown type, a
    /// segment of several pieces that cannot be taken apart, a reserved query key, a default its
    /// type refuses.
    private mutating func entry(
        for pattern: LinkPattern, of destination: DestinationName, owner: Int, isTabRoot: Bool,
        _ conflicts: inout [LinkConflict]
    ) -> LinkTrie.Entry? {
        var isResolved = true
        func type(named name: String) -> Int? {
            guard let index = typeIndex(named: name) else {
                conflicts.append(.unknownParameterType(name, owner: owner))
                isResolved = false
                return nil
            }
            return index
        }
        var path: [(position: Int, name: String, type: Int?)] = []
        for (position, piece) in pattern.pieces.enumerated() where piece.kind != .literal {
            switch pattern.segment(piece) {
            case .catchAll(let name): path.append((position, name, nil))
            case .parameter(let name, let typeName): type(named: typeName).map { path.append((position, name, $0)) }
            case .compound(let parts):
                // Read by a type of its own, named by its text (which names its parameters' types).
                let text = String(decoding: pattern.utf8[piece.range], as: UTF8.self)
                if typeIndex(named: text) == nil {
                    let known = trie.types
                    do throws(CompoundSegmentError) {
                        let compiled = try CompoundSegment(parts, text: text) { name in known.first { $0.name == name }
                        }
                        trie.types.append(LinkParameterType(name: text, kind: .compound(compiled)))
                    } catch .unknownType(let type) {
                        conflicts.append(.unknownParameterType(type, owner: owner))
                    } catch {
                        conflicts.append(.invalidLink(owner: owner, reason: error.reason))
                    }
                }
                if let index = typeIndex(named: text) {
                    path.append((position, text, index))
                } else {
                    isResolved = false
                }
            case .literal: break
            }
        }
        var query: [(item: LinkPattern.QueryItem, type: LinkParameterType)] = []
        for item in pattern.query { type(named: item.type).map { query.append((item, trie.types[$0])) } }
        let fragment = pattern.fragment.flatMap { declared in
            type(named: declared.type).map { (declared.name, trie.types[$0]) }
        }
        guard isResolved else { return nil }
        for (item, type) in query {
            let reason =
                item.key == reservedQueryKey?.key
                ? reservedQueryKey?.reason
                : item.defaultValue.flatMap { type.parse($0) == nil ? $0 : nil }.map {
                    "the default '\($0)' of '\(item.name)' is not a valid \(type.name)"
                }
            if let reason {
                conflicts.append(.invalidLink(owner: owner, reason: reason))
                return nil
            }
        }
        return LinkTrie.Entry(
            name: destination, isTabRoot: isTabRoot, segmentCount: pattern.pieces.count, path: path,
            query: query, fragment: fragment)
    }

    /// The index of the type named `name` (a handful of types: a scan).
    private func typeIndex(named name: String) -> Int? {
        trie.types.firstIndex { $0.name == name }
    }

    /// The matcher, and the conflicts between patterns already added. Patterns that differ only
    /// in parameter types that can accept the same text (`{id:int}` and `{name:slug}` both accept
    /// `12`) conflict: under every pair of typed children of one node whose types may overlap, the
    /// two subtrees are walked side by side, and each pair of entries that ends at the same place
    /// is one.
    package func finish() -> (matcher: LinkMatcher, conflicts: [LinkConflict]) {
        var pairs: [(Int, Int)] = []
        for node in trie.nodes where node.typed.count > 1 {
            for (index, first) in node.typed.enumerated() {
                for second in node.typed.dropFirst(index + 1)
                where trie.types[first.type].mayOverlap(with: trie.types[second.type]) {
                    collectOverlaps(first.node, second.node, into: &pairs)
                }
            }
        }
        return (
            LinkMatcher(configuration: configuration, trie: trie), pairs.map { .ambiguous(owners[$0.0], owners[$0.1]) }
        )
    }

    private func collectOverlaps(_ left: Int, _ right: Int, into pairs: inout [(Int, Int)]) {
        let first = trie.nodes[left]
        let second = trie.nodes[right]
        if let one = first.terminal, let other = second.terminal { pairs.append((one, other)) }
        if let one = first.catchAll, let other = second.catchAll { pairs.append((one, other)) }
        if let one = first.untyped, let other = second.untyped { collectOverlaps(one, other, into: &pairs) }
        // In the order the children were made, so the conflicts come in the same order every run.
        for (key, one) in first.literals.sorted(by: { $0.value < $1.value }) {
            if let other = second.literals[key] { collectOverlaps(one, other, into: &pairs) }
        }
        for one in first.typed {
            for other in second.typed
            where one.type == other.type || trie.types[one.type].mayOverlap(with: trie.types[other.type]) {
                collectOverlaps(one.node, other.node, into: &pairs)
            }
        }
    }
}

/// What is wrong with a pattern, naming its owner as the caller numbered it in
/// ``LinkCompiler/add(_:of:owner:isTabRoot:)``.
package enum LinkConflict: Hashable, Sendable {
    /// The pattern names a parameter type that is not known.
    case unknownParameterType(String, owner: Int)
    /// The pattern cannot be compiled, for `reason`.
    case invalidLink(owner: Int, reason: String)
    /// Two patterns match the same links: the first added, then the second.
    case ambiguous(Int, Int)
}
