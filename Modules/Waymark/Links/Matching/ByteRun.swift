/// A run of bytes inside one array, indexed from zero: a link, one of its segments, a value.
///
/// The matcher reads every part of a link through it, so that cutting a segment out of a link
/// copies nothing and every read is checked, both against the run and against the array that
/// holds it. It is what the matcher once borrowed raw buffers for: an app matches a link a few
/// times a minute against a few hundred patterns, where the checks cost less than Foundation's
/// own splitting of the link (docs/benchmarks.md, "Safe code at the size of the job").
struct ByteRun: RandomAccessCollection, Sendable {
    private let storage: [UInt8]
    private let offset: Int
    let count: Int

    /// Every byte of `bytes`.
    init(_ bytes: [UInt8]) {
        storage = bytes
        offset = 0
        count = bytes.count
    }

    /// The bytes a slice of a run shows, indexed from zero again.
    init(_ slice: Slice<ByteRun>) {
        self = slice.base.run(slice.startIndex..<slice.endIndex)
    }

    private init(storage: [UInt8], offset: Int, count: Int) {
        self.storage = storage
        self.offset = offset
        self.count = count
    }

    var startIndex: Int { 0 }
    var endIndex: Int { count }

    subscript(index: Int) -> UInt8 {
        // One unsigned comparison says both that `index` is not negative and that it is below `count`.
        precondition(UInt(bitPattern: index) < UInt(bitPattern: count), "a read outside the run")
        return storage[offset + index]
    }

    /// The bytes at `range` of this run, as a run of their own.
    func run(_ range: Range<Int>) -> ByteRun {
        precondition(range.lowerBound >= 0 && range.upperBound <= count, "a run outside the run")
        return ByteRun(storage: storage, offset: offset + range.lowerBound, count: range.count)
    }

    /// The run as text, invalid UTF-8 repaired (callers that must refuse it check first); read
    /// from the array in place, where decoding the run itself would copy it first.
    var text: String {
        String(decoding: storage[offset..<(offset + count)], as: UTF8.self)
    }

    /// Whether the run holds exactly `text`'s UTF-8.
    func equals(_ text: String) -> Bool {
        text.utf8.count == count && text.utf8.elementsEqual(self)
    }
}
