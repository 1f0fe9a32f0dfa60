import Foundation
import Observation

/// A kind of state a feature keeps for each of its screens, by a name unique in the app: the key
/// under which an entry keeps one value (a form's draft, a scroll position, a view model).
///
/// The value lives exactly as long as its screen: made when the screen first asks for it, kept
/// while the entry is anywhere in the state (under other screens, in an unselected tab, under a
/// modal, in a return point), and released only once the screen has left the display
/// (`NavigationRouter.releaseScreenStates()`), never at the moment the state changed and never
/// on a timer. The key says whether a snapshot saves it: a ``Saved`` key's `Codable` value goes
/// with the session and is read back with its type after a restart; a ``Transient`` key's value
/// lives only while the app runs, whatever its type.
///
/// ```swift
/// static let draft = ScreenStateKey.Saved<[String]>("cv.draft")
/// static let model = ScreenStateKey.Transient<EditorModel>("cv.editorModel")
/// ```
public enum ScreenStateKey {
    /// A key whose value a snapshot saves with the session, as the JSON its type writes.
    public struct Saved<Value: Codable & Sendable>: Hashable, Sendable {
        /// The key's name, `<feature>.<what>` by convention; snapshots save values under it.
        public let name: String

        /// A key saved under `name`: renaming it later loses what snapshots saved under the old name.
        public init(_ name: String) {
            self.name = name
        }
    }

    /// A key whose value lives only while the app runs: a snapshot never saves it, even when its
    /// type is `Codable` (a view model, a value cheaper to make again than to save).
    public struct Transient<Value: Sendable>: Hashable, Sendable {
        /// The key's name, `<feature>.<what>` by convention.
        public let name: String

        /// A key named `name`; nothing it keeps outlives the app, so the name may change freely.
        public init(_ name: String) {
            self.name = name
        }
    }
}

/// What a screen's view observes of its entry's state: a count that moves on whenever a value is
/// set for the entry, so only the views of that entry draw again.
@MainActor
@Observable
final class ScreenStateRevision {
    var count = 0
}

/// What features keep for the entries of one scene, by entry and key name.
struct ScreenStates: Sendable {
    /// One value: the live one, its JSON when it is `Codable` (what a snapshot saves), or only the
    /// JSON a snapshot restored, until a feature reads it with its type.
    struct Stored: Sendable {
        var value: (any Sendable)?
        var json: Data?
        /// Whether `json` is known to be JSON: written by an encoder, or checked; a snapshot's
        /// value no feature has read yet is checked before it is saved again.
        var checked = true
    }

    var values: [EntryID: [String: Stored]] = [:]

    /// The largest value a snapshot keeps, and the most it keeps in all: screen state is a
    /// convenience, never worth a snapshot too large to write at every change.
    static let valueLimit = 16 * 1_024
    static let totalLimit = 128 * 1_024

    /// The JSON of every `Codable` value of `entries`, within the limits, in a fixed order; a
    /// restored value never read is checked first (once), and dropped when it is not JSON.
    mutating func saved(for entries: Set<EntryID>) -> [(entry: EntryID, values: [(key: String, json: Data)])] {
        var total = 0
        var result: [(EntryID, [(String, Data)])] = []
        for entry in values.keys.sorted(by: { $0.rawValue < $1.rawValue }) where entries.contains(entry) {
            var kept: [(String, Data)] = []
            for (key, stored) in (values[entry] ?? [:]).sorted(by: { $0.key < $1.key }) {
                if !stored.checked, let json = stored.json {
                    let isJSON = KeptJSON.isValid(json)
                    values[entry]?[key] = isJSON ? Stored(value: stored.value, json: json) : nil
                    if !isJSON { continue }
                }
                guard let json = stored.json, json.count <= Self.valueLimit, total + json.count <= Self.totalLimit
                else { continue }
                total += json.count
                kept.append((key, json))
            }
            if !kept.isEmpty { result.append((entry, kept)) }
        }
        return result
    }
}

extension ScreenStates {
    /// Drops the restored values a save would leave out (beyond the limits, in the order a save
    /// keeps them), so what is restored is what the next save keeps: a screen never shows a value
    /// the next save silently loses. The names of the keys dropped, in that order.
    mutating func dropWhatWouldNotBeSaved() -> [String] {
        var total = 0
        var dropped: [String] = []
        for entry in values.keys.sorted(by: { $0.rawValue < $1.rawValue }) {
            for (key, stored) in (values[entry] ?? [:]).sorted(by: { $0.key < $1.key }) {
                guard let json = stored.json else { continue }
                if json.count <= Self.valueLimit, total + json.count <= Self.totalLimit {
                    total += json.count
                    continue
                }
                values[entry]?[key] = nil
                dropped.append(key)
            }
        }
        return dropped
    }
}

/// One value a snapshot kept for a screen: its entry, its key's name, and its JSON.
struct SavedScreenState: Hashable, Sendable {
    let entry: EntryID
    let key: String
    let json: Data
}
