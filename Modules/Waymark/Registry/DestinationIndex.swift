/// Each destination's position in the registry's list, found by name.
///
/// An open-addressing table of positions, hashed with FNV-1a over the name's UTF-8 bytes: a
/// quarter of the memory of a `Dictionary` keyed by name, and no SipHash per name, which matters
/// when an app registers thousands of destinations at launch. The names themselves stay in the
/// registry's list, which a probe compares against.
struct DestinationIndex: Sendable {
    /// Positions, or -1; a power of two in size, at most half full.
    private var slots: [Int32]
    private(set) var count = 0

    /// An index with room for `capacity` names, which is all it will ever hold: the registry
    /// knows how many destinations there are before it indexes them.
    init(capacity: Int) {
        var size = 16
        while size < capacity * 2 { size <<= 1 }
        slots = [Int32](repeating: -1, count: size)
    }

    /// The position of `name`, where `names(position)` gives the name at a position.
    func position(of name: DestinationName, names: (Int) -> DestinationName) -> Int? {
        probe(for: name, names: names).position
    }

    /// Records `name` at `position`, unless the name is there already: then returns the
    /// position it has and changes nothing.
    mutating func insert(_ name: DestinationName, at position: Int, names: (Int) -> DestinationName) -> Int? {
        precondition((count + 1) * 2 <= slots.count, "the index holds no more names than its capacity")
        let (slot, existing) = probe(for: name, names: names)
        if let existing { return existing }
        slots[slot] = Int32(position)
        count += 1
        return nil
    }

    /// The slot that holds `name` and its position, or the empty slot where it would go.
    private func probe(for name: DestinationName, names: (Int) -> DestinationName) -> (slot: Int, position: Int?) {
        let mask = slots.count - 1
        var slot = Self.hash(name) & mask
        while slots[slot] >= 0 {
            let position = Int(slots[slot])
            if names(position) == name { return (slot, position) }
            slot = (slot + 1) & mask
        }
        return (slot, nil)
    }

    /// FNV-1a over the name's bytes, its bits then mixed (a murmur-style finisher) so that the low
    /// bits a power-of-two table uses depend on every input bit.
    private static func hash(_ name: DestinationName) -> Int {
        var hash: UInt32 = 2_166_136_261
        for byte in name.rawValue.utf8 { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
        hash ^= hash >> 16
        hash &*= 0x85EB_CA6B
        hash ^= hash >> 13
        return Int(hash)
    }
}
