/// One screen of a stack: which screen (its route) and which time it was shown (its identity).
///
/// Every element of a tab's stack, of a modal layer (its root and its path) and of the layers a
/// return point keeps is an entry. The state gives each its identity as it is pushed or presented,
/// from a counter it keeps, and keeps it while the entry moves (a
/// layer left for the return point and presented again) or screens come and go above it. So the
/// identity is part of the state, compared, hashed, encoded and saved with it.
public struct StackEntry: Hashable, Sendable, Codable {
    /// Which time the screen was shown: unique among the entries of a state's whole history.
    public let id: EntryID
    /// Which screen it is. Delivering a result may change the route's values; the entry stays.
    public var route: AnyRoute
}
