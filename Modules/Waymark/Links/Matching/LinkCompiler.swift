/// Compiles every destination's link pattern into one trie, collecting every problem as a
/// ``RegistryConflict``.
///
/// Parameter types are numbered once, in name order (then their repeated forms, then each segment
/// of several pieces as it is first met), so a pattern's types become small integers: the trie
/// orders typed children by them and the matcher finds a value's type by them.
///
/// A pattern's bytes are read through its own pieces' ranges, which the parser made within them.
struct LinkCompiler {
    /// Every type patterns may use, sorted by name, and their names in the same order.
    /// Segments of literal text and parameters add a type each, after the sorted ones, named by
    /// the segment's text (two patterns with the same such segment share it).
    private var types: [LinkParameterType]
    private var typeNames: [String]
    private var typeNameBytes: [[UInt8]]
    private var untypedTypes: [Bool]
    /// The number of `string`, the type of a parameter declared without one.
    private let untypedIndex: Int
    private var trie = LinkTrieBuilder()
    private var entries = LinkEntryTable()
    private var conflicts: [RegistryConflict] = []

    init(configuration: LinkConfiguration, expectedPatterns: Int) {
        // App types come first so that, as in `LinkConfiguration.parameterType(named:)`, they
        // win over a built-in of the same name (which the registry reports as a conflict).
        var types: [LinkParameterType] = []
        for type in configuration.parameterTypes + [.int, .uuid, .slug, .string]
        where !types.contains(where: { $0.name == type.name }) {
            types.append(type)
        }
        types.sort { $0.name < $1.name }
        // Each type repeated, for query items that take every occurrence of their key (`slug[]`),
        // after the others: path parameters, the most looked up, find theirs sooner.
        for type in types where type.repeatedElement == nil {
            let repeated = LinkParameterType.repeated(type)
            if !types.contains(where: { $0.name == repeated.name }) { types.append(repeated) }
        }
        self.types = types
        typeNames = types.map(\.name)
        typeNameBytes = types.map { Array($0.name.utf8) }
        untypedTypes = types.map(\.isUntyped)
        untypedIndex = typeNames.firstIndex(of: LinkParameterType.string.name)!
        trie.reserveCapacity(patterns: expectedPatterns)
        entries.reserveCapacity(expectedPatterns)
    }

    /// Compiles the registered destination's link, if it has one, or reports why it cannot be.
    mutating func add(_ registration: RegistryDraft.Entry) {
        let destination = registration.destination
        switch registration.linkProblem {
        case .routeNotLinkable?:
            conflicts.append(.linkWithoutLinkableRoute(destination.name, feature: destination.feature))
        case .invalidPattern(let error)?:
            conflicts.append(.invalidLink(destination.name, feature: destination.feature, reason: error.description))
        case .formerLinkWithoutLink?:
            conflicts.append(
                .invalidLink(
                    destination.name, feature: destination.feature,
                    reason: "it declares former links but no link that replaces them"))
        case nil:
            guard let pattern = destination.link else { return }
            add(destination, pattern: pattern)
            for former in destination.formerLinks {
                guard Self.values(of: pattern).isSubset(of: Self.values(of: former)) else {
                    conflicts.append(
                        .invalidLink(
                            destination.name, feature: destination.feature,
                            reason: "its former or website link '\(former)' does not take every value of '\(pattern)'"))
                    continue
                }
                add(destination, pattern: former)
            }
        }
    }

    /// The names and types of the values `pattern` takes, so a former pattern can be checked to
    /// build the same routes as the link that replaced it.
    private static func values(of pattern: LinkPattern) -> Set<String> {
        var values = Set(pattern.query.map { "\($0.name):\($0.type)" })
        if let fragment = pattern.fragment { values.insert("\(fragment.name):\(fragment.type)") }
        for segment in pattern.segments {
            switch segment {
            case .literal: break
            case .parameter(let name, let type): values.insert("\(name):\(type.isEmpty ? "string" : type)")
            case .catchAll(let name): values.insert("\(name):*")
            case .compound(let parts):
                for case .parameter(let name, let type) in parts { values.insert("\(name):\(type)") }
            }
        }
        return values
    }

    private mutating func add(_ destination: Destination, pattern: LinkPattern) {
        let bytes = pattern.utf8
        let firstParameter = entries.parameterCount
        guard resolveTypes(of: pattern, bytes: bytes, for: destination) else {
            entries.dropParameters(from: firstParameter)
            return
        }

        var node = LinkTrieBuilder.root
        var parameter = firstParameter
        for piece in pattern.pieces where piece.kind != .catchAll {
            if piece.kind == .literal {
                node = trie.literalChild(of: node, piece.range, of: bytes)
            } else {
                let type = entries.plan[parameter].type
                parameter += 1
                node = untypedTypes[Int(type)] ? trie.untypedChild(of: node) : trie.typedChild(of: node, type: type)
            }
        }
        let existing =
            pattern.hasCatchAll
            ? trie.claimCatchAll(of: node, for: entries.count)
            : trie.claimTerminal(of: node, for: entries.count)
        if let existing {
            conflicts.append(ambiguity(entries.destinations[existing], destination))
            entries.dropParameters(from: firstParameter)
            return
        }
        entries.append(destination, pattern: pattern, firstParameter: firstParameter)
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

    /// Adds the pattern's parameters to the entry table's plan, in the order the matcher reads
    /// them: path parameters and the catch-all (whose type is -1), then query items. Reports
    /// unknown types and defaults their type refuses, and returns whether there were none.
    private mutating func resolveTypes(
        of pattern: LinkPattern, bytes: [UInt8], for destination: Destination
    ) -> Bool {
        var isResolved = true
        func text(_ range: Range<Int>) -> String {
            String(decoding: bytes[range], as: UTF8.self)
        }
        for (position, piece) in pattern.pieces.enumerated() where piece.kind != .literal {
            var type: Int32 = -1
            // A segment of several pieces is named by its text, which already names its type.
            var sharedName: String?
            if piece.kind == .compound {
                guard
                    let index = typeIndex(named: bytes[piece.range])
                        ?? compoundType(pattern.segment(piece), text: text(piece.range), for: destination)
                else {
                    isResolved = false
                    continue
                }
                type = Int32(index)
                sharedName = typeNames[index]
            } else if piece.kind == .parameter {
                let typeName = bytes[piece.typeRange]
                guard let index = piece.typeRange.isEmpty ? untypedIndex : typeIndex(named: typeName) else {
                    conflicts.append(
                        .unknownParameterType(
                            text(piece.typeRange), destination: destination.name, feature: destination.feature))
                    isResolved = false
                    continue
                }
                type = Int32(index)
            }
            entries.appendParameter(name: sharedName ?? text(piece.range), position: position, type: type)
        }
        for item in pattern.query {
            guard let index = typeNames.firstIndex(of: item.type) else {
                conflicts.append(
                    .unknownParameterType(item.type, destination: destination.name, feature: destination.feature))
                isResolved = false
                continue
            }
            entries.appendParameter(name: item.name, position: -1, type: Int32(index))
        }
        if let fragment = pattern.fragment {
            if let index = typeNames.firstIndex(of: fragment.type) {
                entries.appendParameter(name: fragment.name, position: -1, type: Int32(index))
            } else {
                conflicts.append(
                    .unknownParameterType(fragment.type, destination: destination.name, feature: destination.feature))
                isResolved = false
            }
        }
        guard isResolved else { return false }

        var parameter = entries.parameterCount - pattern.query.count - (pattern.fragment == nil ? 0 : 1)
        for item in pattern.query {
            defer { parameter += 1 }
            let type = types[Int(entries.plan[parameter].type)]
            if item.key == EntryPoint.linkKey {
                conflicts.append(
                    .invalidLink(
                        destination.name, feature: destination.feature,
                        reason:
                            "its query key '\(item.key)' is the one links name their entry point with (a widget's, an App Intent's)"
                    ))
                return false
            }
            if let value = item.defaultValue, type.parse(value) == nil {
                conflicts.append(
                    .invalidLink(
                        destination.name, feature: destination.feature,
                        reason: "the default '\(value)' of '\(item.name)' is not a valid \(type.name)"))
                return false
            }
        }
        return true
    }

    /// The number of the type that reads the segment of literal text and parameters `segment`,
    /// added on first use; `nil`, with the conflict reported, when a type is unknown or where a
    /// parameter ends cannot be told.
    private mutating func compoundType(
        _ segment: LinkPattern.Segment, text: String, for destination: Destination
    ) -> Int? {
        guard case .compound(let parts) = segment else { return nil }
        let known = types
        do throws(CompoundSegmentError) {
            let compiled = try CompoundSegment(parts, text: text) { name in known.first { $0.name == name } }
            types.append(LinkParameterType(name: text, kind: .compound(compiled)))
            typeNames.append(text)
            typeNameBytes.append(Array(text.utf8))
            untypedTypes.append(false)
            return types.count - 1
        } catch .unknownType(let type) {
            conflicts.append(.unknownParameterType(type, destination: destination.name, feature: destination.feature))
        } catch {
            conflicts.append(.invalidLink(destination.name, feature: destination.feature, reason: error.reason))
        }
        return nil
    }

    /// The number of the type whose name is `name`; a handful of types, so a scan.
    private func typeIndex(named name: ArraySlice<UInt8>) -> Int? {
        typeNameBytes.firstIndex { $0.elementsEqual(name) }
    }

    private func ambiguity(_ first: Destination, _ second: Destination) -> RegistryConflict {
        .ambiguousLinks(
            first: first.name, firstFeature: first.feature, firstPattern: first.link!.text,
            second: second.name, secondFeature: second.feature, secondPattern: second.link!.text)
    }
}
