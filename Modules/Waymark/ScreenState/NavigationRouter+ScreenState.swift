import Foundation

/// State features keep for screens, by entry: the router keeps it, since it knows which entries
/// are in the state; the presenter says when screens that left the state have left the display.
extension NavigationRouter {
    /// The value `key` keeps for `entry`, made by `make` the first time it is asked while the
    /// entry is in the state; `nil` for an entry that is not, and was released or never had one.
    /// Never saved.
    func screenState<Value: Sendable>(
        _ key: ScreenStateKey.Transient<Value>, of entry: EntryID, orMake make: () -> Value
    ) -> Value? {
        if let value = screenStates.values[entry]?[key.name]?.value as? Value { return value }
        guard state.entryIDs.contains(entry) else { return nil }
        let value = make()
        screenStates.values[entry, default: [:]][key.name] = ScreenStates.Stored(value: value, json: nil)
        return value
    }

    /// The value `key` keeps for `entry`: the one a snapshot restored, read with its type (a value
    /// that no longer decodes is dropped and made anew), or made by `make` the first time.
    func screenState<Value: Codable & Sendable>(
        _ key: ScreenStateKey.Saved<Value>, of entry: EntryID, orMake make: () -> Value
    ) -> Value? {
        if let value = screenState(key, of: entry) { return value }
        guard state.entryIDs.contains(entry) else { return nil }
        let value = make()
        keep(value, key, of: entry)
        return value
    }

    /// The value `key` keeps for `entry`, if one was set or restored, without making one: for a
    /// screen that shows its feature's data until the user changes it.
    func screenState<Value: Codable & Sendable>(_ key: ScreenStateKey.Saved<Value>, of entry: EntryID)
        -> Value?
    {
        let stored = screenStates.values[entry]?[key.name]
        if let value = stored?.value as? Value { return value }
        guard let json = stored?.json, let value = try? JSONDecoder().decode(Value.self, from: json) else { return nil }
        keep(value, key, of: entry)
        return value
    }

    /// The value `key` keeps for `entry`, if one was set, without making one.
    func screenState<Value: Sendable>(_ key: ScreenStateKey.Transient<Value>, of entry: EntryID) -> Value? {
        screenStates.values[entry]?[key.name]?.value as? Value
    }

    /// Keeps `value` under `key` for `entry`, never saved. Returns `false`, keeping nothing, when
    /// the entry is not in the state and has nothing kept.
    @discardableResult
    func setScreenState<Value: Sendable>(
        _ value: Value, _ key: ScreenStateKey.Transient<Value>, of entry: EntryID
    ) -> Bool {
        guard state.entryIDs.contains(entry) || screenStates.values[entry] != nil else { return false }
        screenStates.values[entry, default: [:]][key.name] = ScreenStates.Stored(value: value, json: nil)
        screenStateChanged(entry)
        return true
    }

    /// Keeps `value` under `key` for `entry`, saved with the session. Returns `false`, keeping
    /// nothing, when the entry is not in the state and has nothing kept.
    @discardableResult
    package func setScreenState<Value: Codable & Sendable>(
        _ value: Value, _ key: ScreenStateKey.Saved<Value>, of entry: EntryID
    ) -> Bool {
        guard state.entryIDs.contains(entry) || screenStates.values[entry] != nil else { return false }
        keep(value, key, of: entry)
        screenStateChanged(entry)
        return true
    }

    /// Keeps `value` and its JSON as the encoder writes it, without telling observers: a value made
    /// on a first read, or one a snapshot kept, read with its type (so what is saved again is this
    /// JSON, never the bytes read, which the decoder may have forgiven: a key given twice).
    private func keep<Value: Codable & Sendable>(_ value: Value, _ key: ScreenStateKey.Saved<Value>, of entry: EntryID)
    {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        screenStates.values[entry, default: [:]][key.name] = ScreenStates.Stored(
            value: value, json: try? encoder.encode(value))
    }

    /// The entries that keep state now.
    package var entriesWithScreenState: Set<EntryID> {
        Set(screenStates.values.keys)
    }

    /// Releases what is kept for entries no longer in the state: the presenter calls it once
    /// every screen that left the state has left the display (its update's completion), so a
    /// screen animating away keeps its state to the end. Returns the entries released.
    @discardableResult
    package func releaseScreenStates() -> Set<EntryID> {
        let present = state.entryIDs
        let gone = Set(screenStates.values.keys).subtracting(present)
        for entry in gone { screenStates.values[entry] = nil }
        screenStateRevisions = screenStateRevisions.filter { present.contains($0.key) }
        return gone
    }

    /// What the views of `entry` observe of its state (``ScreenEntry``).
    func screenStateRevision(of entry: EntryID) -> ScreenStateRevision {
        if let revision = screenStateRevisions[entry] { return revision }
        let revision = ScreenStateRevision()
        screenStateRevisions[entry] = revision
        return revision
    }

    /// Tells the views of `entry` that its state was set.
    func screenStateChanged(_ entry: EntryID) {
        screenStateRevisions[entry]?.count += 1
    }
}
