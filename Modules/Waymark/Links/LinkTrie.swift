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
        /// The destination, whose ``Destination/link`` is the pattern.
        let destination: Destination
        /// The type of each path segment (`nil` for literals and the catch-all).
        let segmentTypes: [LinkParameterType?]
        /// The type of each query item, in declared order.
        let queryTypes: [LinkParameterType]

        var pattern: LinkPattern { destination.link! }

        var isTabRoot: Bool {
            if case .tabRoot = destination.presentation { return true }
            return false
        }
    }

    /// Fields of a node in `nodes`, `nodeWidth` integers per node; `-1` means none.
    static let terminal = 0, catchAll = 1, untyped = 2, literalStart = 3, literalCount = 4, typedStart = 5, typedCount = 6
    static let hashStart = 7
    /// Eight 4-byte fields: two nodes to a cache line, none straddling one.
    static let nodeWidth = 8
    /// Nodes with more literal children than this find them through a hash table, not a binary
    /// search, so a node with thousands of children costs one or two probes.
    static let hashedLiteralThreshold = 8

    /// The size of the hash table of a node with `count` literal children (a power of two, so
    /// it need not be stored: the mask follows from the count).
    static func hashTableSize(forLiterals count: Int) -> Int {
        var size = 1
        while size < count * 2 { size <<= 1 }
        return size
    }

    let entries: [Entry]
    /// Per entry, three fields read together on every match: the first and end index of its
    /// path-parameter plan (-1 when its values are read from the pattern instead), and 1 when
    /// it is a tab root, which may only start a chain.
    let entryRecords: [Int32]
    static let recordWidth = 3
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
    /// The path parameters of entries with no query items and no catch-all: a (segment position,
    /// index into `planTypes`) pair per parameter, and its name in `planNames`.
    let plan: [Int32]
    let planNames: [String]
    let planTypes: [LinkParameterType]

    init(
        entries: [Entry], types: [LinkParameterType], nodes: [Int32], literals: [Int32], typed: [Int32],
        keys: [UInt8], literalHash: [Int32]
    ) {
        self.literalHash = literalHash
        entryNames = entries.map(\.destination.name)
        var records: [Int32] = []
        records.reserveCapacity(entries.count * LinkTrie.recordWidth)
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
                records.append(Int32(planNames.count))
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
                records.append(Int32(planNames.count))
            } else {
                records.append(-1)
                records.append(-1)
            }
            records.append(entry.isTabRoot ? 1 : 0)
        }
        entryRecords = records
        self.plan = plan
        self.planNames = planNames
        self.planTypes = planTypes
        self.entries = entries
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

/// FNV-1a over a literal's bytes: cheap, and good enough to spread path segments.
func literalHashValue(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
    var hash: UInt32 = 2_166_136_261
    for byte in bytes {
        hash = (hash ^ UInt32(byte)) &* 16_777_619
    }
    return Int(hash)
}
