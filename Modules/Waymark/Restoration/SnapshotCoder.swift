import Foundation

/// Writes the state as a versioned snapshot and reads it back, keeping what still fits.
///
/// An app restores after updates that rename screens, remove features or change a route's fields.
/// Since version 2 a snapshot keeps every route that has a link by its link (`SnapshotWriter`),
/// the name of a screen an app keeps stable anyway, and reads it back with the matcher
/// (`SnapshotReader`); a route without a link keeps its `Codable` form. Version 3 adds the
/// identity of every entry (``EntryID``), so what is keyed by an entry survives a restart; a
/// version 2 snapshot restores with new identities. Version 1 snapshots,
/// which kept every route by its `Codable` form, still restore, reading older forms of a route
/// where the app changed them (`LegacyRouteReader`).
///
/// Reading a snapshot never fails because of one entry: each entry that no longer decodes or no
/// longer fits the registry is dropped by the rules of ``StateRepair``, and the repairs are
/// reported. Only a snapshot that is not one at all (garbage, a missing field, a version this
/// code does not know) fails, with a ``RestorationError``.
struct SnapshotCoder: Sendable {
    /// The version written into every snapshot. Versions 1, 2 and 3 are read.
    static let formatVersion = 3

    /// The registry whose links and route types snapshots are read with.
    let registry: NavigationRegistry

    /// The snapshot of `state`: equal states give equal bytes.
    func encode(_ state: NavigationState) throws -> Data {
        try SnapshotWriter.write(state, registry: registry)
    }

    /// The state in `data`, with what no longer fits the registry repaired.
    ///
    /// - Parameter data: A snapshot written by ``encode(_:)``, by this build or an earlier one
    ///   (format versions 1 to 3).
    func decode(_ data: Data) throws(RestorationError) -> RestoredState {
        try decode(data, keeping: nil)
    }

    /// The state in `data`, with every entry `isAllowed` refuses removed as well, for example
    /// none that needs a signed-in user when restoring signed out (`nil` keeps every registered
    /// destination).
    func decode(
        _ data: Data, keeping isAllowed: ((Destination) -> Bool)?
    ) throws(RestorationError) -> RestoredState {
        let envelope: SnapshotReader.Envelope
        do {
            envelope = try SnapshotReader.read(data, registry: registry)
        } catch {
            throw .unreadable(error.detail)
        }
        let draft: StateDraft
        switch envelope.version {
        case 2, 3:
            guard let state = envelope.state else { throw .unreadable("missing 'state'") }
            draft = state
        case 1:
            draft = try versionOne(data)
        default:
            throw .unsupportedVersion(found: envelope.version, supported: Self.formatVersion)
        }
        var (state, repairs) = StateSanitizer(registry: registry, isAllowed: isAllowed).sanitize(draft)
        for request in draft.awaiting {
            if registry.results.stillFits(request, in: state) {
                state.awaiting.append(request)
            } else {
                repairs.append(.resultRequestDropped(request))
            }
        }
        return RestoredState(
            state: state, repairs: repairs, held: draft.held, screens: draft.screens,
            heldExit: draft.heldExit.flatMap { heldExit($0, keeping: isAllowed) })
    }

    /// A held way out as saved, with the state it leads to checked as any restored state is;
    /// `nil` when that state no longer restores whole (the way out asked for is not there to
    /// apply, so the question is not asked again).
    private func heldExit(_ saved: SavedExit, keeping isAllowed: ((Destination) -> Bool)?) -> HeldExit? {
        var outcome: HeldOutcome?
        if let draft = saved.leadsTo {
            let (state, repairs) = StateSanitizer(registry: registry, isAllowed: isAllowed).sanitize(draft)
            guard repairs.isEmpty else { return nil }
            outcome = HeldOutcome(state: state, intents: [], reopened: nil, notes: [], source: nil)
        }
        return HeldExit(
            request: saved.request, cause: saved.cause, screens: saved.screens, outcome: outcome, link: saved.link)
    }

    /// The state of a version 1 snapshot, read with `JSONDecoder` as version 1 was written, each
    /// entry an older build wrote differently read with today's names.
    private func versionOne(_ data: Data) throws(RestorationError) -> StateDraft {
        let decoder = registry.decoder()
        decoder.userInfo[.waymarkLegacyRoutes] = LegacyRouteReader(registry: registry)
        do {
            return try decoder.decode(DraftEnvelope.self, from: data).state
        } catch {
            throw .unreadable(Self.summary(of: error))
        }
    }

    /// A one-line account of a decoding error, with the path to where it happened.
    static func summary(of error: any Error) -> String {
        guard let error = error as? DecodingError else { return String(describing: error) }
        let (context, what): (DecodingError.Context, String) =
            switch error {
            case .dataCorrupted(let context): (context, context.debugDescription)
            // Foundation's own words for a missing key only repeat the key, in Swift's spelling.
            case .keyNotFound(let key, let context): (context, "missing '\(key.stringValue)'")
            case .typeMismatch(_, let context), .valueNotFound(_, let context): (context, context.debugDescription)
            @unknown default: (DecodingError.Context(codingPath: [], debugDescription: "\(error)"), "\(error)")
            }
        let path = context.codingPath.map(\.stringValue).joined(separator: ".")
        return (path.isEmpty ? "" : "at \(path): ") + what
    }

    private struct DraftEnvelope: Decodable {
        let state: StateDraft
    }
}

/// A state read from a snapshot, with what had to be removed from it.
struct RestoredState: Hashable, Sendable {
    /// The restored state, which the registry accepts.
    let state: NavigationState
    /// What was removed to make it acceptable; empty when the snapshot was restored whole.
    let repairs: [StateRepair]
    /// The held navigation the snapshot kept, which the router resolves afresh.
    let held: SavedHeldNavigation?
    /// The state features kept for screens, as JSON, which the router keeps for the entries restored.
    let screens: [SavedScreenState]
    /// The way out held behind the unsaved-work question, which the router asks again where its
    /// screens still hold the work.
    let heldExit: HeldExit?

    init(
        state: NavigationState, repairs: [StateRepair], held: SavedHeldNavigation? = nil,
        screens: [SavedScreenState] = [], heldExit: HeldExit? = nil
    ) {
        self.state = state
        self.repairs = repairs
        self.held = held
        self.screens = screens
        self.heldExit = heldExit
    }
}

/// Why a snapshot could not be read at all. The state it would have replaced is kept.
public enum RestorationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The data is not a snapshot: not JSON, or JSON of another shape.
    case unreadable(String)
    /// The snapshot was written in a format version this code does not read (a later build's);
    /// `supported` is the newest version it reads, every one from 1 up.
    case unsupportedVersion(found: Int, supported: Int)

    public var description: String {
        switch self {
        case .unreadable(let detail):
            "The saved navigation state could not be read (\(detail))."
        case .unsupportedVersion(let found, let supported):
            "The saved navigation state has format version \(found); this app reads versions 1 to \(supported)."
        }
    }
}
