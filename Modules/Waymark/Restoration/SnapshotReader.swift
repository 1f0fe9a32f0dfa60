import Foundation

/// Reads a version 2 snapshot (see ``SnapshotWriter``) into a ``StateDraft``: every link is matched
/// again, every `Codable` entry decoded, and one that no longer does is a failed entry, never a
/// failed snapshot.
///
/// The engine's own JSON primitives (``JSONScanning``), not `JSONDecoder`: restoring runs at every
/// launch, and the generic decoder spends most of its time building containers and strings that a
/// snapshot does not need (docs/benchmarks.md). A link is matched in place, on the snapshot's
/// bytes.
///
/// Every index the reader forms is checked against `bytes.count` before it is read. Keys may come in any order and unknown keys are skipped, so a
/// later build may add some; a key given twice makes the snapshot unreadable, as it does every
/// JSON the engine reads.
struct SnapshotReader: JSONScanning {
    /// What the top level holds.
    struct Envelope {
        let version: Int
        /// The state, when the snapshot is of version 2 or 3 (which adds entries' identities).
        let state: StateDraft?
    }

    let bytes: [UInt8]
    private let registry: NavigationRegistry
    var position = 0
    var depth = 0

    /// The version `data` declares, and its state when that version is 2 or 3.
    static func read(_ data: Data, registry: NavigationRegistry) throws(JSONSyntaxError) -> Envelope {
        var reader = SnapshotReader(data: data, registry: registry)
        return try reader.envelope()
    }

    private init(data: Data, registry: NavigationRegistry) {
        bytes = Array(data)
        self.registry = registry
    }

    // MARK: - The snapshot's shape

    private mutating func envelope() throws(JSONSyntaxError) -> Envelope {
        var version: Int?
        var state: StateDraft?
        var stateStart: Int?
        try object { reader, key throws(JSONSyntaxError) in
            switch key {
            case "version":
                version = try reader.integer()
            case "state" where version == 2 || version == 3:
                state = try reader.state()
            case "state":
                // The version comes later, or is neither 2 nor 3: read the state once it is known.
                stateStart = reader.position
                try reader.skipValue()
            default:
                try reader.skipValue()
            }
        }
        try expectEnd()
        guard let version else { throw JSONSyntaxError(detail: "missing 'version'") }
        if version == 2 || version == 3, state == nil {
            guard let stateStart else { throw JSONSyntaxError(detail: "missing 'state'") }
            position = stateStart
            state = try self.state()
        }
        return Envelope(version: version, state: state)
    }

    mutating func state() throws(JSONSyntaxError) -> StateDraft {
        var selectedTab: TabID?
        var stacks: [TabID: [StateDraft.Entry]]?
        var modals: [StateDraft.Layer] = []
        var returnPoint: StateDraft.ReturnPoint?
        var held: SavedHeldNavigation?
        var entries: SavedIdentities?
        var awaiting: [ResultRequest] = []
        var screens: [SavedScreenState] = []
        var tabBeforeSearch: TabID?
        var heldExit: SavedExit?
        try object { reader, key throws(JSONSyntaxError) in
            switch key {
            case "selectedTab": selectedTab = TabID(try reader.text())
            case "stacks":
                var found: [TabID: [StateDraft.Entry]] = [:]
                try reader.object { reader, tab throws(JSONSyntaxError) in
                    found[TabID(tab)] = try reader.entries()
                }
                stacks = found
            case "modals": modals = try reader.layers()
            case "returnPoint": returnPoint = try reader.returnPoint()
            // What a snapshot keeps beside the place is read leniently: a value of the wrong
            // shape is dropped, never the user's place with it.
            case "held": held = try reader.lenient { reader throws(JSONSyntaxError) in try reader.held() } ?? nil
            case "entries":
                entries = try reader.lenient { reader throws(JSONSyntaxError) in try reader.savedIdentities() } ?? nil
            case "awaiting":
                awaiting = try reader.lenient { reader throws(JSONSyntaxError) in try reader.requests() } ?? []
            case "screens":
                screens = try reader.lenient { reader throws(JSONSyntaxError) in try reader.screens() } ?? []
            case "tabBeforeSearch":
                tabBeforeSearch =
                    try reader.lenient { reader throws(JSONSyntaxError) in TabID(try reader.text()) } ?? nil
            case "heldExit":
                heldExit = try reader.lenient { reader throws(JSONSyntaxError) in try reader.heldExit() } ?? nil
            default: try reader.skipValue()
            }
        }
        guard let selectedTab else { throw JSONSyntaxError(detail: "missing 'selectedTab'") }
        guard let stacks else { throw JSONSyntaxError(detail: "missing 'stacks'") }
        var draft = StateDraft(selectedTab: selectedTab, stacks: stacks, modals: modals, returnPoint: returnPoint)
        draft.held = held
        draft.entries = entries
        draft.awaiting = awaiting
        draft.screens = screens
        draft.tabBeforeSearch = tabBeforeSearch
        draft.heldExit = heldExit
        return draft
    }

    /// Result requests, by their entries' identities: `[{"asker": 1, "answerer": 2, "type": ...}]`.
    /// One missing a field is skipped; whether the rest still fit is the restorer's to say.
    private mutating func requests() throws(JSONSyntaxError) -> [ResultRequest] {
        var requests: [ResultRequest] = []
        try array { reader throws(JSONSyntaxError) in
            var asker: Int?
            var answerer: Int?
            var type: String?
            try reader.object { reader, key throws(JSONSyntaxError) in
                switch key {
                case "asker": asker = try reader.integer()
                case "answerer": answerer = try reader.integer()
                case "type": type = try reader.text()
                default: try reader.skipValue()
                }
            }
            if let asker, let answerer, let type {
                requests.append(
                    ResultRequest(asker: EntryID(asker), answerer: EntryID(answerer), type: ResultType(named: type)))
            }
        }
        return requests
    }

    /// Entries' identities: `{"next": n, "tabs": {tab: [id, ...]}, "layers": [[id, ...]],
    /// "returnLayers": [[id, ...]]}`. Values out of place are the restorer's to mend, as an
    /// identity missing or repeated is (``SavedIdentities/identify(_:)``).
    private mutating func savedIdentities() throws(JSONSyntaxError) -> SavedIdentities? {
        if try null() { return nil }
        var saved = SavedIdentities()
        try object { reader, key throws(JSONSyntaxError) in
            switch key {
            case "next": saved.next = try reader.integer()
            case "tabs":
                try reader.object { reader, tab throws(JSONSyntaxError) in
                    saved.tabs[TabID(tab)] = try reader.identities()
                }
            case "layers": saved.layers = try reader.identityLists()
            case "returnLayers": saved.returnLayers = try reader.identityLists()
            default: try reader.skipValue()
            }
        }
        return saved
    }

    private mutating func identityLists() throws(JSONSyntaxError) -> [[Int]] {
        var lists: [[Int]] = []
        try array { reader throws(JSONSyntaxError) in lists.append(try reader.identities()) }
        return lists
    }

    mutating func identities() throws(JSONSyntaxError) -> [Int] {
        var ids: [Int] = []
        try array { reader throws(JSONSyntaxError) in ids.append(try reader.integer()) }
        return ids
    }

    /// Held navigation: its link and cause. One without a link is skipped, as a later build's
    /// unknown key would be.
    private mutating func held() throws(JSONSyntaxError) -> SavedHeldNavigation? {
        if try null() { return nil }
        var link: String?
        var cause = "user"
        var value: String?
        try object { reader, key throws(JSONSyntaxError) in
            switch key {
            case "link": link = try reader.text()
            case "cause": cause = try reader.text()
            case "value": value = try reader.text()
            default: try reader.skipValue()
            }
        }
        guard let link else { return nil }
        return SavedHeldNavigation(
            link: link, cause: SavedHeldNavigation.cause(named: cause, value: value, link: link))
    }

    private mutating func returnPoint() throws(JSONSyntaxError) -> StateDraft.ReturnPoint? {
        if try null() { return nil }
        var tab: TabID?
        var stack: [StateDraft.Entry] = []
        var layers: [StateDraft.Layer] = []
        try object { reader, key throws(JSONSyntaxError) in
            switch key {
            case "tab": tab = TabID(try reader.text())
            case "stack": stack = try reader.entries()
            case "layers": layers = try reader.layers()
            default: try reader.skipValue()
            }
        }
        guard let tab else { throw JSONSyntaxError(detail: "missing 'tab' in 'returnPoint'") }
        return StateDraft.ReturnPoint(tab: tab, stack: stack, layers: layers)
    }

    private mutating func layers() throws(JSONSyntaxError) -> [StateDraft.Layer] {
        var layers: [StateDraft.Layer] = []
        try array { reader throws(JSONSyntaxError) in
            var root: StateDraft.Entry?
            var path: [StateDraft.Entry] = []
            var detent: SheetDetent?
            // The style is written for people who read the file; the registry says it again.
            try reader.object { reader, key throws(JSONSyntaxError) in
                switch key {
                case "root": root = try reader.entry()
                case "path": path = try reader.entries()
                // A size that no longer reads is one the layer loses, as in version 1.
                case "detent": detent = try reader.null() ? nil : SheetDetent(try reader.text())
                default: try reader.skipValue()
                }
            }
            guard let root else { throw JSONSyntaxError(detail: "a modal layer has no 'root'") }
            layers.append(StateDraft.Layer(root: root, path: path, detent: detent))
        }
        return layers
    }

    private mutating func entries() throws(JSONSyntaxError) -> [StateDraft.Entry] {
        var entries: [StateDraft.Entry] = []
        try array { reader throws(JSONSyntaxError) in entries.append(try reader.entry()) }
        return entries
    }

    /// One route: a link, matched again, or a `Codable` entry, decoded.
    private mutating func entry() throws(JSONSyntaxError) -> StateDraft.Entry {
        skipWhitespace()
        guard position < bytes.count else { throw fail("the snapshot ends inside a route") }
        if bytes[position] == UInt8(ascii: "\"") {
            let (range, escaped) = try stringRange()
            if escaped {
                return entry(link: Array(try unescape(range).utf8)[...])
            }
            return entry(link: bytes[range])
        }
        let start = position
        try skipValue()
        let value = Data(bytes[start..<position])
        do {
            return try registry.decoder().decode(LenientRoute.self, from: value).entry
        } catch {
            return .failure(.malformedEntry(SnapshotCoder.summary(of: error)))
        }
    }

    private func entry(link path: ArraySlice<UInt8>) -> StateDraft.Entry {
        let text = { String(decoding: path, as: UTF8.self) }
        // A whole link (a legacy enum's value, with its scheme): read as a link, so a case that
        // moved to a feature restores through the feature's pattern, else the legacy parsers.
        if Self.isWholeLink(path) {
            switch registry.routes(forLink: text()) {
            case .success(let routes) where routes.count == 1: return .success(routes[0])
            case .success: return .failure(.rejectedLink(text(), .malformed("it names more than one screen")))
            case .failure(let rejection): return .failure(.rejectedLink(text(), rejection))
            }
        }
        switch registry.links.match(path: path).flatMap(registry.routes(for:)) {
        case .success(let routes) where routes.count == 1:
            return .success(routes[0])
        case .success:
            return .failure(.rejectedLink(text(), .malformed("it names more than one screen")))
        case .failure(let rejection):
            return .failure(.rejectedLink(text(), rejection))
        }
    }

    /// Whether `path` has a scheme (`chapter://…`): read byte by byte, since a snapshot's links
    /// are paths but for a legacy enum's values.
    private static func isWholeLink(_ path: ArraySlice<UInt8>) -> Bool {
        guard let colon = path.firstIndex(of: UInt8(ascii: ":")) else { return false }
        return path[(colon + 1)...].prefix(2).elementsEqual("//".utf8)
    }
}
