import Foundation

/// Writes the state as a versioned JSON snapshot and reads it back, keeping what still fits.
///
/// An app restores after updates that rename screens, remove features or change a route's fields.
/// Reading a snapshot therefore never fails because of one entry: each entry that no longer
/// decodes or no longer fits the registry is dropped by the rules of ``StateRepair``, and the
/// repairs are reported. Only a snapshot that is not one at all (garbage, a missing field, another
/// format version) fails, with a ``RestorationError``.
public struct SnapshotCoder: Sendable {
    /// The version written into every snapshot; snapshots of other versions are refused.
    public static let formatVersion = 1

    /// The registry whose route types snapshots are read with.
    public let registry: NavigationRegistry

    public init(registry: NavigationRegistry) {
        self.registry = registry
    }

    /// The snapshot of `state`, with sorted keys so that equal states give equal bytes.
    public func encode(_ state: NavigationState) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return try encoder.encode(Envelope(version: Self.formatVersion, state: state))
    }

    /// The state in `data`, with every entry `isAllowed` refuses removed as well.
    ///
    /// - Parameters:
    ///   - data: A snapshot written by ``encode(_:)`` in this format version.
    ///   - isAllowed: Which destinations may be restored, for example none that needs a signed-in
    ///     user when restoring signed out; `nil` keeps every registered destination.
    public func decode(
        _ data: Data, keeping isAllowed: ((Destination) -> Bool)? = nil
    ) throws(RestorationError) -> RestoredState {
        let decoder = registry.decoder()
        let header: Header
        do {
            header = try decoder.decode(Header.self, from: data)
        } catch {
            throw .unreadable(Self.summary(of: error))
        }
        guard header.version == Self.formatVersion else {
            throw .unsupportedVersion(found: header.version, supported: Self.formatVersion)
        }
        let draft: StateDraft
        do {
            draft = try decoder.decode(DraftEnvelope.self, from: data).state
        } catch {
            throw .unreadable(Self.summary(of: error))
        }
        let (state, repairs) = StateSanitizer(registry: registry, isAllowed: isAllowed).sanitize(draft)
        return RestoredState(state: state, repairs: repairs)
    }

    /// A one-line account of a decoding error, with the path to where it happened.
    static func summary(of error: any Error) -> String {
        guard let error = error as? DecodingError else { return String(describing: error) }
        let (context, what): (DecodingError.Context, String) =
            switch error {
            case .dataCorrupted(let context): (context, "")
            case .keyNotFound(let key, let context): (context, "missing '\(key.stringValue)': ")
            case .typeMismatch(_, let context), .valueNotFound(_, let context): (context, "")
            @unknown default: (DecodingError.Context(codingPath: [], debugDescription: "\(error)"), "")
            }
        let path = context.codingPath.map(\.stringValue).joined(separator: ".")
        return (path.isEmpty ? "" : "at \(path): ") + what + context.debugDescription
    }

    private struct Envelope: Encodable {
        let version: Int
        let state: NavigationState
    }

    private struct Header: Decodable {
        let version: Int
    }

    private struct DraftEnvelope: Decodable {
        let state: StateDraft
    }
}

/// A state read from a snapshot, with what had to be removed from it.
public struct RestoredState: Hashable, Sendable {
    /// The restored state, which the registry accepts.
    public let state: NavigationState
    /// What was removed to make it acceptable; empty when the snapshot was restored whole.
    public let repairs: [StateRepair]
}

/// Why a snapshot could not be read at all. The state it would have replaced is kept.
public enum RestorationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The data is not a snapshot: not JSON, or JSON of another shape.
    case unreadable(String)
    /// The snapshot was written in a format version this code does not read.
    case unsupportedVersion(found: Int, supported: Int)

    public var description: String {
        switch self {
        case .unreadable(let detail):
            "The saved navigation state could not be read (\(detail))."
        case .unsupportedVersion(let found, let supported):
            "The saved navigation state has format version \(found); this app reads version \(supported)."
        }
    }
}
