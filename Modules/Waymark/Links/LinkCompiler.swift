/// Parses every destination's link pattern and compiles them into one trie, collecting every
/// problem as a ``RegistryConflict``.
struct LinkCompiler {
    let configuration: LinkConfiguration
    private var trie = LinkTrieBuilder()
    private var conflicts: [RegistryConflict] = []

    init(configuration: LinkConfiguration, expectedPatterns: Int) {
        self.configuration = configuration
        trie.reserveCapacity(patterns: expectedPatterns)
    }

    /// Compiles the destination's link, if it has one, and returns the destination with its
    /// parsed pattern.
    mutating func add(_ destination: Destination, link: String?, isLinkable: Bool) -> Destination {
        guard let link else { return destination }
        guard isLinkable else {
            conflicts.append(.linkWithoutLinkableRoute(destination.name, feature: destination.feature))
            return destination
        }
        let pattern: LinkPattern
        do {
            pattern = try LinkPattern(link)
        } catch {
            conflicts.append(.invalidLink(destination.name, feature: destination.feature, reason: error.description))
            return destination
        }
        guard let (segmentTypes, queryTypes) = resolveTypes(of: pattern, for: destination) else { return destination }

        let linked = destination.linked(pattern)
        let entry = LinkTrie.Entry(destination: linked, segmentTypes: segmentTypes, queryTypes: queryTypes)
        if let existing = trie.insert(entry) {
            conflicts.append(ambiguity(trie.entries[existing], entry))
        }
        return linked
    }

    /// The compiled trie, and every conflict found; patterns that differ only in parameter types
    /// that can accept the same text (`{id:int}` and `{name:slug}` both accept `12`) conflict too.
    func finish() -> (trie: LinkTrie, conflicts: [RegistryConflict]) {
        let (frozen, overlaps) = trie.freeze()
        return (frozen, conflicts + overlaps.map { ambiguity(trie.entries[$0.0], trie.entries[$0.1]) })
    }

    private mutating func resolveTypes(
        of pattern: LinkPattern, for destination: Destination
    ) -> ([LinkParameterType?], [LinkParameterType])? {
        var unknown: [String] = []
        func type(_ name: String) -> LinkParameterType? {
            guard let type = configuration.parameterType(named: name) else {
                unknown.append(name)
                return nil
            }
            return type
        }
        let segmentTypes = pattern.segments.map { segment -> LinkParameterType? in
            if case .parameter(_, let name) = segment { return type(name) }
            return nil
        }
        let queryTypes = pattern.query.compactMap { type($0.type) }
        for name in unknown {
            conflicts.append(.unknownParameterType(name, destination: destination.name, feature: destination.feature))
        }
        guard unknown.isEmpty else { return nil }
        for (item, type) in zip(pattern.query, queryTypes) {
            if let value = item.defaultValue, type.parse(value) == nil {
                conflicts.append(.invalidLink(destination.name, feature: destination.feature,
                    reason: "the default '\(value)' of '\(item.name)' is not a valid \(type.name)"))
                return nil
            }
        }
        return (segmentTypes, queryTypes)
    }

    private func ambiguity(_ first: LinkTrie.Entry, _ second: LinkTrie.Entry) -> RegistryConflict {
        .ambiguousLinks(
            first: first.destination.name, firstFeature: first.destination.feature, firstPattern: first.pattern.text,
            second: second.destination.name, secondFeature: second.destination.feature, secondPattern: second.pattern.text)
    }
}
