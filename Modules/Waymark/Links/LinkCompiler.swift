/// Compiles every destination's link pattern into one trie, collecting every problem as a
/// ``RegistryConflict``.
///
/// Parameter types are numbered once, in name order, so a pattern's types become small integers:
/// the trie orders typed children by them and the matcher finds a value's type by them.
struct LinkCompiler {
    let configuration: LinkConfiguration
    /// Every type patterns may use, sorted by name, and their names in the same order.
    private let types: [LinkParameterType]
    private let typeNames: [String]
    private let untypedTypes: [Bool]
    private var trie = LinkTrieBuilder()
    private var entries = LinkEntryTable()
    private var conflicts: [RegistryConflict] = []

    init(configuration: LinkConfiguration, expectedPatterns: Int) {
        self.configuration = configuration
        // App types come first so that, as in `LinkConfiguration.parameterType(named:)`, they
        // win over a built-in of the same name (which the registry reports as a conflict).
        var types: [LinkParameterType] = []
        for type in configuration.parameterTypes + [.int, .uuid, .slug, .string]
        where !types.contains(where: { $0.name == type.name }) {
            types.append(type)
        }
        types.sort { $0.name < $1.name }
        self.types = types
        typeNames = types.map(\.name)
        untypedTypes = types.map(\.isUntyped)
        trie.reserveCapacity(patterns: expectedPatterns)
        entries.reserveCapacity(expectedPatterns)
    }

    /// Compiles the registered destination's link, if it has one, or reports why it cannot be.
    mutating func add(_ registration: Registration) {
        let destination = registration.destination
        switch registration.linkProblem {
        case .routeNotLinkable?:
            conflicts.append(.linkWithoutLinkableRoute(destination.name, feature: destination.feature))
        case .invalidPattern(let error)?:
            conflicts.append(.invalidLink(destination.name, feature: destination.feature, reason: error.description))
        case nil:
            if let pattern = destination.link { add(destination, pattern: pattern) }
        }
    }

    private mutating func add(_ destination: Destination, pattern: LinkPattern) {
        let firstParameter = entries.parameterCount
        guard resolveTypes(of: pattern, for: destination) else {
            entries.dropParameters(from: firstParameter)
            return
        }

        var node = LinkTrieBuilder.root
        var parameter = firstParameter
        var existing: Int?
        for segment in pattern.segments {
            switch segment {
            case .literal(let text):
                node = trie.literalChild(of: node, text)
            case .parameter:
                let type = entries.parameterType(parameter)
                parameter += 1
                node = untypedTypes[Int(type)] ? trie.untypedChild(of: node) : trie.typedChild(of: node, type: type)
            case .catchAll:
                existing = trie.claimCatchAll(of: node, for: entries.count)
            }
        }
        let hasCatchAll = if case .catchAll? = pattern.segments.last { true } else { false }
        if !hasCatchAll { existing = trie.claimTerminal(of: node, for: entries.count) }
        if let existing {
            conflicts.append(ambiguity(entries.destinations[existing], destination))
            entries.dropParameters(from: firstParameter)
            return
        }
        entries.append(destination, firstParameter: firstParameter, isSimple: !hasCatchAll && pattern.query.isEmpty)
    }

    /// The compiled trie, and every conflict found; patterns that differ only in parameter types
    /// that can accept the same text (`{id:int}` and `{name:slug}` both accept `12`) conflict too.
    func finish() -> (trie: LinkTrie, conflicts: [RegistryConflict]) {
        let tables = trie.freeze()
        let overlaps = TypeOverlapSearch(tables: tables) { [types] first, second in
            types[Int(first)].mayOverlap(with: types[Int(second)])
        }.overlappingEntries()
        let trie = LinkTrie(entries: entries, types: types, tables: tables)
        return (trie, conflicts + overlaps.map { ambiguity(entries.destinations[$0.0], entries.destinations[$0.1]) })
    }

    /// Adds the pattern's parameters, with their type numbers, to the entry table's plan; reports
    /// unknown types and defaults their type refuses, and returns whether there were none.
    private mutating func resolveTypes(of pattern: LinkPattern, for destination: Destination) -> Bool {
        var isResolved = true
        func add(_ name: String, type typeName: String, position: Int) {
            guard let type = typeNames.firstIndex(of: typeName) else {
                conflicts.append(.unknownParameterType(typeName, destination: destination.name, feature: destination.feature))
                isResolved = false
                return
            }
            entries.appendParameter(name: name, position: position, type: Int32(type))
        }
        for (position, segment) in pattern.segments.enumerated() {
            if case .parameter(let name, let type) = segment { add(name, type: type, position: position) }
        }
        for item in pattern.query { add(item.name, type: item.type, position: -1) }
        guard isResolved else { return false }

        var parameter = entries.parameterCount - pattern.query.count
        for item in pattern.query {
            defer { parameter += 1 }
            let type = types[Int(entries.parameterType(parameter))]
            if let value = item.defaultValue, type.parse(value) == nil {
                conflicts.append(.invalidLink(destination.name, feature: destination.feature,
                    reason: "the default '\(value)' of '\(item.name)' is not a valid \(type.name)"))
                return false
            }
        }
        return true
    }

    private func ambiguity(_ first: Destination, _ second: Destination) -> RegistryConflict {
        .ambiguousLinks(
            first: first.name, firstFeature: first.feature, firstPattern: first.link!.text,
            second: second.name, secondFeature: second.feature, secondPattern: second.link!.text)
    }
}
