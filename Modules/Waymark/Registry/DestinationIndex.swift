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

    /// An index with room for `capacity` names before it grows.
    init(capacity: Int) {
        var size = 16
        while size < capacity * 2 { size <<= 1 }
        slots = [Int32](repeating: -1, count: size)
    }

    /// The position of `name`, where `names(position)` gives the name at a position.
    func position(of name: DestinationName, names: (Int) -> DestinationName) -> Int? {
        let mask = slots.count - 1
        var slot = Self.hash(name) & mask
        while slots[slot] >= 0 {
            let position = Int(slots[slot])
            if names(position) == name { return position }
            slot = (slot + 1) & mask
        }
        return nil
    }

    /// Records `name` at `position`, unless the name is there already: then returns the
    /// position it has and changes nothing.
    mutating func insert(_ name: DestinationName, at position: Int, names: (Int) -> DestinationName) -> Int? {
        if (count + 1) * 2 > slots.count { grow(names: names) }
        let mask = slots.count - 1
        var slot = Self.hash(name) & mask
        while slots[slot] >= 0 {
            let existing = Int(slots[slot])
            if names(existing) == name { return existing }
            slot = (slot + 1) & mask
        }
        slots[slot] = Int32(position)
        count += 1
        return nil
    }

    private mutating func grow(names: (Int) -> DestinationName) {
        var grown = [Int32](repeating: -1, count: slots.count * 2)
        let mask = grown.count - 1
        for position in slots where position >= 0 {
            var slot = Self.hash(names(Int(position))) & mask
            while grown[slot] >= 0 { slot = (slot + 1) & mask }
            grown[slot] = position
        }
        slots = grown
    }

    private static func hash(_ name: DestinationName) -> Int {
        var text = name.rawValue
        return spreadHash(text.withUTF8(literalHashValue))
    }
}
