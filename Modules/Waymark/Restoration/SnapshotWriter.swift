import Foundation

/// Writes a state as a version 3 snapshot: JSON in which every route with a link is its
/// canonical link without scheme or host (`"university/1"`), and a route without one keeps its
/// `Codable` form (`{"type": ..., "value": ...}`). Held navigation, the user's intent, is kept
/// as `"held"`: its link and its cause (``SavedHeldNavigation``).
/// Version 3 adds `"entries"`, the identity of every entry (``EntryID``), beside the routes, and
/// `"awaiting"`, the screens waiting for a value (``ResultRequest``), by those identities, and
/// `"screens"`, the `Codable` state features keep for them (``ScreenStateKey``), as its JSON.
///
/// A link is the one name of a screen an app already promises to keep stable: it is shared,
/// bookmarked and printed. So renaming a case or relabelling an associated value no longer loses a
/// saved screen, as it did when every route was saved by its `Codable` form (version 1).
///
/// The writer appends bytes to one buffer; keys come in a fixed order and tabs in the registry's
/// order, so equal states give equal bytes.
struct SnapshotWriter {
    let registry: NavigationRegistry
    private var bytes: [UInt8] = []

    /// The version 3 snapshot of `state`.
    static func write(
        _ state: NavigationState, registry: NavigationRegistry,
        screens: [(entry: EntryID, values: [(key: String, json: Data)])] = []
    ) throws -> Data {
        var writer = SnapshotWriter(registry: registry)
        writer.bytes.reserveCapacity(4_096)
        try writer.write(state, screens: screens)
        return Data(writer.bytes)
    }

    private init(registry: NavigationRegistry) {
        self.registry = registry
    }

    private mutating func write(
        _ state: NavigationState, screens: [(entry: EntryID, values: [(key: String, json: Data)])]
    ) throws {
        append(#"{"version":3,"state":"#)
        try stateObject(state, screens: screens)
        append("}")
    }

    /// The state as an object: its place, what a snapshot keeps beside it, and a held way out
    /// with the state it leads to, written the same way.
    private mutating func stateObject(
        _ state: NavigationState, screens: [(entry: EntryID, values: [(key: String, json: Data)])]
    ) throws {
        append(#"{"selectedTab":"#)
        string(state.selectedTab.rawValue)
        append(#","stacks":{"#)
        let known = registry.tabs.filter { state.stacks[$0] != nil }
        let others = state.stacks.keys.filter { !registry.tabs.contains($0) }.sortedByName()
        for (index, tab) in (known + others).enumerated() {
            if index > 0 { append(",") }
            string(tab.rawValue)
            append(":")
            try routes(state.stack(of: tab))
        }
        append(#"},"modals":"#)
        try layers(state.modals)
        if let point = state.returnPoint {
            append(#","returnPoint":{"tab":"#)
            string(point.tab.rawValue)
            append(#","stack":"#)
            try routes(point.stack)
            append(#","layers":"#)
            try layers(point.layers)
            append("}")
        }
        if let tab = state.tabBeforeSearch {
            append(#","tabBeforeSearch":"#)
            string(tab.rawValue)
        }
        entries(SavedIdentities(of: state), tabs: known + others)
        if !state.awaiting.isEmpty {
            append(#","awaiting":["#)
            for (index, request) in state.awaiting.enumerated() {
                if index > 0 { append(",") }
                append(#"{"asker":"#)
                append(String(request.asker.rawValue))
                append(#","answerer":"#)
                append(String(request.answerer.rawValue))
                append(#","type":"#)
                string(request.type.name)
                append("}")
            }
            append("]")
        }
        if !screens.isEmpty {
            append(#","screens":{"#)
            for (index, screen) in screens.enumerated() {
                if index > 0 { append(",") }
                string(String(screen.entry.rawValue))
                append(":{")
                for (position, value) in screen.values.enumerated() {
                    if position > 0 { append(",") }
                    string(value.key)
                    append(":")
                    bytes.append(contentsOf: value.json)
                }
                append("}")
            }
            append("}")
        }
        if let held = state.held.flatMap({ SavedHeldNavigation($0, registry: registry) }) {
            append(#","held":{"link":"#)
            string(held.link)
            let cause = held.causeName
            append(#","cause":"#)
            string(cause.name)
            if let value = cause.value {
                append(#","value":"#)
                string(value)
            }
            append("}")
        }
        if let exit = state.heldExit {
            try heldExit(exit)
        }
        append("}")
    }

    /// A way out held behind the unsaved-work question (``HeldExit``): what it does, why, the
    /// screens it would take, and for a transaction the state it leads to.
    private mutating func heldExit(_ exit: HeldExit) throws {
        append(#","heldExit":{"request":"#)
        string(exit.request.name)
        let cause = SavedHeldNavigation.name(of: exit.cause)
        append(#","cause":"#)
        string(cause.name)
        if let value = cause.value {
            append(#","value":"#)
            string(value)
        }
        if let link = exit.link {
            append(#","link":"#)
            string(link)
        }
        append(#","screens":"#)
        identities(exit.screens.map(\.rawValue))
        if case .revoke(let requirements, _) = exit.request {
            append(#","requirements":["#)
            for (index, requirement) in requirements.map(\.name).sorted().enumerated() {
                if index > 0 { append(",") }
                string(requirement)
            }
            append("]")
        }
        if let outcome = exit.outcome {
            var leadsTo = outcome.state
            leadsTo.heldExit = nil
            append(#","state":"#)
            try stateObject(leadsTo, screens: [])
        }
        append("}")
    }

    /// The identity of every entry (version 3): per tab, in the order of `tabs`, per layer and
    /// per return-point layer, and the next identity to give out.
    private mutating func entries(_ saved: SavedIdentities, tabs: [TabID]) {
        append(#","entries":{"next":"#)
        append(String(saved.next))
        append(#","tabs":{"#)
        for (index, tab) in tabs.enumerated() {
            if index > 0 { append(",") }
            string(tab.rawValue)
            append(":")
            identities(saved.tabs[tab] ?? [])
        }
        append(#"},"layers":["#)
        for (index, layer) in saved.layers.enumerated() {
            if index > 0 { append(",") }
            identities(layer)
        }
        append(#"],"returnLayers":["#)
        for (index, layer) in saved.returnLayers.enumerated() {
            if index > 0 { append(",") }
            identities(layer)
        }
        append("]}")
    }

    private mutating func identities(_ ids: [Int]) {
        append("[")
        append(ids.map(String.init).joined(separator: ","))
        append("]")
    }

    private mutating func layers(_ layers: [ModalLayer]) throws {
        append("[")
        for (index, layer) in layers.enumerated() {
            if index > 0 { append(",") }
            append(#"{"style":"#)
            string(layer.style.rawValue)
            append(#","root":"#)
            try route(layer.root)
            append(#","path":"#)
            try routes(layer.path)
            if let detent = layer.detent {
                append(#","detent":"#)
                string(detent.description)
            }
            append("}")
        }
        append("]")
    }

    private mutating func routes(_ routes: [AnyRoute]) throws {
        append("[")
        for (index, route) in routes.enumerated() {
            if index > 0 { append(",") }
            try self.route(route)
        }
        append("]")
    }

    /// A route by its link, or by its `Codable` form when it has none or its values cannot be
    /// written as one (then nothing is lost: the older form still restores).
    private mutating func route(_ route: AnyRoute) throws {
        if let path = try? registry.linkPath(for: route) {
            string(path)
        } else {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            bytes.append(contentsOf: try encoder.encode(route))
        }
    }

    private mutating func append(_ text: String) {
        bytes.append(contentsOf: text.utf8)
    }

    /// `text` as a JSON string: quotes, backslashes and control characters escaped.
    private mutating func string(_ text: String) {
        bytes.append(UInt8(ascii: "\""))
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"):
                bytes.append(UInt8(ascii: "\\"))
                bytes.append(byte)
            case ..<0x20:
                let hex = Array("0123456789abcdef".utf8)
                bytes.append(contentsOf: Array(#"\u00"#.utf8))
                bytes.append(hex[Int(byte >> 4)])
                bytes.append(hex[Int(byte & 0xF)])
            default:
                bytes.append(byte)
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }
}
