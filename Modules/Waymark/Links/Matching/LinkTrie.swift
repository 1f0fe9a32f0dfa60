/// Every link pattern of the app compiled into a tree of segments, so that matching a link walks
/// the link once instead of trying every pattern.
///
/// ``LinkCompiler`` builds it with a ``LinkTrieBuilder`` and freezes it into flat tables of
/// integers and bytes, which the matcher walks by index. Children are kept in precedence order (literals, then typed parameters by
/// type name, then the untyped parameter, then a catch-all), so a depth-first walk meets
/// candidates most specific first and registration order never decides.
final class LinkTrie: Sendable {
    /// Fields of a node in `nodes`, `nodeWidth` integers per node; `-1` means none. A node's
    /// `literalStart` is the byte offset of its first entry in `literals`.
    static let terminal = 0, catchAll = 1, untyped = 2, literalStart = 3, literalCount = 4, typedStart = 5,
        typedCount = 6
    static let hashStart = 7
    /// Eight 4-byte fields: two nodes to a cache line, none straddling one.
    static let nodeWidth = 8
    /// Nodes with more literal children than this find them through a hash table, not by
    /// reading their entries in turn, so a node with thousands of children costs one or two
    /// probes.
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
    /// Each node's literal children back to back, as ``LiteralEntry`` records: the child with its
    /// key beside it, so finding a literal child reads one or two cache lines.
    let literals: [UInt8]
    /// Per typed child: index into `types`, child node. Sorted per node by type name.
    let typed: [Int32]
    /// Open-addressing tables of literal entry offsets (or -1) for nodes with many literal
    /// children.
    let literalHash: [Int32]

    init(entries: LinkEntryTable, types: [LinkParameterType], tables: LinkTrieBuilder.FrozenTables) {
        self.entries = entries
        self.types = types
        typeCodes = types.map(TypeCode.code)
        nodes = tables.nodes
        literals = tables.literals
        typed = tables.typed
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

/// The trie's entries as flat tables, so that compiling a pattern appends a few records instead
/// of building a value per pattern, and a match reads only what it needs: one record per entry
/// and one per parameter, each field it reads beside the others.
struct LinkEntryTable: Sendable {
    /// What a match reads of one entry (32 bytes).
    struct Record: Sendable {
        let name: DestinationName
        /// The first and end index of the entry's parameters in `plan`.
        let planStart: Int32
        let planEnd: Int32
        /// See `tabRootFlag` and `queryFlag`.
        let flags: UInt16
        /// The number of segments of the pattern (a pattern is at most 65,535 bytes long).
        let segmentCount: UInt16
        /// The entry's pattern in `queryPatterns`, for an entry with `queryFlag`; -1 otherwise.
        let queryPattern: Int32

        var isTabRoot: Bool { flags & LinkEntryTable.tabRootFlag != 0 }
        var hasQuery: Bool { flags & LinkEntryTable.queryFlag != 0 }
        var hasCompound: Bool { flags & LinkEntryTable.compoundFlag != 0 }
    }

    /// One parameter of an entry: path parameters and the catch-all in order, then query items.
    struct Parameter: Sendable {
        let name: String
        /// Its segment position; -1 for a query item.
        let position: Int32
        /// Its index in the trie's `types`; -1 for the catch-all.
        let type: Int32
    }

    /// The entry is a tab root, which may only start a chain.
    static let tabRootFlag: UInt16 = 1
    /// The entry's pattern has query items or a fragment; without them, its values are read from
    /// the plan alone, without looking at its pattern.
    static let queryFlag: UInt16 = 2
    /// The entry's path has a segment of several pieces, which gives more values than plan entries.
    static let compoundFlag: UInt16 = 4

    /// Each entry's destination.
    private(set) var destinations: [Destination] = []
    /// The pattern of each entry that reads a query or a fragment (the destination's link, or
    /// one of its former or website links), which a match of it reads; an entry without either
    /// is matched from the plan alone, so its pattern is not copied here.
    private(set) var queryPatterns: [LinkPattern] = []
    private(set) var records: [Record] = []
    private(set) var plan: [Parameter] = []

    var count: Int { records.count }
    /// The number of parameters in the plan; the next parameter's index.
    var parameterCount: Int { plan.count }

    mutating func reserveCapacity(_ count: Int) {
        destinations.reserveCapacity(count)
        records.reserveCapacity(count)
        plan.reserveCapacity(count * 2)
    }

    /// Adds a parameter of the entry about to be added.
    mutating func appendParameter(name: String, position: Int, type: Int32) {
        plan.append(Parameter(name: name, position: Int32(position), type: type))
    }

    /// Forgets the parameters from `index` on, added for an entry that was then refused.
    mutating func dropParameters(from index: Int) {
        plan.removeLast(plan.count - index)
    }

    /// Adds an entry for `pattern`, one of `destination`'s, whose parameters are those from
    /// `firstParameter` to the end of the plan.
    mutating func append(_ destination: Destination, pattern: LinkPattern, firstParameter: Int) {
        let hasQuery = !pattern.query.isEmpty || pattern.fragment != nil
        var flags: UInt16 = hasQuery ? Self.queryFlag : 0
        if case .tabRoot = destination.presentation { flags |= Self.tabRootFlag }
        if pattern.pieces.contains(where: { $0.kind == .compound }) { flags |= Self.compoundFlag }
        records.append(
            Record(
                name: destination.name, planStart: Int32(firstParameter), planEnd: Int32(plan.count), flags: flags,
                segmentCount: UInt16(pattern.pieces.count), queryPattern: hasQuery ? Int32(queryPatterns.count) : -1))
        destinations.append(destination)
        if hasQuery { queryPatterns.append(pattern) }
    }
}

/// One literal child in ``LinkTrie/literals``: the child node (4 bytes, little-endian), the key's
/// length (2 bytes, little-endian), then the key's bytes. Written at start-up and read by the
/// matcher's walk through bounds-checked array indexing.
enum LiteralEntry {
    static let headerSize = 6

    /// Appends an entry to `literals`, its key the bytes at `key` in `keys` (read in place: a
    /// slice of `keys` would retain and release it for every entry).
    static func append(child: Int32, key: Range<Int>, of keys: [UInt8], to literals: inout [UInt8]) {
        let child = UInt32(bitPattern: child)
        for shift in stride(from: 0, to: 32, by: 8) { literals.append(UInt8(truncatingIfNeeded: child >> shift)) }
        literals.append(UInt8(truncatingIfNeeded: key.count))
        literals.append(UInt8(truncatingIfNeeded: key.count >> 8))
        for index in key { literals.append(keys[index]) }
    }

    static func child(at offset: Int, in literals: [UInt8]) -> Int {
        var bits: UInt32 = 0
        for index in 0..<4 { bits |= UInt32(literals[offset + index]) << (8 * index) }
        return Int(Int32(bitPattern: bits))
    }

    static func key(at offset: Int, in literals: [UInt8]) -> ArraySlice<UInt8> {
        let length = Int(literals[offset + 4]) | Int(literals[offset + 5]) << 8
        return literals[(offset + headerSize)..<(offset + headerSize + length)]
    }

    /// The offset of the entry after the one at `offset`.
    static func next(after offset: Int, in literals: [UInt8]) -> Int {
        offset + headerSize + key(at: offset, in: literals).count
    }

    /// Whether the key of the entry at `offset` is `segment`; returns its length as well, so a
    /// scan can step to the next entry.
    static func key(at offset: Int, in literals: [UInt8], equals segment: ByteRun) -> (Bool, length: Int) {
        let length = Int(literals[offset + 4]) | Int(literals[offset + 5]) << 8
        guard length == segment.count else { return (false, length) }
        let key = offset + headerSize
        for index in 0..<length where literals[key + index] != segment[index] { return (false, length) }
        return (true, length)
    }
}

/// FNV-1a over a literal's bytes: cheap, and good enough to spread path segments.
func literalHashValue(_ bytes: some Collection<UInt8>) -> Int {
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
