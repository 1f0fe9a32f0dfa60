import Foundation

/// The type of a value a screen gives back, as declarations name it: what the registry compares
/// between the screen that asks and the screen that answers, at start-up.
public struct ResultType: Hashable, Sendable, CustomStringConvertible {
    /// The type's Swift name (`Swift.Array<Foundation.UUID>`).
    public let name: String

    /// The type of `type`'s values.
    public init<Value>(_ type: Value.Type) {
        name = String(reflecting: type)
    }

    init(named name: String) {
        self.name = name
    }

    public var description: String { name }
}

/// A value a screen gives back, as navigation carries it: its type and its JSON, so an intent
/// holding it stays a value that tests compare and journals record, whatever the type.
public struct GivenResult: Hashable, Sendable, CustomStringConvertible {
    /// The value's type.
    public let type: ResultType
    /// The value, encoded.
    let json: Data

    /// `value`, ready to give back.
    ///
    /// - Throws: `EncodingError` when the value cannot be written as JSON.
    public init<Value: Codable & Sendable & Equatable>(_ value: Value) throws {
        type = ResultType(Value.self)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        json = try encoder.encode(value)
    }

    /// The value, when it is of type `Value`.
    public func value<Value: Codable & Sendable & Equatable>(as _: Value.Type) -> Value? {
        guard type == ResultType(Value.self) else { return nil }
        return try? JSONDecoder().decode(Value.self, from: json)
    }

    public var description: String { "\(type.name) \(String(decoding: json, as: UTF8.self))" }
}

/// A screen waiting for another to give a value back: part of the state, so it survives a
/// restart between the asking and the answering.
public struct ResultRequest: Hashable, Sendable, CustomStringConvertible {
    /// The entry that asked, which the value goes to.
    public let asker: EntryID
    /// The entry that answers; giving the value closes it.
    public let answerer: EntryID
    /// The type both declared.
    public let type: ResultType

    public init(asker: EntryID, answerer: EntryID, type: ResultType) {
        self.asker = asker
        self.answerer = answerer
        self.type = type
    }

    public var description: String { "\(asker) asks \(answerer) for \(type.name)" }
}

/// Why a request for a result went unanswered.
public enum ResultDrop: Hashable, Sendable, CustomStringConvertible {
    /// The screen that asked is gone (popped, pruned at sign-out, not restored): the value would
    /// reach no one, so none is delivered to another screen.
    case askerGone
    /// The screen that answers closed without giving a value (the user swiped it away).
    case answererClosed

    /// The case's name, as journal lines and outlines write the reason.
    package var name: String {
        switch self {
        case .askerGone: "askerGone"
        case .answererClosed: "answererClosed"
        }
    }

    public var description: String {
        switch self {
        case .askerGone: "the screen that asked is gone"
        case .answererClosed: "the screen that answers closed without an answer"
        }
    }
}

/// What an asking destination does with the value it asked for: its route made anew from it.
struct ResultAsking: Sendable {
    /// The destination asked.
    let answerer: DestinationName
    /// The type asked for.
    let type: ResultType
    /// The asker's route once the value arrives; `nil` when the value does not decode as `type`.
    let deliver: @Sendable (AnyRoute, GivenResult) -> AnyRoute?
    /// Where the asker keeps the value instead, when it keeps it as screen state rather than in
    /// its route.
    var keeping: ResultKeeping?
}

/// A value a transaction gave back: its request, the value, and how the asker keeps it when it
/// keeps it as screen state.
struct Delivery: Sendable {
    let request: ResultRequest
    let value: GivenResult
    let keeping: ResultKeeping?
}

/// How an asking entry keeps a value it was given, as screen state under a key: what it keeps
/// made from what it kept before (the JSON saved under the key, if any) and the value.
struct ResultKeeping: Sendable {
    /// The ``ScreenStateKey``'s name.
    let key: String
    /// The JSON to keep; `nil` when the value does not decode as the declared type.
    let keep: @Sendable (Data?, GivenResult) -> Data?
}
