/// One entry of a scene's state as its screen sees it: which entry it is, and the state its
/// feature keeps for it.
///
/// What a front end hands a screen (the terminal's screen builder, a SwiftUI environment value):
/// a screen reads and writes its own state through it, and nothing else of navigation, so it
/// never holds the router and cannot navigate around its feature's router protocol.
@MainActor
public struct ScreenEntry: Sendable {
    /// The entry's identity.
    public let id: EntryID
    private let router: NavigationRouter

    /// Entry `id` of `router`'s state.
    public init(_ id: EntryID, of router: NavigationRouter) {
        self.id = id
        self.router = router
    }

    /// Whether a screen asked this one for a value (``NavigationIntent/askForResult(_:)``), which
    /// giving it back delivers: a picker opened from a link answers no one, and offers no `done`.
    public var isAnswering: Bool {
        router.state.awaiting.contains { $0.answerer == id }
    }

    /// The screen that asked this one for a value, while it waits: an editor starts from what its
    /// section shows now (the state the section keeps), never from what it showed at first.
    public var asker: ScreenEntry? {
        router.state.awaiting.first { $0.answerer == id }.map { ScreenEntry($0.asker, of: router) }
    }

    /// The value `key` keeps for the entry, made by `make` the first time, saved with the session
    /// and read back with its type after a restart. Read in a SwiftUI view's body, the view draws
    /// again when a screen's state is set. A screen animating away after its entry left the state
    /// still reads what it kept; one whose state was released reads `make`'s value, kept nowhere.
    public func state<Value: Codable & Sendable>(_ key: ScreenStateKey.Saved<Value>, orMake make: () -> Value)
        -> Value
    {
        _ = router.screenStateRevision(of: id).count
        return router.screenState(key, of: id, orMake: make) ?? make()
    }

    /// The value `key` keeps for the entry, made by `make` the first time, which a snapshot never
    /// saves.
    public func state<Value: Sendable>(_ key: ScreenStateKey.Transient<Value>, orMake make: () -> Value) -> Value {
        _ = router.screenStateRevision(of: id).count
        return router.screenState(key, of: id, orMake: make) ?? make()
    }

    /// The value `key` keeps for the entry, if one was set or restored, without making one: a
    /// screen shows its feature's data until the user changes it (a section's entries as saved
    /// until edited), and keeps nothing until then.
    public func state<Value: Codable & Sendable>(_ key: ScreenStateKey.Saved<Value>) -> Value? {
        _ = router.screenStateRevision(of: id).count
        return router.screenState(key, of: id)
    }

    /// The value `key` keeps for the entry, if one was set, without making one.
    public func state<Value: Sendable>(_ key: ScreenStateKey.Transient<Value>) -> Value? {
        _ = router.screenStateRevision(of: id).count
        return router.screenState(key, of: id)
    }

    /// The entry's route now: a screen asked for a value reads what its asker shows (the filters
    /// the results apply); `nil` once the entry has left the state.
    public var route: AnyRoute? {
        router.state.route(of: id)
    }

    /// Keeps `value` under `key` for the entry, saved with the session. Returns `false`, keeping
    /// nothing, once the entry has left the state and its state was released.
    @discardableResult
    public func setState<Value: Codable & Sendable>(_ value: Value, _ key: ScreenStateKey.Saved<Value>) -> Bool {
        router.setScreenState(value, key, of: id)
    }

    /// Keeps `value` under `key` for the entry, never saved with the session.
    @discardableResult
    public func setState<Value: Sendable>(_ value: Value, _ key: ScreenStateKey.Transient<Value>) -> Bool {
        router.setScreenState(value, key, of: id)
    }
}
