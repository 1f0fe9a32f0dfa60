/// The identity of one entry of the state: one screen pushed on a tab's stack, or one screen of a
/// modal layer (its root or a screen pushed inside it), for as long as it stays in the state.
///
/// A route says which screen; an entry says which time. The same route pushed twice is two
/// entries, and an entry keeps its identity while screens come and go above it, while its tab is
/// not selected, while modals cover it, while it waits in a return point, and through a restart
/// (snapshots keep it). What a screen asked for (a result) and what a feature keeps for a screen
/// are keyed by it, so neither can reach another screen that happens to show the same route.
///
/// Identities are numbers the state gives out in order from its counter
/// (`NavigationState.nextEntry`), so the same transactions from the same state give the same
/// identities: tests can write them down. Each is kept beside its route (``StackEntry``), in the
/// state itself. Its `Codable` form is its number.
public struct EntryID: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The number, unique within a state's history.
    public let rawValue: Int

    /// The largest identity a snapshot may name: far beyond what any app gives out, and far
    /// enough from `Int.max` that counting on from it never overflows.
    static let largest = 1 << 48

    /// The identity of an entry no state holds: the screens of a layer written by hand (``ModalLayer``)
    /// or of a picture of the screen. A state never holds it: it gives its own identities in its place.
    static let unassigned = EntryID(0)

    package init(_ rawValue: Int) {
        self.rawValue = rawValue
    }

    public init(from decoder: any Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(Int.self)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    public var description: String { "entry \(rawValue)" }
}

/// Where an entry stands in the state: what the engine and its tests read to find an entry; adopters
/// name stacks by ``StackTarget`` alone.
enum EntryLocation: Hashable, Sendable, CustomStringConvertible {
    /// A tab's stack, at this position (0 for the first screen pushed over the tab's root).
    case tab(TabID, position: Int)
    /// A modal layer, at this position (0 for its root).
    case layer(Int, position: Int)
    /// A modal layer a return point keeps, at this position (0 for its root).
    case returnLayer(Int, position: Int)

    var description: String {
        switch self {
        case .tab(let tab, let position): "tab '\(tab)', position \(position + 1)"
        case .layer(let index, let position): "modal layer \(index), position \(position + 1)"
        case .returnLayer(let index, let position): "the return point's layer \(index), position \(position + 1)"
        }
    }
}
