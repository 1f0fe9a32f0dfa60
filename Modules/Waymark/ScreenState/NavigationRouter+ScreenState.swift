import Foundation

/// State features keep for screens, by entry: the router keeps it, since it knows which entries
/// are in the state; the presenter says when screens that left the state have left the display.
extension NavigationRouter {
    /// The value `key` keeps for `entry`, made by `make` the first time it is asked while the
    /// entry is in the state; `nil` for an entry that is not, and was released or never had one.
    public func screenState<Value: Sendable>(
        _ key: ScreenStateKey<Value>, of entry: EntryID, orMake make: () -> Value
    ) -> Value? {
        if let value = screenStates.values[entry]?[key.name]?.value as? Value { return value }
        guard state.entryIDs.contains(entry) else { return nil }
        let value = make()
        screenStates.values[entry, default: [:]][key.name] = ScreenStates.Stored(value: value, json: nil)
        return value
    }

    /// The value `key` keeps for `entry`: the one a snapshot restored, read with its type (a value
    /// that no longer decodes is dropped and made anew), or made by `make` the first time.
    public func screenState<Value: Codable & Sendable>(
        _ key: ScreenStateKey<Value>, of entry: EntryID, orMake make: () -> Value
    ) -> Value? {
        let stored = screenStates.values[entry]?[key.name]
        if let value = stored?.value as? Value { return value }
        if let json = stored?.json, let value = try? JSONDecoder().decode(Value.self, from: json) {
            screenStates.values[entry]?[key.name]?.value = value
            return value
        }
        guard state.entryIDs.contains(entry) else { return nil }
        let value = make()
        keep(value, key, of: entry)
        return value
    }

    /// Keeps `value` under `key` for `entry`. Returns `false`, keeping nothing, when the entry is
    /// not in the state and has nothing kept.
    @discardableResult
    public func setScreenState<Value: Sendable>(_ value: Value, _ key: ScreenStateKey<Value>, of entry: EntryID)
        -> Bool
    {
        guard state.entryIDs.contains(entry) || screenStates.values[entry] != nil else { return false }
        screenStates.values[entry, default: [:]][key.name] = ScreenStates.Stored(value: value, json: nil)
        screenStateChanges += 1
        return true
    }

    /// Keeps `value` under `key` for `entry`, saved with the session; see the other overload.
    @discardableResult
    public func setScreenState<Value: Codable & Sendable>(
        _ value: Value, _ key: ScreenStateKey<Value>, of entry: EntryID
    ) -> Bool {
        guard state.entryIDs.contains(entry) || screenStates.values[entry] != nil else { return false }
        keep(value, key, of: entry)
        screenStateChanges += 1
        return true
    }

    /// Keeps `value` and its JSON, without telling observers: a value made on a first read.
    private func keep<Value: Codable & Sendable>(_ value: Value, _ key: ScreenStateKey<Value>, of entry: EntryID) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        screenStates.values[entry, default: [:]][key.name] = ScreenStates.Stored(
            value: value, json: try? encoder.encode(value))
    }

    /// The entries that keep state now.
    public var entriesWithScreenState: Set<EntryID> {
        Set(screenStates.values.keys)
    }

    /// Releases what is kept for entries no longer in the state: the presenter calls it once
    /// every screen that left the state has left the display (its update's completion), so a
    /// screen animating away keeps its state to the end. Returns the entries released.
    @discardableResult
    public func releaseScreenStates() -> Set<EntryID> {
        let present = state.entryIDs
        let gone = Set(screenStates.values.keys).subtracting(present)
        for entry in gone { screenStates.values[entry] = nil }
        return gone
    }
}
