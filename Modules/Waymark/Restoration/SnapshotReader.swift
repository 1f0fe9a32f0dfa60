import Foundation

/// Reads a version 2 snapshot (see ``SnapshotWriter``) into a ``StateDraft``: every link is matched
/// again, every `Codable` entry decoded, and one that no longer does is a failed entry, never a
/// failed snapshot.
///
/// A small JSON reader of its own, not `JSONDecoder`: restoring runs at every launch, and the
/// generic decoder spends most of its time building containers and strings that a snapshot does
/// not need (docs/benchmarks.md). A link is matched in place, on the snapshot's own bytes.
///
/// Invariant: `bytes` is valid for the reader's whole life, which ``read(_:registry:)`` keeps
/// inside one `withUnsafeBytes` of the snapshot; every index the reader forms is checked against
/// `bytes.count` before it is read. Keys may come in any order and unknown keys are skipped, so a
/// later build may add some; values nest at most ``maximumDepth`` deep, so hostile input cannot
/// exhaust the stack.
struct SnapshotReader {
    /// What the top level holds.
    struct Envelope {
        let version: Int
        /// The state, when the snapshot is of version 2.
        let state: StateDraft?
    }

    static let maximumDepth = 64

    private let bytes: UnsafeBufferPointer<UInt8>
    private let registry: NavigationRegistry
    private var position = 0
    private var depth = 0

    /// The version `data` declares, and its state when that version is 2.
    static func read(_ data: Data, registry: NavigationRegistry) throws(SnapshotSyntaxError) -> Envelope {
        let result: Result<Envelope, SnapshotSyntaxError> = data.withUnsafeBytes { raw in
            var reader = SnapshotReader(bytes: raw.bindMemory(to: UInt8.self), registry: registry)
            do throws(SnapshotSyntaxError) {
                return .success(try reader.envelope())
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    private init(bytes: UnsafeBufferPointer<UInt8>, registry: NavigationRegistry) {
        self.bytes = bytes
        self.registry = registry
    }

    // MARK: - The snapshot's shape

    private mutating func envelope() throws(SnapshotSyntaxError) -> Envelope {
        var version: Int?
        var state: StateDraft?
        var stateStart: Int?
        try object { reader, key throws(SnapshotSyntaxError) in
            switch key {
            case "version":
                version = try reader.integer()
            case "state" where version == 2:
                state = try reader.state()
            case "state":
                // The version comes later, or is not 2: read the state once it is known.
                stateStart = reader.position
                try reader.skipValue()
            default:
                try reader.skipValue()
            }
        }
        skipWhitespace()
        guard position == bytes.count else { throw fail("there is more after the snapshot") }
        guard let version else { throw SnapshotSyntaxError(detail: "missing 'version'") }
        if version == 2, state == nil {
            guard let stateStart else { throw SnapshotSyntaxError(detail: "missing 'state'") }
            position = stateStart
            state = try self.state()
        }
        return Envelope(version: version, state: state)
    }

    private mutating func state() throws(SnapshotSyntaxError) -> StateDraft {
        var selectedTab: TabID?
        var stacks: [TabID: [StateDraft.Entry]]?
        var modals: [StateDraft.Layer] = []
        var returnPoint: StateDraft.ReturnPoint?
        try object { reader, key throws(SnapshotSyntaxError) in
            switch key {
            case "selectedTab": selectedTab = TabID(try reader.text())
            case "stacks":
                var found: [TabID: [StateDraft.Entry]] = [:]
                try reader.object { reader, tab throws(SnapshotSyntaxError) in
                    found[TabID(tab)] = try reader.entries()
                }
                stacks = found
            case "modals": modals = try reader.layers()
            case "returnPoint": returnPoint = try reader.returnPoint()
            default: try reader.skipValue()
            }
        }
        guard let selectedTab else { throw SnapshotSyntaxError(detail: "missing 'selectedTab'") }
        guard let stacks else { throw SnapshotSyntaxError(detail: "missing 'stacks'") }
        return StateDraft(selectedTab: selectedTab, stacks: stacks, modals: modals, returnPoint: returnPoint)
    }

    private mutating func returnPoint() throws(SnapshotSyntaxError) -> StateDraft.ReturnPoint? {
        if try null() { return nil }
        var tab: TabID?
        var stack: [StateDraft.Entry] = []
        var layers: [StateDraft.Layer] = []
        try object { reader, key throws(SnapshotSyntaxError) in
            switch key {
            case "tab": tab = TabID(try reader.text())
            case "stack": stack = try reader.entries()
            case "layers": layers = try reader.layers()
            default: try reader.skipValue()
            }
        }
        guard let tab else { throw SnapshotSyntaxError(detail: "missing 'tab' in 'returnPoint'") }
        return StateDraft.ReturnPoint(tab: tab, stack: stack, layers: layers)
    }

    private mutating func layers() throws(SnapshotSyntaxError) -> [StateDraft.Layer] {
        var layers: [StateDraft.Layer] = []
        try array { reader throws(SnapshotSyntaxError) in
            var root: StateDraft.Entry?
            var path: [StateDraft.Entry] = []
            var detent: SheetDetent?
            // The style is written for people who read the file; the registry says it again.
            try reader.object { reader, key throws(SnapshotSyntaxError) in
                switch key {
                case "root": root = try reader.entry()
                case "path": path = try reader.entries()
                // A size that no longer reads is one the layer loses, as in version 1.
                case "detent": detent = try reader.null() ? nil : SheetDetent(try reader.text())
                default: try reader.skipValue()
                }
            }
            guard let root else { throw SnapshotSyntaxError(detail: "a modal layer has no 'root'") }
            layers.append(StateDraft.Layer(root: root, path: path, detent: detent))
        }
        return layers
    }

    private mutating func entries() throws(SnapshotSyntaxError) -> [StateDraft.Entry] {
        var entries: [StateDraft.Entry] = []
        try array { reader throws(SnapshotSyntaxError) in entries.append(try reader.entry()) }
        return entries
    }

    /// One route: a link, matched again, or a `Codable` entry, decoded.
    private mutating func entry() throws(SnapshotSyntaxError) -> StateDraft.Entry {
        skipWhitespace()
        guard position < bytes.count else { throw fail("the snapshot ends inside a route") }
        if bytes[position] == UInt8(ascii: "\"") {
            let (range, escaped) = try stringRange()
            if escaped {
                var decoded = Array(try unescape(range).utf8)
                return decoded.withUnsafeMutableBufferPointer { entry(link: UnsafeBufferPointer($0)) }
            }
            return entry(link: UnsafeBufferPointer(rebasing: bytes[range]))
        }
        let start = position
        try skipValue()
        let value = Data(UnsafeBufferPointer(rebasing: bytes[start..<position]))
        do {
            return try registry.decoder().decode(LenientRoute.self, from: value).entry
        } catch {
            return .failure(.malformedEntry(SnapshotCoder.summary(of: error)))
        }
    }

    private func entry(link path: UnsafeBufferPointer<UInt8>) -> StateDraft.Entry {
        let text = { String(decoding: path, as: UTF8.self) }
        switch registry.links.match(path: path).flatMap(registry.routes(for:)) {
        case .success(let routes) where routes.count == 1:
            return .success(routes[0])
        case .success:
            return .failure(.rejectedLink(text(), .malformed("it names more than one screen")))
        case .failure(let rejection):
            return .failure(.rejectedLink(text(), rejection))
        }
    }

    // MARK: - JSON

    /// Reads an object, calling `member` with each key; `member` reads the key's value.
    private mutating func object(
        _ member: (inout SnapshotReader, String) throws(SnapshotSyntaxError) -> Void
    ) throws(SnapshotSyntaxError) {
        try enter(UInt8(ascii: "{"), "an object")
        defer { depth -= 1 }
        if try close(UInt8(ascii: "}")) { return }
        repeat {
            let key = try text()
            try expect(UInt8(ascii: ":"))
            try member(&self, key)
        } while try separator(closing: UInt8(ascii: "}"))
    }

    /// Reads an array, calling `element` to read each element.
    private mutating func array(
        _ element: (inout SnapshotReader) throws(SnapshotSyntaxError) -> Void
    ) throws(SnapshotSyntaxError) {
        try enter(UInt8(ascii: "["), "an array")
        defer { depth -= 1 }
        if try close(UInt8(ascii: "]")) { return }
        repeat {
            try element(&self)
        } while try separator(closing: UInt8(ascii: "]"))
    }

    private mutating func enter(_ opening: UInt8, _ what: String) throws(SnapshotSyntaxError) {
        skipWhitespace()
        guard position < bytes.count, bytes[position] == opening else { throw fail("expected \(what)") }
        guard depth < Self.maximumDepth else { throw fail("values nest more than \(Self.maximumDepth) deep") }
        depth += 1
        position += 1
    }

    /// Whether the container closes right away (it is empty).
    private mutating func close(_ closing: UInt8) throws(SnapshotSyntaxError) -> Bool {
        skipWhitespace()
        guard position < bytes.count else { throw fail("the snapshot ends inside a value") }
        guard bytes[position] == closing else { return false }
        position += 1
        return true
    }

    /// After an element: `true` for a comma (another element follows), `false` for the closing
    /// bracket.
    private mutating func separator(closing: UInt8) throws(SnapshotSyntaxError) -> Bool {
        skipWhitespace()
        guard position < bytes.count else { throw fail("the snapshot ends inside a value") }
        switch bytes[position] {
        case UInt8(ascii: ","):
            position += 1
            return true
        case closing:
            position += 1
            return false
        default:
            throw fail("expected ',' or '\(Character(Unicode.Scalar(closing)))'")
        }
    }

    private mutating func expect(_ byte: UInt8) throws(SnapshotSyntaxError) {
        skipWhitespace()
        guard position < bytes.count, bytes[position] == byte else {
            throw fail("expected '\(Character(Unicode.Scalar(byte)))'")
        }
        position += 1
    }

    private mutating func skipWhitespace() {
        while position < bytes.count {
            switch bytes[position] {
            case 0x20, 0x09, 0x0A, 0x0D: position += 1
            default: return
            }
        }
    }

    /// Whether the value is `null` (consumed if so).
    private mutating func null() throws(SnapshotSyntaxError) -> Bool {
        skipWhitespace()
        guard position + 4 <= bytes.count, bytes[position] == UInt8(ascii: "n") else { return false }
        try literal("null")
        return true
    }

    private mutating func literal(_ word: StaticString) throws(SnapshotSyntaxError) {
        let matches = word.withUTF8Buffer { word in
            position + word.count <= bytes.count && zip(word, bytes[position...]).allSatisfy { $0 == $1 }
        }
        guard matches else { throw fail("expected \(word)") }
        position += word.utf8CodeUnitCount
    }

    private mutating func integer() throws(SnapshotSyntaxError) -> Int {
        skipWhitespace()
        let start = position
        if position < bytes.count, bytes[position] == UInt8(ascii: "-") { position += 1 }
        while position < bytes.count, bytes[position] >= 0x30, bytes[position] <= 0x39 { position += 1 }
        guard position > start,
            let value = Int(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self))
        else { throw fail("expected a whole number") }
        return value
    }

    /// A string's text, its escapes decoded.
    private mutating func text() throws(SnapshotSyntaxError) -> String {
        let (range, escaped) = try stringRange()
        return escaped
            ? try unescape(range) : String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    /// Where a string's contents are, between its quotes, and whether they hold escapes.
    private mutating func stringRange() throws(SnapshotSyntaxError) -> (Range<Int>, escaped: Bool) {
        skipWhitespace()
        guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else { throw fail("expected a string") }
        position += 1
        let start = position
        var escaped = false
        while position < bytes.count {
            switch bytes[position] {
            case UInt8(ascii: "\""):
                position += 1
                return (start..<(position - 1), escaped)
            case UInt8(ascii: "\\"):
                escaped = true
                position += 2
            case ..<0x20:
                throw fail("a control character inside a string")
            default:
                position += 1
            }
        }
        throw fail("the snapshot ends inside a string")
    }

    /// The text of a string whose contents at `range` hold escapes.
    private func unescape(_ range: Range<Int>) throws(SnapshotSyntaxError) -> String {
        var scalars = String.UnicodeScalarView()
        var units: [UInt8] = []
        func flush() {
            scalars.append(contentsOf: String(decoding: units, as: UTF8.self).unicodeScalars)
            units.removeAll()
        }
        var index = range.lowerBound
        var pendingHigh: UInt32?
        while index < range.upperBound {
            let byte = bytes[index]
            guard byte == UInt8(ascii: "\\") else {
                units.append(byte)
                index += 1
                continue
            }
            guard index + 1 < range.upperBound else { throw SnapshotSyntaxError(detail: "a string ends in '\\'") }
            flush()
            let escape = bytes[index + 1]
            index += 2
            switch escape {
            case UInt8(ascii: "\""): scalars.append("\"")
            case UInt8(ascii: "\\"): scalars.append("\\")
            case UInt8(ascii: "/"): scalars.append("/")
            case UInt8(ascii: "b"): scalars.append("\u{8}")
            case UInt8(ascii: "f"): scalars.append("\u{C}")
            case UInt8(ascii: "n"): scalars.append("\n")
            case UInt8(ascii: "r"): scalars.append("\r")
            case UInt8(ascii: "t"): scalars.append("\t")
            case UInt8(ascii: "u"):
                guard index + 4 <= range.upperBound,
                    let code = UInt32(
                        String(decoding: UnsafeBufferPointer(rebasing: bytes[index..<(index + 4)]), as: UTF8.self),
                        radix: 16)
                else { throw SnapshotSyntaxError(detail: "a '\\u' escape without four hexadecimal digits") }
                index += 4
                if let high = pendingHigh, (0xDC00...0xDFFF).contains(code) {
                    pendingHigh = nil
                    scalars.append(Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (code - 0xDC00))!)
                } else if (0xD800...0xDBFF).contains(code) {
                    pendingHigh = code
                } else if let scalar = Unicode.Scalar(code) {
                    scalars.append(scalar)
                } else {
                    throw SnapshotSyntaxError(detail: "'\\u\(String(code, radix: 16))' is half of a surrogate pair")
                }
                continue
            default:
                throw SnapshotSyntaxError(detail: "'\\\(Character(Unicode.Scalar(escape)))' is not an escape")
            }
            if pendingHigh != nil { throw SnapshotSyntaxError(detail: "a '\\u' escape is half of a surrogate pair") }
        }
        guard pendingHigh == nil else {
            throw SnapshotSyntaxError(detail: "a '\\u' escape is half of a surrogate pair")
        }
        flush()
        return String(scalars)
    }

    /// Skips any value, checking its syntax.
    private mutating func skipValue() throws(SnapshotSyntaxError) {
        skipWhitespace()
        guard position < bytes.count else { throw fail("the snapshot ends where a value should be") }
        switch bytes[position] {
        case UInt8(ascii: "{"): try object { reader, _ throws(SnapshotSyntaxError) in try reader.skipValue() }
        case UInt8(ascii: "["): try array { reader throws(SnapshotSyntaxError) in try reader.skipValue() }
        case UInt8(ascii: "\""): _ = try stringRange()
        case UInt8(ascii: "t"): try literal("true")
        case UInt8(ascii: "f"): try literal("false")
        case UInt8(ascii: "n"): try literal("null")
        default:
            let start = position
            while position < bytes.count, Self.isNumberByte(bytes[position]) { position += 1 }
            guard position > start else { throw fail("expected a value") }
        }
    }

    private static func isNumberByte(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x30...0x39, UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E"):
            true
        default: false
        }
    }

    private func fail(_ reason: String) -> SnapshotSyntaxError {
        SnapshotSyntaxError(detail: "at byte \(position): \(reason)")
    }
}

/// Why a version 2 snapshot is not one: where its JSON went wrong.
struct SnapshotSyntaxError: Error {
    let detail: String
}
