/// The identity of one entry of the state: one screen pushed on a tab's stack, or one screen of a
/// modal layer (its root or a screen pushed inside it), for as long as it stays in the state.
///
/// A route says which screen; an entry says which time. The same route pushed twice is two
/// entries, and an entry keeps its identity while screens come and go above it, while its tab is
/// not selected, while modals cover it, while it waits in a return point, and through a restart
/// (snapshots keep it). What a screen asked for (a result) and what a feature keeps for a screen
/// are keyed by it, so neither can reach another screen that happens to show the same route.
///
/// Identities are numbers the state gives out in order, so the same transactions from the same
/// state give the same identities: tests can write them down.
public struct EntryID: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The number, unique within a state's history.
    public let rawValue: Int

    /// The largest identity a snapshot may name: far beyond what any app gives out, and far
    /// enough from `Int.max` that counting on from it never overflows.
    public static let largest = 1 << 48

    public init(_ rawValue: Int) {
        self.rawValue = rawValue
    }

    public static func < (lhs: EntryID, rhs: EntryID) -> Bool {
        lhs.rawValue < rhs.rawValue
    }

    public var description: String { "entry \(rawValue)" }
}

/// Where an entry stands in the state.
public enum EntryLocation: Hashable, Sendable, CustomStringConvertible {
    /// A tab's stack, at this position (0 for the first screen pushed over the tab's root).
    case tab(TabID, position: Int)
    /// A modal layer, at this position (0 for its root).
    case layer(Int, position: Int)
    /// A modal layer a return point keeps, at this position (0 for its root).
    case returnLayer(Int, position: Int)

    public var description: String {
        switch self {
        case .tab(let tab, let position): "tab '\(tab)', position \(position + 1)"
        case .layer(let index, let position): "modal layer \(index), position \(position + 1)"
        case .returnLayer(let index, let position): "the return point's layer \(index), position \(position + 1)"
        }
    }
}
