/// Every link pattern of the app compiled into a tree of segments, so that matching a link walks
/// the link once instead of trying every pattern.
///
/// ``LinkCompiler`` builds it with a ``LinkTrieBuilder`` and freezes it into flat integer tables,
/// which the matcher walks through raw buffer pointers: a match touches no reference counts until
/// it builds its result. Children are kept in precedence order (literals, then typed parameters by
/// type name, then the untyped parameter, then a catch-all), so a depth-first walk meets
/// candidates most specific first and registration order never decides.
final class LinkTrie: Sendable {
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

    /// The patterns, one entry each, and what a match needs to know about them.
    let entries: LinkEntryTable
    /// Every parameter type patterns may use, sorted by name (the order typed children are
    /// tried in), and a code for each (see `TypeCode`).
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

    init(entries: LinkEntryTable, types: [LinkParameterType], tables: LinkTrieBuilder.FrozenTables) {
        self.entries = entries
        self.types = types
        typeCodes = types.map(TypeCode.code)
        nodes = tables.nodes
        literals = tables.literals
        typed = tables.typed
        keys = tables.keys
        literalHash = tables.literalHash
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

/// The trie's entries as parallel flat tables, so that compiling a pattern appends a few integers
/// instead of building a value per pattern, and a match reads only the fields it needs.
struct LinkEntryTable: Sendable {
    /// Each entry's destination, whose ``Destination/link`` is the pattern.
    private(set) var destinations: [Destination] = []
    /// Each entry's destination name, so a step does not have to reach into the destination.
    private(set) var names: [DestinationName] = []
    /// `recordWidth` fields per entry, read together on every match (see `planStart` and on).
    private(set) var records: [Int32] = []
    /// Per parameter of each entry, path parameters and the catch-all in order, then query
    /// items: its segment position (-1 for a query item) and its index in the trie's `types`
    /// (-1 for the catch-all).
    private(set) var plan: [Int32] = []
    /// The name of each parameter in `plan`.
    private(set) var planNames: [String] = []

    /// Fields of a record: the first and end index of the entry's parameters in `plan`, its
    /// flags, and the number of segments of its pattern.
    static let recordWidth = 4
    static let planStart = 0, planEnd = 1, flags = 2, segmentCount = 3
    /// The entry is a tab root, which may only start a chain.
    static let tabRootFlag: Int32 = 1
    /// The entry's pattern has query items; without them, its values are read from the plan
    /// alone, without looking at its pattern.
    static let queryFlag: Int32 = 2

    var count: Int { names.count }
    /// The number of parameters in the plan; the next parameter's index.
    var parameterCount: Int { planNames.count }

    mutating func reserveCapacity(_ count: Int) {
        destinations.reserveCapacity(count)
        names.reserveCapacity(count)
        records.reserveCapacity(count * Self.recordWidth)
        plan.reserveCapacity(count * 4)
        planNames.reserveCapacity(count * 2)
    }

    /// Adds a parameter of the entry about to be added.
    mutating func appendParameter(name: String, position: Int, type: Int32) {
        plan.append(Int32(position))
        plan.append(type)
        planNames.append(name)
    }

    /// The type index of the parameter at `index` of the plan.
    func parameterType(_ index: Int) -> Int32 {
        plan[index * 2 + 1]
    }

    /// Forgets the parameters from `index` on, added for an entry that was then refused.
    mutating func dropParameters(from index: Int) {
        plan.removeLast(plan.count - index * 2)
        planNames.removeLast(planNames.count - index)
    }

    /// Adds an entry whose parameters are those from `firstParameter` to the end of the plan.
    mutating func append(_ destination: Destination, firstParameter: Int) {
        let pattern = destination.link!
        var flags: Int32 = pattern.query.isEmpty ? 0 : Self.queryFlag
        if case .tabRoot = destination.presentation { flags |= Self.tabRootFlag }
        records.append(Int32(firstParameter))
        records.append(Int32(planNames.count))
        records.append(flags)
        records.append(Int32(pattern.pieces.count))
        names.append(destination.name)
        destinations.append(destination)
    }

    func record(_ entry: Int, _ field: Int) -> Int32 {
        records[entry * Self.recordWidth + field]
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

/// `hash` with its bits mixed (a murmur-style finisher), so that the low bits a power-of-two
/// table uses depend on every input bit.
func spreadHash(_ hash: Int) -> Int {
    var mixed = UInt32(truncatingIfNeeded: hash)
    mixed ^= mixed >> 16
    mixed &*= 0x85EB_CA6B
    mixed ^= mixed >> 13
    return Int(mixed)
}
