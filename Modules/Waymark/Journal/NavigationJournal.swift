/// The router's bounded record of what navigation did, newest last (see ``JournalEntry``).
///
/// It keeps the last `capacity` entries and drops older ones, so it can stay on in release
/// builds: recording costs a comparison of the two states, and memory stays bounded however long
/// the app runs (`docs/benchmarks.md` measures it beside a router without one). Attach
/// the newest ``entries`` to a crash report or a bug report (each as a line of JSON,
/// ``JournalEntry/jsonLine(registry:)``), or assert on them in tests.
public struct NavigationJournal: Sendable {
    /// How many entries it keeps; 0 keeps none (and records nothing).
    let capacity: Int
    /// How many entries were ever recorded, including those dropped since.
    public private(set) var recordedCount = 0
    /// The kept entries; once full, `start` is the index of the oldest.
    private var storage: [JournalEntry] = []
    private var start = 0

    /// A journal keeping the last `capacity` entries.
    init(capacity: Int) {
        self.capacity = max(0, capacity)
    }

    /// The kept entries, oldest first.
    public var entries: [JournalEntry] {
        Array(storage[start...] + storage[..<start])
    }

    /// Whether recording would keep anything.
    var isRecording: Bool { capacity > 0 }

    /// The number the next entry gets.
    var nextNumber: Int { recordedCount + 1 }

    /// Keeps `entry`, dropping the oldest when full.
    mutating func append(_ entry: JournalEntry) {
        guard capacity > 0 else { return }
        recordedCount += 1
        if storage.count < capacity {
            storage.append(entry)
        } else {
            storage[start] = entry
            start = (start + 1) % capacity
        }
    }

    /// Forgets every entry; numbering goes on.
    mutating func removeAll() {
        storage.removeAll()
        start = 0
    }
}
