import Foundation

/// A push notification's payload: a JSON object whose fields say what to open.
///
/// Features register a handler per payload `type` that turns the payload into a route; the engine
/// then opens that route's canonical link by the same rules as any link, so a notification can
/// never reach what a link could not. Unknown keys (`aps` and the like) are ignored, whatever
/// their values: a number of any size in them never rejects the payload.
public struct NotificationPayload: Sendable {
    /// The payload's fields by key.
    let fields: [String: PayloadValue]

    /// The largest payload read, in bytes: far above what a push service delivers (APNs allows
    /// 4 KB, 5 KB for VoIP), so a larger one is hostile or a mistake, refused before it is parsed.
    public static let maximumByteCount = 65_536

    /// Reads a payload from JSON, which must be valid UTF-8, at most `maximumByteCount` bytes,
    /// with no key given twice in any object (`PayloadValue.init(json:)`).
    init(json data: Data) throws(PayloadError) {
        guard data.count <= Self.maximumByteCount else { throw .tooLarge(byteCount: data.count) }
        guard case .object(let fields) = try PayloadValue(json: data) else { throw .notAnObject }
        self.fields = fields
    }

    init(fields: [String: PayloadValue]) {
        self.fields = fields
    }

    /// The text field `key`.
    public func string(_ key: String) throws(PayloadError) -> String {
        guard let value = fields[key] else { throw .missingField(key) }
        guard case .string(let text) = value, !text.isEmpty else { throw .malformedField(key, expected: "text") }
        return text
    }

    /// The UUID field `key`, written as text.
    public func uuid(_ key: String) throws(PayloadError) -> UUID {
        guard let uuid = UUID(uuidString: try string(key)) else { throw .malformedField(key, expected: "a UUID") }
        return uuid
    }

    /// The integer field `key`, written as a JSON number or as decimal text.
    public func int(_ key: String) throws(PayloadError) -> Int {
        switch fields[key] {
        case nil: throw .missingField(key)
        case .number(let number)?:
            guard let value = Int(exactly: number) else { throw .malformedField(key, expected: "a whole number") }
            return value
        case .string(let text)?:
            guard let value = Int(text) else { throw .malformedField(key, expected: "a whole number") }
            return value
        default:
            throw .malformedField(key, expected: "a whole number")
        }
    }
}

/// One JSON value of a payload.
public enum PayloadValue: Hashable, Sendable, Decodable {
    /// Reads JSON text as the engine reads every JSON input: valid UTF-8, values nested at most 64
    /// deep, no key given twice in one object (which reader would keep which is exactly the
    /// ambiguity a hostile sender relies on), numbers of any size accepted without judging them
    /// (one beyond `Double` becomes an infinity or zero).
    ///
    /// - Throws: ``PayloadError/notUTF8``, ``PayloadError/duplicateKey(_:)`` or
    ///   ``PayloadError/notJSON``.
    public init(json data: Data) throws(PayloadError) {
        guard data.isValidUTF8 else { throw .notUTF8 }
        do {
            self = try PayloadReader.read(data)
        } catch {
            throw error.duplicateKey.map(PayloadError.duplicateKey) ?? .notJSON
        }
    }

    case string(String)
    case number(Double)
    case bool(Bool)
    case null
    case array([PayloadValue])
    case object([String: PayloadValue])

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let bool = try? container.decode(Bool.self) {
            self = .bool(bool)
        } else if let number = try? container.decode(Double.self) {
            self = .number(number)
        } else if let string = try? container.decode(String.self) {
            self = .string(string)
        } else if let array = try? container.decode([PayloadValue].self) {
            self = .array(array)
        } else {
            self = .object(try container.decode([String: PayloadValue].self))
        }
    }
}

/// Why a payload could not be opened.
public enum PayloadError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The payload's bytes are not valid UTF-8 text.
    case notUTF8
    case notJSON
    /// An object gives the same key twice: which of its values is meant cannot be told.
    case duplicateKey(String)
    /// The payload is larger than `NotificationPayload.maximumByteCount`.
    case tooLarge(byteCount: Int)
    case notAnObject
    /// Neither a link nor a type to route by.
    case noType
    case unknownType(String)
    case missingField(String)
    case malformedField(String, expected: String)

    public var description: String {
        switch self {
        case .notUTF8: "the notification is not valid UTF-8 text"
        case .notJSON: "the notification is not valid JSON"
        case .duplicateKey(let key): "the notification gives the key '\(key.excerpt)' twice"
        case .tooLarge(let count):
            "the notification has \(count) bytes, more than the \(NotificationPayload.maximumByteCount) read"
        case .notAnObject: "the notification is not a JSON object"
        case .noType: "the notification has neither a link nor a type"
        case .unknownType(let type): "the notification type '\(type.excerpt)' is not known"
        case .missingField(let key): "the notification has no '\(key.excerpt)'"
        case .malformedField(let key, let expected):
            "the notification's '\(key.excerpt)' is not \(expected)"
        }
    }
}

extension Data {
    /// Whether the bytes are well-formed UTF-8.
    var isValidUTF8: Bool {
        !transcode(makeIterator(), from: UTF8.self, to: UTF32.self, stoppingOnError: true) { _ in }
    }
}
