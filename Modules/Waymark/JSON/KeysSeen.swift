/// The keys of one object read so far: the first kept apart (an object of one key, as a screen's
/// kept values most often are, allocates nothing), then a short list while the object is small,
/// as nearly every object is, and a set once it is not, so that a hostile object of many keys
/// costs no more than linear time.
struct KeysSeen {
    private var first: String?
    private var few: [String] = []
    private var many: Set<String>?

    /// Whether `key` is new (and now seen).
    mutating func insert(_ key: String) -> Bool {
        if many != nil { return many!.insert(key).inserted }
        guard let first else {
            first = key
            return true
        }
        if first == key || few.contains(key) { return false }
        few.append(key)
        if few.count > 16 { many = Set(few + [first]) }
        return true
    }
}
